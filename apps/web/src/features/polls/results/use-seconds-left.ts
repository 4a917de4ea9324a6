// A quiz's countdown as it runs: the whole seconds left (quiz-clock.ts), read again four times a
// second while the quiz is open and time remains; null for a poll without a clock.
import type { Poll } from "@handraise/contract";
import { useEffect, useState } from "react";
import { secondsLeft } from "./quiz-clock.ts";

export function useSecondsLeft(poll: Pick<Poll, "kind" | "status" | "openedAt" | "secondsToAnswer">): number | null {
  const [now, setNow] = useState(() => Date.now());
  const { openedAt, secondsToAnswer } = poll;
  const timed = poll.kind === "quiz" && Boolean(openedAt) && Boolean(secondsToAnswer);
  const left = timed && openedAt && secondsToAnswer ? secondsLeft(openedAt, secondsToAnswer, now) : null;
  const ticking = timed && poll.status === "open" && left !== 0;
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [ticking]);
  return left;
}
