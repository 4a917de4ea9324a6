// Secret votes, hidden results and quizzes (issue 19 "Votes", "What a poll answers"): no answer
// names a voter; while results are hidden only hosts see tallies; a quiz takes the first answer
// within its time, scores it, and shows its correct options to the audience once closed.
import { ANSWER_MESSAGES, type Poll } from "@handraise/contract";
import { joinAsGuest, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { buildCast, credentials } from "../support/cast.ts";
import { createPoll, listAs, patchPoll, vote } from "./poll-calls.ts";

const { server, http } = useTestServer();

/** Starts the quiz's clock the given seconds ago. */
async function openedSecondsAgo(pollId: string, seconds: number): Promise<void> {
  const openedAt = new Date(Date.now() - seconds * 1000).toISOString();
  await server.ctx.db.updateTable("polls").set({ opened_at: openedAt }).where("id", "=", pollId).execute();
}

describe("secret votes", () => {
  it("never put a voter's id in any answer, to hosts included", async () => {
    const cast = await buildCast(http);
    const ids = [cast.member._id, cast.guest.guestId, cast.host._id];
    const open = await createPoll(http, cast, { kind: "open" });
    const answers: unknown[] = [];
    for (const caller of [cast.member, cast.guest, cast.host]) {
      answers.push((await vote(http, open._id, caller, { text: "An answer" })).body);
    }
    for (const caller of [cast.host, cast.member, cast.guest]) answers.push((await listAs(http, cast, caller)).body);
    const text = JSON.stringify(answers);
    for (const id of ids) expect(text).not.toContain(id);
    expect(text).not.toContain(cast.guest.guestName);
  });
});

describe("hidden results", () => {
  it("give non-hosts null tallies and no words, until the host shows them", async () => {
    const cast = await buildCast(http);
    const poll = await createPoll(http, cast, { kind: "wordcloud", resultsShown: false });
    const mine = await vote(http, poll._id, cast.member, { words: ["secret"] });
    expect(mine.body.totalVotes).toBeNull();
    expect(mine.body.words).toBeUndefined();
    expect(mine.body.myVote).toEqual({ words: ["secret"] });
    const audience = (await listAs(http, cast, cast.guest)).body[0] as Poll;
    expect(audience).toMatchObject({ resultsShown: false, totalVotes: null });
    expect(audience.words).toBeUndefined();
    const host = (await listAs(http, cast, cast.host)).body[0] as Poll;
    expect(host.words).toEqual([{ text: "secret", count: 1 }]);
    await patchPoll(http, cast, poll._id, { resultsShown: true });
    const shown = (await listAs(http, cast, cast.guest)).body[0] as Poll;
    expect(shown).toMatchObject({ totalVotes: 1, words: [{ text: "secret", count: 1 }] });
  });

  it("hide option votes, ranking scores, ratings and open answers alike", async () => {
    const cast = await buildCast(http);
    const ranking = await createPoll(http, cast, { kind: "ranking", options: ["a", "b"], resultsShown: false });
    const ranked = await vote(http, ranking._id, cast.member, { optionIds: ranking.options.map((o) => o._id) });
    expect(ranked.body.options).toEqual(ranking.options.map((o) => ({ ...o, votes: null, score: null })));
    const rating = await createPoll(http, cast, { kind: "rating", resultsShown: false });
    const rated = await vote(http, rating._id, cast.member, { value: 4 });
    expect(rated.body.average).toBeUndefined();
    expect(rated.body.distribution).toBeUndefined();
    const open = await createPoll(http, cast, { kind: "open", resultsShown: false });
    expect((await vote(http, open._id, cast.member, { text: "hi" })).body.answers).toBeUndefined();
  });

  it("a hidden open answer leaves the audience's wall, not the hosts'", async () => {
    const cast = await buildCast(http);
    const poll = await createPoll(http, cast, { kind: "open" });
    await vote(http, poll._id, cast.member, { text: "Rude" });
    await vote(http, poll._id, cast.guest, { text: "Kind" });
    const wall = (await listAs(http, cast, cast.host)).body[0]?.answers ?? [];
    const rude = wall.find((a) => a.text === "Rude");
    const path = `/api/polls/${poll._id}/answers/${rude?._id}`;
    expect((await http.patch(path, { token: cast.member.token, body: { hidden: true } })).status).toBe(403);
    const hidden = await http.patch<Poll>(path, { token: cast.host.token, body: { hidden: true } });
    expect(hidden.status).toBe(200);
    expect(hidden.body.answers?.find((a) => a.text === "Rude")?.hidden).toBe(true);
    expect((await listAs(http, cast, cast.guest)).body[0]?.answers?.map((a) => a.text)).toEqual(["Kind"]);
    const unknown = `/api/polls/${poll._id}/answers/no-such-answer`;
    expect((await http.patch(unknown, { token: cast.host.token, body: { hidden: true } })).status).toBe(404);
  });
});

describe("quizzes", () => {
  it("take the first answer only (409 after), score it, and reveal the answer once closed", async () => {
    const cast = await buildCast(http);
    const quiz = await createPoll(http, cast, { kind: "quiz", options: ["a", "b"], correctOptions: [1] });
    const [wrong, right] = quiz.options.map((o) => o._id);
    expect((await listAs(http, cast, cast.member)).body[0]?.correctOptionIds).toBeUndefined();
    await openedSecondsAgo(quiz._id, 15);
    const first = await vote(http, quiz._id, cast.member, { optionId: right });
    expect(first.status).toBe(200);
    expect(first.body.myVote).toEqual({ optionIds: [right] });
    expect(first.body.correctOptionIds).toBeUndefined();
    const again = await vote(http, quiz._id, cast.member, { optionId: wrong });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ANSWER_MESSAGES.quizAlreadyAnswered);
    await vote(http, quiz._id, cast.guest, { optionId: wrong });
    await patchPoll(http, cast, quiz._id, { status: "closed" });
    const closed = (await listAs(http, cast, cast.member)).body[0] as Poll;
    expect(closed.correctOptionIds).toEqual([right]);
    // 15 s of 30 gone: round(500 + 500 × 15/30) = 750, give or take the test's own seconds.
    expect(closed.myVote?.points).toBeGreaterThanOrEqual(740);
    expect(closed.myVote?.points).toBeLessThanOrEqual(750);
    expect((await listAs(http, cast, cast.guest)).body[0]?.myVote).toEqual({ optionIds: [wrong], points: 0 });
  });

  it("refuses an answer after its time with 409", async () => {
    const cast = await buildCast(http);
    const quiz = await createPoll(http, cast, {
      kind: "quiz",
      options: ["a", "b"],
      correctOptions: [0],
      secondsToAnswer: 5,
    });
    await openedSecondsAgo(quiz._id, 6);
    const late = await vote(http, quiz._id, cast.member, { optionId: quiz.options[0]?._id });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ANSWER_MESSAGES.quizTimeUp);
  });

  it("rank the event's closed quizzes on a leaderboard of names, top 10", async () => {
    const cast = await buildCast(http);
    const quiz = await createPoll(http, cast, { kind: "quiz", options: ["a", "b"], correctOptions: [0] });
    const right = quiz.options[0]?._id;
    await vote(http, quiz._id, cast.member, { optionId: right });
    await vote(http, quiz._id, cast.guest, { optionId: quiz.options[1]?._id });
    const path = `/api/polls/event/${cast.eventId}/leaderboard`;
    expect((await http.get(path, credentials(cast.guest))).body).toEqual({ entries: [] });
    await patchPoll(http, cast, quiz._id, { status: "closed" });
    const board = await http.get(path, credentials(cast.guest));
    expect(board.status).toBe(200);
    expect(board.body.entries).toEqual([
      { name: cast.member.displayName, points: expect.any(Number) },
      { name: cast.guest.guestName, points: 0 },
    ]);
    expect(board.body.entries[0].points).toBeGreaterThan(900);
    await server.ctx.db.updateTable("events").set({ max_members: 50 }).where("id", "=", cast.eventId).execute();
    const extra = await Promise.all(Array.from({ length: 10 }, () => joinAsGuest(http, cast.eventId)));
    const second = await createPoll(http, cast, { kind: "quiz", options: ["a", "b"], correctOptions: [0] });
    await Promise.all(extra.map((guest) => vote(http, second._id, guest, { optionId: second.options[0]?._id })));
    await patchPoll(http, cast, second._id, { status: "closed" });
    expect((await http.get(path, credentials(cast.guest))).body.entries).toHaveLength(10);
  });
});
