// The sentences and labels of a poll on the presenter view (docs/features/polls.md "Results and
// the presenter view"). Part of the message catalogue, in a module of its own so that only the
// presenter view downloads them.
import type { PollKind } from "../../polls.ts";

export const POLL_STAGE_MESSAGES = {
  kinds: {
    choice: "Poll",
    wordcloud: "Word cloud",
    rating: "Rating",
    ranking: "Ranking",
    open: "Open question",
    quiz: "Quiz",
  } satisfies Record<PollKind, string>,
  hidden: "Results will appear when the host shows them.",
  secondsLeft: "Seconds left",
  timeUp: "Time is up!",
  timeUpWaiting: "Time is up! The answer comes when the host closes the quiz.",
  leaderboard: "Leaderboard",
  noPointsYet: "No points yet.",
  backToQuestions: "Back to questions",
  voteNow: "Vote on your phone",
  pollOnScreen: "On screen now: {question}",
} as const;
