import type { Question } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { spotlightedQuestion, topQuestions } from "./top-questions.ts";

function question(id: string, likes: number, minute: number, extra: Partial<Question> = {}): Question {
  return {
    _id: id,
    likes: Array.from({ length: likes }, (_, i) => `m${i}`),
    createdAt: new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString(),
    status: "pending",
    hidden: false,
    awaitingReview: false,
    ...extra,
  } as Question;
}
const ids = (list: Question[]) => list.map((q) => q._id);

describe("the presenter's top questions", () => {
  it("are the most liked first, the earliest first among equals, cut to the count", () => {
    const list = [question("a", 1, 1), question("b", 3, 2), question("c", 1, 0), question("d", 0, 3)];
    expect(ids(topQuestions(list, null, 3))).toEqual(["b", "c", "a"]);
  });

  it("leave out hidden, awaiting, answered questions and the one answered now", () => {
    const list = [
      question("hidden", 9, 1, { hidden: true }),
      question("awaiting", 9, 2, { awaitingReview: true }),
      question("answered", 9, 3, { status: "answered" }),
      question("now", 9, 4),
      question("left", 0, 5),
    ];
    expect(ids(topQuestions(list, "now", 5))).toEqual(["left"]);
  });
});

describe("the question answered now on the presenter", () => {
  it("is found in the list while the audience may see it", () => {
    const list = [question("a", 0, 1), question("h", 0, 2, { hidden: true })];
    expect(spotlightedQuestion(list, "a")?._id).toBe("a");
    expect(spotlightedQuestion(list, "h")).toBeUndefined();
    expect(spotlightedQuestion(list, "gone")).toBeUndefined();
    expect(spotlightedQuestion(list, null)).toBeUndefined();
  });
});
