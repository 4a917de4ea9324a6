// Tallies stay exact under a hall voting at once (issue 19 "Votes"): many voters, each voting
// and re-voting concurrently, leave one ballot each and counts derived from the rows.
import type { Poll } from "@handraise/contract";
import { joinAsGuest, type TestGuest, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { findPoll } from "../../src/features/polls/repository.ts";
import { TALLY_READ_SPACING_MS, talliesAfterCommit, tallyReadDelay } from "../../src/features/polls/shared-tallies.ts";
import { buildCast, type Cast } from "../support/cast.ts";
import { createPoll, listAs, vote } from "./poll-calls.ts";

const { server, http } = useTestServer();
const VOTERS = 20;

async function hall(): Promise<{ cast: Cast; voters: TestGuest[] }> {
  const cast = await buildCast(http);
  await server.ctx.db.updateTable("events").set({ max_members: 100 }).where("id", "=", cast.eventId).execute();
  const voters = await Promise.all(Array.from({ length: VOTERS }, () => joinAsGuest(http, cast.eventId)));
  return { cast, voters };
}

describe("concurrent votes", () => {
  it("count each voter once in a multiple choice poll while everyone re-votes at once", async () => {
    const { cast, voters } = await hall();
    const poll = await createPoll(http, cast, { options: ["a", "b", "c"], allowMultiple: true });
    const [a, b, c] = poll.options.map((o) => o._id);
    // Each voter sends three votes at once; whichever lands last is theirs: [a, b] or [c].
    const calls = voters.flatMap((voter) => [
      vote(http, poll._id, voter, { optionIds: [a, b] }),
      vote(http, poll._id, voter, { optionIds: [c] }),
      vote(http, poll._id, voter, { optionIds: [a, b] }),
    ]);
    const answers = await Promise.all(calls);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const listed = (await listAs(http, cast, cast.host)).body[0] as Poll;
    expect(listed.totalVotes).toBe(VOTERS);
    const [votesA, votesB, votesC] = listed.options.map((o) => o.votes ?? -1);
    expect(votesA).toBe(votesB);
    expect((votesA ?? 0) + (votesC ?? 0)).toBe(VOTERS);
    const items = await server.ctx.db
      .selectFrom("poll_vote_items")
      .selectAll()
      .where("poll_id", "=", poll._id)
      .execute();
    expect(items).toHaveLength((votesA ?? 0) * 2 + (votesC ?? 0));
  });

  it("keep a word cloud and a rating exact under concurrent votes", async () => {
    const { cast, voters } = await hall();
    const cloud = await createPoll(http, cast, { kind: "wordcloud" });
    await Promise.all(
      voters.flatMap((voter, i) => [
        vote(http, cloud._id, voter, { words: ["Alpha", `w${i}`] }),
        vote(http, cloud._id, voter, { words: ["alpha ", "Beta"] }),
      ]),
    );
    const words = ((await listAs(http, cast, cast.host)).body[0] as Poll).words ?? [];
    expect(words.find((w) => w.text.toLowerCase() === "alpha")?.count).toBe(VOTERS);
    expect(words.reduce((sum, w) => sum + w.count, 0)).toBe(VOTERS * 2);
    const rating = await createPoll(http, cast, { kind: "rating" });
    await Promise.all(voters.flatMap((voter) => [1, 5, 3].map((value) => vote(http, rating._id, voter, { value }))));
    const rated = (await listAs(http, cast, cast.host)).body[1] as Poll;
    expect(rated.totalVotes).toBe(VOTERS);
    expect(rated.distribution?.reduce((sum, row) => sum + row.count, 0)).toBe(VOTERS);
  });

  it("take exactly one quiz answer per voter when each answers several times at once", async () => {
    const { cast, voters } = await hall();
    const quiz = await createPoll(http, cast, { kind: "quiz", options: ["a", "b"], correctOptions: [0] });
    const answers = await Promise.all(
      voters.flatMap((voter) => quiz.options.map((option) => vote(http, quiz._id, voter, { optionId: option._id }))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(VOTERS);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(VOTERS);
    expect(((await listAs(http, cast, cast.host)).body[0] as Poll).totalVotes).toBe(VOTERS);
  });

  it("answer each of a hall's simultaneous votes with totals that hold that vote", async () => {
    const { cast, voters } = await hall();
    const poll = await createPoll(http, cast, { options: ["a", "b"] });
    const answers = await Promise.all(
      voters.map((voter, i) => vote(http, poll._id, voter, { optionId: poll.options[i % 2]?._id })),
    );
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      const mine = answer.body.options[i % 2];
      expect(answer.body.myVote).toEqual({ optionIds: [mine?._id] });
      expect(mine?.votes).toBeGreaterThanOrEqual(1);
    }
    // The last vote to commit read the totals after every commit.
    expect(Math.max(...answers.map((answer) => answer.body.totalVotes ?? 0))).toBe(VOTERS);
  });

  it("share one read of a poll's totals among the votes committed before it starts", async () => {
    const { cast } = await hall();
    const created = await createPoll(http, cast, { options: ["a", "b"] });
    const poll = await findPoll(server.ctx.db, created._id);
    if (!poll) throw new Error("poll not stored");
    const askedAt = performance.now();
    const first = talliesAfterCommit(server.ctx.db, poll);
    expect(talliesAfterCommit(server.ctx.db, poll)).toBe(first);
    expect((await first)?.voters).toBe(0);
    // Once a read has started, a later commit gets a read of its own, which the commits of the
    // meantime share, and which starts no sooner than the spacing after the first one.
    const next = talliesAfterCommit(server.ctx.db, poll);
    expect(next).not.toBe(first);
    expect(talliesAfterCommit(server.ctx.db, poll)).toBe(next);
    expect((await next)?.voters).toBe(0);
    // A timer may fire up to a millisecond before its time, as the event loop rounds it.
    expect(performance.now() - askedAt).toBeGreaterThanOrEqual(TALLY_READ_SPACING_MS - 1);
  });

  it("answer each of a storm's votes with totals that hold it, while reads wait for their spacing", async () => {
    const { cast, voters } = await hall();
    const poll = await createPoll(http, cast, { options: ["a", "b"] });
    // One after the other: each vote commits after the last one's answer, so its totals hold exactly
    // the votes so far, though its read may wait for the spacing after the last one's.
    for (const [i, voter] of voters.slice(0, 6).entries()) {
      const answer = await vote(http, poll._id, voter, { optionId: poll.options[0]?._id });
      expect(answer.status).toBe(200);
      expect(answer.body.totalVotes).toBe(i + 1);
    }
  });
});

describe("the spacing of a poll's total reads", () => {
  it("holds a read back only while the poll's last read is more recent than the spacing", () => {
    expect(tallyReadDelay(undefined, 1_000)).toBe(0);
    expect(tallyReadDelay(1_000, 1_000)).toBe(TALLY_READ_SPACING_MS);
    expect(tallyReadDelay(1_000, 1_000 + TALLY_READ_SPACING_MS / 2)).toBe(TALLY_READ_SPACING_MS / 2);
    expect(tallyReadDelay(1_000, 1_000 + TALLY_READ_SPACING_MS)).toBe(0);
    expect(tallyReadDelay(1_000, 5_000)).toBe(0);
  });
});
