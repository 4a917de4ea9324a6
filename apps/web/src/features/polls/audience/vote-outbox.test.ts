// The vote outbox's rules: one waiting vote per poll and voter, what a failed request means for
// it, and what is read back from storage.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failureOutcome, parseEntries, type VoteEntry, voteOutbox, withEntry } from "./vote-outbox.ts";

function entry(fields: Partial<VoteEntry> = {}): VoteEntry {
  return {
    eventId: "e1",
    pollId: "p1",
    memberId: "m1",
    vote: { optionId: "o1" },
    attempts: 0,
    createdAt: "2030-01-01T10:00:00.000Z",
    ...fields,
  };
}

describe("the waiting votes", () => {
  it("keep one vote per poll and voter: a newer one replaces the earlier", () => {
    const first = entry();
    const other = entry({ pollId: "p2" });
    const newer = entry({ vote: { optionId: "o2" }, createdAt: "2030-01-01T10:00:05.000Z" });
    expect(withEntry([first, other], newer)).toEqual([other, newer]);
  });

  it("keep another voter's vote in the same poll (two people on one phone)", () => {
    const theirs = entry({ memberId: "m2" });
    expect(withEntry([theirs], entry())).toEqual([theirs, entry()]);
  });
});

describe("a failed request", () => {
  it("waits when the server was not reached or was in passing trouble", () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) expect(failureOutcome(status, 1)).toBe("wait");
  });

  it("is done on a 409 after a retry: the earlier request was counted (a quiz takes one answer)", () => {
    expect(failureOutcome(409, 2)).toBe("done");
    expect(failureOutcome(409, 5)).toBe("done");
  });

  it("is a refusal on a first 409 (closed, time up) and on any other answer", () => {
    expect(failureOutcome(409, 1)).toBe("refused");
    expect(failureOutcome(400, 2)).toBe("refused");
    expect(failureOutcome(403, 1)).toBe("refused");
    expect(failureOutcome(404, 3)).toBe("refused");
  });
});

describe("the stored votes", () => {
  it("read back what was written", () => {
    const stored = [entry(), entry({ pollId: "p2", vote: { words: ["tea"] }, attempts: 2 })];
    expect(parseEntries(JSON.stringify(stored))).toEqual(stored);
  });

  it("leave out what cannot be a vote, and read nothing from nothing or broken text", () => {
    const stored = [entry(), { pollId: "p2" }, entry({ vote: { value: 99 } }), null];
    expect(parseEntries(JSON.stringify(stored))).toEqual([entry()]);
    expect(parseEntries(null)).toEqual([]);
    expect(parseEntries("{not json")).toEqual([]);
    expect(parseEntries('{"a":1}')).toEqual([]);
  });
});

describe("the outbox in the browser's storage", () => {
  const items = new Map<string, string>();
  beforeEach(() => {
    items.clear();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    Object.assign(globalThis, { localStorage: storage });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "localStorage");
  });

  it("keeps a vote until the server answers, under the event's key, and forgets the key once empty", () => {
    const vote = entry({ eventId: "stored" });
    voteOutbox.put(vote);
    expect(parseEntries(items.get("handraise.pollVotes:stored") ?? null)).toEqual([vote]);
    voteOutbox.remove(vote);
    expect(voteOutbox.entries("stored")).toEqual([]);
    expect(items.has("handraise.pollVotes:stored")).toBe(false);
  });

  it("does not drop a newer vote when the answer to the earlier one arrives", () => {
    const earlier = entry({ eventId: "changed" });
    const newer = entry({ eventId: "changed", vote: { optionId: "o2" }, createdAt: "2030-01-01T10:00:09.000Z" });
    voteOutbox.put(earlier);
    voteOutbox.put(newer);
    voteOutbox.remove(earlier);
    expect(voteOutbox.entries("changed")).toEqual([newer]);
  });

  it("sends a ballot once at a time", () => {
    const vote = entry({ eventId: "claimed" });
    expect(voteOutbox.claim(vote)).toBe(true);
    expect(voteOutbox.claim({ ...vote, vote: { optionId: "o2" } })).toBe(false);
    expect(voteOutbox.isSending(vote)).toBe(true);
    voteOutbox.release(vote);
    expect(voteOutbox.claim(vote)).toBe(true);
    voteOutbox.release(vote);
  });
});
