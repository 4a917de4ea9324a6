// A quiz's countdown (pure): from the moment it opened (`openedAt`, the server's clock) and its
// `secondsToAnswer`, the whole seconds left at `now`, counted up as people count down: 30 until a
// full second has gone, 0 once time is up. Never more than the time allowed, so a screen whose
// clock runs a little behind the server's does not show more time than there is.
import type { Poll } from "@handraise/contract";

export function secondsLeft(openedAt: string, secondsToAnswer: number, now: number): number {
  const opened = Date.parse(openedAt);
  if (Number.isNaN(opened)) return 0;
  const leftMs = opened + secondsToAnswer * 1000 - now;
  return Math.min(secondsToAnswer, Math.max(0, Math.ceil(leftMs / 1000)));
}

/** The quiz's deadline in the page's time, or null when it has no clock (not a quiz, never opened). */
export function quizDeadline(poll: Pick<Poll, "kind" | "openedAt" | "secondsToAnswer">): number | null {
  if (poll.kind !== "quiz" || !poll.openedAt || !poll.secondsToAnswer) return null;
  const opened = Date.parse(poll.openedAt);
  return Number.isNaN(opened) ? null : opened + poll.secondsToAnswer * 1000;
}
