// The quiz's countdown on the phone: the seconds left to the server's deadline, never more than
// the time allowed, and when the shown number changes next.
import { describe, expect, it } from "vitest";
import { nextTickIn, quizDeadline, secondsLeft } from "./quiz-clock.ts";

const opened = "2030-01-01T10:00:00.000Z";
const openedMs = Date.parse(opened);

describe("a quiz's deadline", () => {
  it("is the opening plus the seconds to answer", () => {
    expect(quizDeadline({ kind: "quiz", openedAt: opened, secondsToAnswer: 30 })).toBe(openedMs + 30_000);
  });

  it("does not exist for other kinds, an unopened quiz or an unreadable time", () => {
    expect(quizDeadline({ kind: "choice", openedAt: opened, secondsToAnswer: 30 })).toBeNull();
    expect(quizDeadline({ kind: "quiz", openedAt: null, secondsToAnswer: 30 })).toBeNull();
    expect(quizDeadline({ kind: "quiz", openedAt: "soon", secondsToAnswer: 30 })).toBeNull();
  });
});

describe("the seconds left", () => {
  const deadline = openedMs + 30_000;

  it("count down in whole seconds, rounded up", () => {
    expect(secondsLeft(deadline, openedMs, 30)).toBe(30);
    expect(secondsLeft(deadline, openedMs + 1, 30)).toBe(30);
    expect(secondsLeft(deadline, openedMs + 1000, 30)).toBe(29);
    expect(secondsLeft(deadline, deadline - 1, 30)).toBe(1);
  });

  it("are 0 from the deadline on", () => {
    expect(secondsLeft(deadline, deadline, 30)).toBe(0);
    expect(secondsLeft(deadline, deadline + 60_000, 30)).toBe(0);
  });

  it("never exceed the time allowed, even on a phone whose clock runs behind", () => {
    expect(secondsLeft(deadline, openedMs - 5000, 30)).toBe(30);
  });
});

describe("the next tick", () => {
  const deadline = 100_000;

  it("comes when the rounded-up number changes", () => {
    expect(nextTickIn(deadline, 70_000)).toBe(1000);
    expect(nextTickIn(deadline, 70_250)).toBe(750);
    expect(nextTickIn(deadline, 99_999)).toBe(1);
  });

  it("is none once the deadline has passed", () => {
    expect(nextTickIn(deadline, 100_000)).toBe(0);
    expect(nextTickIn(deadline, 120_000)).toBe(0);
  });
});
