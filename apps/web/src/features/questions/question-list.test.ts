// The list rules of docs/product.md §4 on the cached list of each event: replaced on fetch, live insert
// at the front once, live updates keep the creator, optimistic reactions undone on failure.
import type { Question } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { createStore } from "../../app/store.ts";
import { patchList, questionsApi } from "./api.ts";
import { insertAtFront, removeQuestion, replaceQuestion } from "./question-list.ts";
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
    flagged: null,
    ...fields,
  };
}

async function store() {
  const s = createStore();
  await s.dispatch(questionsApi.util.upsertQueryData("questions", "e1", []));
  // Held as a screen holds it: an unwatched list leaves the cache at once.
  s.dispatch(questionsApi.endpoints.questions.initiate("e1"));
  return s;
}

type Store = Awaited<ReturnType<typeof store>>;
const ids = (s: Store, eventId = "e1") =>
  (questionsApi.endpoints.questions.select(eventId)(s.getState()).data ?? []).map((q) => q._id);
const first = (s: Store) => questionsApi.endpoints.questions.select("e1")(s.getState()).data?.[0];
const live = {
  added: (eventId: string, q: Question) => patchList(eventId, (list) => insertAtFront(list, eventId, q)),
  updated: (eventId: string, q: Question) => patchList(eventId, (list) => replaceQuestion(list, q)),
  removed: (eventId: string, id: string) => patchList(eventId, (list) => removeQuestion(list, id)),
};

describe("question list cache", () => {
  it("replaces the list on fetch and ignores answers for another event", async () => {
    const s = await store();
    s.dispatch(live.added("e1", question("old")));
    await s.dispatch(questionsApi.util.upsertQueryData("questions", "e1", [question("a"), question("b")]));
    expect(ids(s)).toEqual(["a", "b"]);
    await s.dispatch(questionsApi.util.upsertQueryData("questions", "other", [question("z")]));
    expect(ids(s)).toEqual(["a", "b"]);
  });

  it("puts a live question at the front only once, and only for this event", async () => {
    const s = await store();
    s.dispatch(live.added("e1", question("a")));
    s.dispatch(live.added("e1", question("b")));
    s.dispatch(live.added("e1", question("a")));
    s.dispatch(live.added("e1", question("c", { eventId: "e2" })));
    expect(ids(s)).toEqual(["b", "a"]);
  });

  it("keeps the existing creator on a live update and removes on delete", async () => {
    const s = await store();
    s.dispatch(live.added("e1", question("a")));
    s.dispatch(live.updated("e1", question("a", { status: "answered", creator: { name: "Someone else" } })));
    const a = first(s);
    expect(a?.status).toBe("answered");
    expect(a?.creator.name).toBe("Ada");
    s.dispatch(live.removed("e1", "a"));
    expect(ids(s)).toEqual([]);
  });

  it("shows a deleted account's question as such on a live update, whatever name it showed", async () => {
    const s = await store();
    s.dispatch(live.added("e1", question("a")));
    s.dispatch(live.updated("e1", question("a", { creator: { name: "Deleted account" }, authorDeleted: true })));
    expect(first(s)?.creator.name).toBe("Deleted account");
    expect(first(s)?.authorDeleted).toBe(true);
  });

  // No server answers here (a relative address outside a browser), so the like fails for real.
  it("toggles a like at once and undoes it when the call fails", async () => {
    const s = await store();
    s.dispatch(live.added("e1", question("a")));
    const like = s.dispatch(
      questionsApi.endpoints.likeQuestion.initiate({ eventId: "e1", questionId: "a", memberId: "m2" }),
    );
    expect(first(s)?.likes).toEqual(["m2"]);
    await like;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first(s)?.likes).toEqual([]);
    s.dispatch(live.updated("e1", question("a", { likes: ["m2", "m3"] })));
    expect(first(s)?.likes).toEqual(["m2", "m3"]);
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
