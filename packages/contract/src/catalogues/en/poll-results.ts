// The sentences and labels of a poll's results, wherever they are shown (host's panel, phone,
// presenter view). Part of the message catalogue, in a module of its own so that only pages that
// show polls download them.

export const POLL_RESULTS_MESSAGES = {
  hidden: "Results are hidden until the host shows them.",
  voters: (count: number) => (count === 1 ? "1 person voted." : `${count} people voted.`),
  waiting: "Waiting for the first answers.",
  votes: (count: number) => (count === 1 ? "1 vote" : `${count} votes`),
  percent: (share: number) => `${share}%`,
  correct: "Correct answer",
  score: (points: number) => (points === 1 ? "1 point" : `${points} points`),
  place: (place: number) => `Place ${place}`,
  average: "Average",
  outOf: (max: number) => `out of ${max}`,
  noAverage: "No ratings yet.",
  wordsCaption: "Words and how many people gave each",
  wordHeader: "Word",
  ratingCaption: "Ratings and how many people gave each",
  ratingHeader: "Rating",
  peopleHeader: "People",
  answersLabel: "Answers",
};
