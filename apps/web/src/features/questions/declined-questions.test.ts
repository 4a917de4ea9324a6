import type { Question } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { declinedQuestions } from "./declined-questions.ts";

function aQuestion(id: string, fields: Partial<Question> = {}): Question {
  return {
    _id: id,
    eventId: "e1",
    content: `Question ${id}`,
    status: "pending",
    hidden: false,
    awaitingReview: true,
    anonymous: false,
    reply: null,
    likes: [],
    favourites: [],
    createdBy: "me",
    creator: { name: "Me" },
    createdAt: "2030-01-01T10:00:00.000Z",
    ...fields,
  } as Question;
}

describe("the author's declined questions", () => {
  const mine = aQuestion("q1");
  const theirs = aQuestion("q2", { createdBy: "other" });
  const published = aQuestion("q3", { awaitingReview: false });

  it("are the author's own awaiting questions gone from the list", () => {
    expect(declinedQuestions([mine, theirs, published], [published], "me", new Set())).toEqual([mine]);
  });

  it("are not an approved question, one deleted on this page, or a first read", () => {
    expect(declinedQuestions([mine], [{ ...mine, awaitingReview: false }], "me", new Set())).toEqual([]);
    expect(declinedQuestions([mine], [], "me", new Set(["q1"]))).toEqual([]);
    expect(declinedQuestions(undefined, [], "me", new Set())).toEqual([]);
    expect(declinedQuestions([mine], [], undefined, new Set())).toEqual([]);
  });
});
