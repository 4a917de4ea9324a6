// The seconds a quiz still takes answers, ticking on the phone's clock (quiz-clock.ts): null for
// other polls. One timer at a time, set for the moment the number changes next; every render
// reads the clock afresh, so a render for another reason never shows a stale number.
import type { Poll } from "@handraise/contract";
import { useEffect, useState } from "react";
import { nextTickIn, quizDeadline, secondsLeft } from "./quiz-clock.ts";

export function useQuizCountdown(poll: Poll): number | null {
  const deadline = poll.status === "open" ? quizDeadline(poll) : null;
  const [, setTicks] = useState(0);
  const left = deadline === null ? null : secondsLeft(deadline, Date.now(), poll.secondsToAnswer ?? 0);

  useEffect(() => {
    if (deadline === null || left === 0) return;
    const timer = setTimeout(() => setTicks((ticks) => ticks + 1), nextTickIn(deadline, Date.now()));
    return () => clearTimeout(timer);
  });

  return left;
}
