// The sentences and labels of a poll's results, wherever they are shown (host's panel, phone,
// presenter view). Part of the message catalogue, in a module of its own so that only pages that
// show polls download them.

export const POLL_RESULTS_MESSAGES = {
  hidden: "Results are hidden until the host shows them.",
  voters: "{count, plural, one {# person voted.} other {# people voted.}}",
  waiting: "Waiting for the first answers.",
  votes: "{count, plural, one {# vote} other {# votes}}",
  correct: "Correct answer",
  score: "{points, plural, one {# point} other {# points}}",
  place: "Place {place}",
  average: "Average",
  outOf: "out of {max}",
  noAverage: "No ratings yet.",
  wordsCaption: "Words and how many people gave each",
  wordHeader: "Word",
  ratingCaption: "Ratings and how many people gave each",
  ratingHeader: "Rating",
  peopleHeader: "People",
  answersLabel: "Answers",
} as const;
