// Which poll the presenter view shows: the open one; a quiz the view saw close, until another
// poll opens or the reveal is over; nothing when any other poll closes.
import type { Poll } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { NOTHING_SEEN, nextMemory, type StageMemory, stagePoll } from "./stage-poll.ts";

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

/** The memory after the view saw each list in turn, and the poll it shows then. */
function watch(...lists: Poll[][]): { memory: StageMemory; shown: string | undefined } {
  let memory = NOTHING_SEEN;
  for (const list of lists)
    memory = nextMemory(
      memory,
      list.find((p) => p.status === "open"),
    );
  return { memory, shown: stagePoll(lists.at(-1), memory)?._id };
}

describe("the poll on the presenter view", () => {
  it("is the open poll, and none once a choice poll closes", () => {
    expect(watch([poll("p1")]).shown).toBe("p1");
    expect(watch([poll("p1")], [poll("p1", { status: "closed" })]).shown).toBeUndefined();
  });

  it("keeps a quiz the view saw close, with its answer, until another poll opens", () => {
    const open = [poll("q1", { kind: "quiz" })];
    const closed = [poll("q1", { kind: "quiz", status: "closed" })];
    expect(watch(open, closed).shown).toBe("q1");
    expect(watch(open, closed, [...closed, poll("p2", { status: "draft" })]).shown).toBe("q1");
    expect(watch(open, closed, [...closed, poll("p2")]).shown).toBe("p2");
    expect(
      watch(open, closed, [...closed, poll("p2")], [...closed, poll("p2", { status: "closed" })]).shown,
    ).toBeUndefined();
  });

  it("does not bring back a quiz that closed before the view opened, or one deleted or back in draft", () => {
    expect(watch([poll("q1", { kind: "quiz", status: "closed" })]).shown).toBeUndefined();
    expect(watch([poll("q1", { kind: "quiz" })], []).shown).toBeUndefined();
    expect(
      watch([poll("q1", { kind: "quiz" })], [poll("q1", { kind: "quiz", status: "draft" })]).shown,
    ).toBeUndefined();
  });

  it("keeps the same memory while the open poll stays the same (a vote changes nothing)", () => {
    const memory = nextMemory(NOTHING_SEEN, poll("p1"));
    expect(nextMemory(memory, poll("p1", { totalVotes: 9 }))).toBe(memory);
  });
});
