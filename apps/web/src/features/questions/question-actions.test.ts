// Who may do what to a question (docs/features/questions.md "Who takes part"): the rules the rows render.
import type { Question } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { actionsFor, type QuestionViewer } from "./question-actions.ts";

function question(fields: Partial<Question> = {}): Question {
  return {
    _id: "q1",
    eventId: "e1",
    content: "A question",
    status: "pending",
    hidden: false,
    likes: [],
    favourites: [],
    createdBy: "asker",
    creator: { name: "Ada" },
    createdAt: "2025-01-01T10:00:00.000Z",
    anonymous: false,
    awaitingReview: false,
    reply: null,
    flagged: null,
    ...fields,
  };
}

const host: QuestionViewer = { memberId: "host", isHost: true, canTakePart: true };
const asker: QuestionViewer = { memberId: "asker", isHost: false, canTakePart: true };
const member: QuestionViewer = { memberId: "other", isHost: false, canTakePart: true };
const visitor: QuestionViewer = { memberId: undefined, isHost: false, canTakePart: false };

describe("actionsFor", () => {
  it("gives a member the reactions and nothing of the host's", () => {
    const a = actionsFor(question(), member);
    expect([a.like, a.favourite, a.delete]).toEqual(["enabled", "enabled", "none"]);
    expect([a.approve, a.reply, a.answer, a.hide, a.spotlight, a.removePerson, a.edit]).toEqual(Array(7).fill(false));
  });

  it("shows a visitor the reactions disabled", () => {
    const a = actionsFor(question(), visitor);
    expect([a.like, a.favourite, a.delete, a.edit]).toEqual(["disabled", "disabled", "none", false]);
  });

  it("lets the asker edit and delete their own pending question", () => {
    const a = actionsFor(question(), asker);
    expect([a.edit, a.delete]).toEqual([true, "enabled"]);
    expect(actionsFor(question({ status: "answered" }), asker).edit).toBe(false);
  });

  it("leaves the asker nothing to do to a question a host hid", () => {
    const a = actionsFor(question({ hidden: true }), asker);
    expect([a.like, a.favourite, a.edit, a.delete]).toEqual(["none", "none", false, "none"]);
  });

  it("hides the reactions of a question awaiting review", () => {
    const a = actionsFor(question({ awaitingReview: true }), asker);
    expect([a.like, a.favourite, a.edit, a.delete]).toEqual(["none", "none", true, "enabled"]);
  });

  it("gives a host every moderation action but removing themselves", () => {
    const a = actionsFor(question(), host);
    expect([a.reply, a.answer, a.hide, a.spotlight, a.removePerson, a.delete]).toEqual([
      true,
      true,
      true,
      true,
      true,
      "enabled",
    ]);
    expect([a.approve, a.declines, a.edit]).toEqual([false, false, false]);
    expect(actionsFor(question({ createdBy: "host" }), host).removePerson).toBe(false);
    expect(actionsFor(question({ createdBy: "host" }), host).edit).toBe(true);
  });

  it("lets a host approve or decline a question awaiting review, not spotlight it", () => {
    const a = actionsFor(question({ awaitingReview: true }), host);
    expect([a.approve, a.declines, a.spotlight, a.like]).toEqual([true, true, false, "none"]);
  });

  it("keeps a hidden question off the screen but gives the host its reactions", () => {
    const a = actionsFor(question({ hidden: true }), host);
    expect([a.spotlight, a.hide, a.like]).toEqual([false, true, "enabled"]);
  });
});
