// A quiz's time to answer, as the phone counts it (pure): the server refuses an answer after
// `openedAt` + `secondsToAnswer` (409), so the phone counts down to the same moment on its own
// clock. The seconds shown never exceed the time allowed, so a phone whose clock runs a little
// behind the server's shows the full time, not more.
import type { Poll } from "@handraise/contract";

/** When the quiz stops taking answers, in the phone's milliseconds; null for other polls. */
export function quizDeadline(poll: Pick<Poll, "kind" | "openedAt" | "secondsToAnswer">): number | null {
  if (poll.kind !== "quiz" || !poll.openedAt || !poll.secondsToAnswer) return null;
  const opened = Date.parse(poll.openedAt);
  return Number.isNaN(opened) ? null : opened + poll.secondsToAnswer * 1000;
}

/** Whole seconds left before the deadline, rounded up (0 once it has passed), at most `allowed`. */
export function secondsLeft(deadline: number, now: number, allowed: number): number {
  const left = Math.ceil((deadline - now) / 1000);
  return Math.min(allowed, Math.max(0, left));
}

/** How long until the number shown changes next (the next whole second before the deadline). */
export function nextTickIn(deadline: number, now: number): number {
  const remaining = deadline - now;
  if (remaining <= 0) return 0;
  const intoSecond = remaining % 1000;
  return intoSecond === 0 ? 1000 : intoSecond;
}
