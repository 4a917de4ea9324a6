// Triage filters and counts (docs/features/questions.md "Moderation, triage and editing"): stages
// that do not overlap, Mine across them, the limit used by every stored question.
import type { Question } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import {
  FILTER_LABELS,
  filterCounts,
  filtersFor,
  limitUsage,
  matchesFilter,
  type QuestionFilter,
  stageOf,
} from "./question-filters.ts";
import { addLive } from "./question-list.ts";

function question(id: string, fields: Partial<Question> = {}): Question {
  return {
    _id: id,
    eventId: "e1",
    content: `question ${id}`,
    status: "pending",
    hidden: false,
    likes: [],
    favourites: [],
    createdBy: "someone",
    creator: { name: "Ada" },
    createdAt: "2025-01-01T10:00:00.000Z",
    anonymous: false,
    awaitingReview: false,
    reply: null,
    flagged: null,
    ...fields,
  };
}

// What a host's list may hold: every stage, some of them the host's own.
const hostsList = [
  question("pending"),
  question("pending-mine", { createdBy: "me" }),
  question("answered", { status: "answered" }),
  question("hidden", { hidden: true }),
  question("hidden-answered", { hidden: true, status: "answered" }),
  question("awaiting", { awaitingReview: true }),
  question("awaiting-mine", { awaitingReview: true, createdBy: "me" }),
  // A host may hide a question before approving it: it still waits for review first.
  question("awaiting-hidden", { awaitingReview: true, hidden: true }),
];

const ids = (filter: QuestionFilter, memberId: string | undefined) =>
  hostsList.filter((q) => matchesFilter(q, filter, memberId)).map((q) => q._id);

describe("triage filters", () => {
  it("offers hosts Hidden and Awaiting review, the audience only the four others", () => {
    expect(filtersFor(true)).toEqual(["all", "pending", "answered", "mine", "hidden", "awaiting"]);
    expect(filtersFor(false)).toEqual(["all", "pending", "answered", "mine"]);
  });

  it("puts each question in exactly one stage: awaiting review first, then hidden, then its status", () => {
    expect(ids("awaiting", "me")).toEqual(["awaiting", "awaiting-mine", "awaiting-hidden"]);
    expect(ids("hidden", "me")).toEqual(["hidden", "hidden-answered"]);
    expect(ids("pending", "me")).toEqual(["pending", "pending-mine"]);
    expect(ids("answered", "me")).toEqual(["answered"]);
    expect(ids("all", "me")).toHaveLength(hostsList.length);
    expect(stageOf(question("x", { status: "answered", awaitingReview: true }))).toBe("awaiting");
  });

  it("Mine is the viewer's own questions at any stage, and nobody's without a member id", () => {
    expect(ids("mine", "me")).toEqual(["pending-mine", "awaiting-mine"]);
    expect(ids("mine", undefined)).toEqual([]);
    expect(ids("mine", "")).toEqual([]);
  });

  it("counts each filter; for a host the stages add up to All", () => {
    const counts = filterCounts(hostsList, "me");
    expect(counts).toEqual({ all: 8, pending: 2, answered: 1, mine: 2, hidden: 2, awaiting: 3 });
    expect(counts.pending + counts.answered + counts.hidden + counts.awaiting).toBe(counts.all);
    expect(FILTER_LABELS.awaiting).toBe("questions.filters.awaiting");
    expect(FILTER_LABELS.pending).toBe("questions.filters.pending");
  });

  it("counts an author's own question awaiting review under All and Mine, not under Pending", () => {
    const authorsList = [
      question("p"),
      question("a", { status: "answered" }),
      question("mine", { awaitingReview: true, createdBy: "me" }),
    ];
    expect(filterCounts(authorsList, "me")).toEqual({
      all: 3,
      pending: 1,
      answered: 1,
      mine: 1,
      hidden: 0,
      awaiting: 1,
    });
  });

  it("follows the list as questions change live: an approval moves a question from Awaiting review to Pending", () => {
    const list = [question("q1", { awaitingReview: true })];
    expect(filterCounts(list, "me").awaiting).toBe(1);
    addLive(list, "e1", question("q1"));
    expect(list).toHaveLength(1);
    expect(filterCounts(list, "me")).toMatchObject({ all: 1, awaiting: 0, pending: 1 });
  });

  it("tells the host how much of the event's question limit is used, hidden and awaiting included", () => {
    expect(limitUsage(hostsList, 100)).toEqual({ used: 8, max: 100, full: false });
    expect(limitUsage(hostsList, 8).full).toBe(true);
    expect(limitUsage([], 5)).toEqual({ used: 0, max: 5, full: false });
  });

  it("leaves out the questions of a person a host removed, as the server's limit does", () => {
    const removed = [question("r1", { hidden: true, authorRemoved: true }), question("r2", { authorRemoved: true })];
    expect(limitUsage([...hostsList, ...removed], 8)).toEqual({
      used: 8,
      max: 8,
      full: true,
    });
  });
});
