// The list rules of SPEC.md §4: replaced on fetch, live insert at the front once, live updates
// keep the creator, optimistic reactions undone on failure.
import type { Question } from "@handraise/contract";
import { configureStore } from "@reduxjs/toolkit";
import { describe, expect, it } from "vitest";
import { fetchQuestions, toggleLike } from "./question-thunks.ts";
import {
  questionAddedLive,
  questionRemovedLive,
  questionsEventOpened,
  questionsSlice,
  questionUpdatedLive,
} from "./questions-slice.ts";
import { visibleQuestions } from "./visible-questions.ts";

function question(id: string, fields: Partial<Question> = {}): Question {
  return {
    _id: id,
    eventId: "e1",
    content: `question ${id}`,
    status: "pending",
    hidden: false,
    likes: [],
    favourites: [],
    createdBy: "m1",
    creator: { name: "Ada" },
    createdAt: "2025-01-01T10:00:00.000Z",
    anonymous: false,
    awaitingReview: false,
    reply: null,
    ...fields,
  };
}

function store() {
  const s = configureStore({ reducer: { questions: questionsSlice.reducer } });
  s.dispatch(questionsEventOpened("e1"));
  return s;
}

describe("questions slice", () => {
  it("replaces the list on fetch and ignores answers for another event", () => {
    const s = store();
    s.dispatch(questionAddedLive({ eventId: "e1", question: question("old") }));
    s.dispatch(fetchQuestions.fulfilled([question("a"), question("b")], "r1", { eventId: "e1" }));
    expect(s.getState().questions.items.map((q) => q._id)).toEqual(["a", "b"]);
    s.dispatch(fetchQuestions.fulfilled([question("z")], "r2", { eventId: "other" }));
    expect(s.getState().questions.items.map((q) => q._id)).toEqual(["a", "b"]);
  });

  it("puts a live question at the front only once, and only for this event", () => {
    const s = store();
    s.dispatch(questionAddedLive({ eventId: "e1", question: question("a") }));
    s.dispatch(questionAddedLive({ eventId: "e1", question: question("b") }));
    s.dispatch(questionAddedLive({ eventId: "e1", question: question("a") }));
    s.dispatch(questionAddedLive({ eventId: "e2", question: question("c", { eventId: "e2" }) }));
    expect(s.getState().questions.items.map((q) => q._id)).toEqual(["b", "a"]);
  });

  it("keeps the existing creator on a live update and removes on delete", () => {
    const s = store();
    s.dispatch(questionAddedLive({ eventId: "e1", question: question("a") }));
    s.dispatch(
      questionUpdatedLive({
        eventId: "e1",
        question: question("a", { status: "answered", creator: { name: "Someone else" } }),
      }),
    );
    const [a] = s.getState().questions.items;
    expect(a?.status).toBe("answered");
    expect(a?.creator.name).toBe("Ada");
    s.dispatch(questionRemovedLive({ eventId: "e1", questionId: "a" }));
    expect(s.getState().questions.items).toEqual([]);
  });

  it("toggles a like at once and undoes it when the call fails", () => {
    const s = store();
    s.dispatch(questionAddedLive({ eventId: "e1", question: question("a") }));
    const arg = { questionId: "a", memberId: "m2" };
    s.dispatch(toggleLike.pending("r", arg));
    expect(s.getState().questions.items[0]?.likes).toEqual(["m2"]);
    s.dispatch(toggleLike.rejected(null, "r", arg, { message: "no", status: 403 }));
    expect(s.getState().questions.items[0]?.likes).toEqual([]);
    s.dispatch(toggleLike.pending("r2", arg));
    s.dispatch(toggleLike.fulfilled(question("a", { likes: ["m2", "m3"] }), "r2", arg));
    expect(s.getState().questions.items[0]?.likes).toEqual(["m2", "m3"]);
  });
});

describe("visible questions", () => {
  const list = [
    question("old", { createdAt: "2025-01-01T09:00:00.000Z", likes: ["x", "y"] }),
    question("new", { createdAt: "2025-01-01T11:00:00.000Z", content: "What's next?" }),
    question("hidden", { createdAt: "2025-01-01T10:00:00.000Z", hidden: true }),
  ];

  it("orders newest first or most liked first and hides hidden ones from non-hosts", () => {
    const ids = (qs: Question[]) => qs.map((q) => q._id);
    expect(ids(visibleQuestions(list, { isHost: false, query: "", sort: "newest" }))).toEqual(["new", "old"]);
    expect(ids(visibleQuestions(list, { isHost: true, query: "", sort: "newest" }))).toEqual(["new", "hidden", "old"]);
    expect(ids(visibleQuestions(list, { isHost: false, query: "", sort: "liked" }))).toEqual(["old", "new"]);
  });

  it("filters by the search, ignoring punctuation", () => {
    expect(visibleQuestions(list, { isHost: false, query: "whats", sort: "newest" }).map((q) => q._id)).toEqual([
      "new",
    ]);
  });
});
