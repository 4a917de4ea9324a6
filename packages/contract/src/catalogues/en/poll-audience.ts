// The sentences of the audience's poll section on the event page (docs/features/polls.md "On the
// audience's page"): the control of each kind, the quiz's countdown, the thank-you and a vote
// waiting for the connection. Part of the message catalogue, in a module of its own so that
// only the poll section's on-demand code downloads them.

export const POLL_AUDIENCE_MESSAGES = {
  pollHeading: "Live poll",
  quizHeading: "Live quiz",
  closedQuizHeading: "Quiz",
  /** Read out by the section's live region when a poll opens. */
  pollOpened: "A poll is open: {question}",
  pickOne: "Choose one answer.",
  pickAny: "Choose one or more answers.",
  quizPick: "Choose one answer. Your first answer counts, and the sooner you answer the more points you score.",
  wordsHint: "Up to {words} words, each up to {characters} characters.",
  wordLabel: "Word {place}",
  addWord: "Add a word",
  ratingHint: "From 1 (lowest) to {scaleMax} (highest).",
  rankingHint: "Put the options in your order, first place on top: drag a row by its handle, or use its arrows.",
  moveUp: "Move “{option}” up",
  moveDown: "Move “{option}” down",
  /** Read out after each move, by keyboard or by drag. */
  moved: "“{option}” is now in place {place} of {count}.",
  openLabel: "Your answer",
  openHint: "Up to {characters} characters.",
  vote: "Vote",
  answer: "Answer",
  timeLeft: "{seconds} s left",
  timeLeftSpoken: "{seconds} seconds left to answer",
  timeUp: "Time is up.",
  thanks: "Thank you for voting!",
  quizThanks: "Answer received. You will see whether you were right when the quiz closes.",
  yourVote: "Your vote",
  yourAnswer: "Your answer",
  changeVote: "Change my vote",
  keepVote: "Keep my vote",
  ratingValue: "{value} out of {scaleMax}",
  pending: "Your vote will be sent when you are back online.",
  sending: "Sending your vote…",
  quizRight: "Right! You scored {points} points.",
  quizWrong: "Not this time: no points.",
  quizUnanswered: "You did not answer this quiz.",
  quizPointsSoon: "Your points are on their way.",
  correctAnswer: "Correct answer",
  quizClosed: "This quiz is closed.",
  joinToVote: "Join the event to vote.",
  dismiss: "Close",
  results: "Results",
} as const;
