// The cached poll list under answers and live messages: a live poll keeps the voter's own vote,
// and opening one closes the event's open one.
import type { Poll } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { openPoll, withOpened, withoutPoll, withPoll } from "./poll-list.ts";

function poll(id: string, fields: Partial<Poll> = {}): Poll {
  return {
    _id: id,
    eventId: "e1",
    question: `Poll ${id}?`,
    kind: "choice",
    status: "open",
    resultsShown: true,
    options: [],
    totalVotes: 0,
    createdAt: "2030-01-01T10:00:00.000Z",
    ...fields,
  };
}

describe("the cached polls of an event", () => {
  it("replace a poll in place and keep the voter's own vote a live message leaves out", () => {
    const mine = poll("p1", { myVote: { optionIds: ["o1"] }, totalVotes: 1 });
    const list = withPoll([mine, poll("p2", { status: "draft" })], poll("p1", { totalVotes: 5 }));
    expect(list.map((p) => [p._id, p.totalVotes, p.myVote])).toEqual([
      ["p1", 5, { optionIds: ["o1"] }],
      ["p2", 0, undefined],
    ]);
  });

  it("take the voter's own vote from an answer that carries one, even none", () => {
    const list = withPoll([poll("p1", { myVote: { value: 3 } })], poll("p1", { myVote: null }));
    expect(list[0]?.myVote).toBeNull();
  });

  it("add a new poll at the end and remove a deleted one", () => {
    const list = withPoll([poll("p1")], poll("p2", { status: "draft" }));
    expect(list.map((p) => p._id)).toEqual(["p1", "p2"]);
    expect(withoutPoll(list, "p1").map((p) => p._id)).toEqual(["p2"]);
  });

  it("close the open poll when another opens, so one is open at a time", () => {
    const list = withOpened([poll("p1"), poll("p2", { status: "draft" })], poll("p2"));
    expect(list.map((p) => [p._id, p.status])).toEqual([
      ["p1", "closed"],
      ["p2", "open"],
    ]);
    expect(openPoll(list)?._id).toBe("p2");
    expect(openPoll([poll("p3", { status: "closed" })])).toBeUndefined();
  });
});
