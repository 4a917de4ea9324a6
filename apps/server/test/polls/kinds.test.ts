// The six kinds (issue 19 "Kinds" and "Votes"): what each create body takes or refuses (400
// naming the field), and how each kind's votes are counted.
import { ANSWER_MESSAGES, MESSAGES } from "@handraise/contract";
import { english, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { buildCast } from "../support/cast.ts";
import { createPoll, listAs, vote } from "./poll-calls.ts";

const { http } = useTestServer();

describe("creating each kind", () => {
  it("defaults to an open choice poll with results shown, and a quiz to 30 seconds", async () => {
    const cast = await buildCast(http);
    const choice = await createPoll(http, cast, { options: ["a", "b"] });
    expect(choice).toMatchObject({ kind: "choice", status: "open", resultsShown: true, allowMultiple: false });
    const rating = await createPoll(http, cast, { kind: "rating" });
    expect(rating).toMatchObject({ kind: "rating", scaleMax: 5, options: [], average: null });
    const quiz = await createPoll(http, cast, { kind: "quiz", options: ["a", "b"], correctOptions: [1] });
    expect(quiz).toMatchObject({ kind: "quiz", secondsToAnswer: 30, correctOptionIds: [quiz.options[1]?._id] });
  });

  it("answers 400 naming the field for options missing, refused or out of range, and misplaced settings", async () => {
    const cast = await buildCast(http);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: "ranking" }, MESSAGES.pollOptionsRequired],
      [{ kind: "wordcloud", options: ["a", "b"] }, MESSAGES.pollOptionsRefused],
      [{ kind: "open", options: ["a", "b"] }, MESSAGES.pollOptionsRefused],
      [{ kind: "rating", allowMultiple: true }, english(MESSAGES.pollFieldRefused, { field: "allowMultiple" })],
      [{ kind: "choice", options: ["a", "b"], scaleMax: 5 }, english(MESSAGES.pollFieldRefused, { field: "scaleMax" })],
      [{ kind: "quiz", options: ["a", "b"] }, MESSAGES.pollCorrectOptionsRequired],
      [{ kind: "quiz", options: ["a", "b"], correctOptions: [2] }, MESSAGES.pollCorrectOptionsOutOfRange],
    ];
    for (const [fields, message] of cases) {
      const answer = await http.post("/api/polls", {
        token: cast.host.token,
        body: { eventId: cast.eventId, question: "Q?", ...fields },
      });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    for (const fields of [{ kind: "rating", scaleMax: 7 }, { kind: "nope" }, { kind: "quiz", secondsToAnswer: 4 }]) {
      const answer = await http.post("/api/polls", {
        token: cast.host.token,
        body: { eventId: cast.eventId, question: "Q?", options: ["a", "b"], correctOptions: [0], ...fields },
      });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.message).toMatch(/^(scaleMax|kind|secondsToAnswer)/);
    }
  });
});

describe("votes of each kind", () => {
  it("choice with allowMultiple counts each chosen option once, voters once", async () => {
    const cast = await buildCast(http);
    const poll = await createPoll(http, cast, { options: ["a", "b", "c"], allowMultiple: true });
    const [a, b, c] = poll.options.map((o) => o._id);
    await vote(http, poll._id, cast.member, { optionIds: [a, b] });
    const answer = await vote(http, poll._id, cast.guest, { optionIds: [b, c] });
    expect(answer.body.options.map((o) => o.votes)).toEqual([1, 2, 1]);
    expect(answer.body.totalVotes).toBe(2);
    expect(answer.body.myVote).toEqual({ optionIds: [b, c] });
    const twice = await vote(http, poll._id, cast.member, { optionIds: [a, a] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(ANSWER_MESSAGES.pollOptionTwice);
  });

  it("single choice refuses optionIds, and every kind names the field it needs", async () => {
    const cast = await buildCast(http);
    const poll = await createPoll(http, cast, { options: ["a", "b"] });
    const refused = await vote(http, poll._id, cast.member, { optionIds: [poll.options[0]?._id] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(english(MESSAGES.pollFieldRefused, { field: "optionIds" }));
    const missing = await vote(http, poll._id, cast.member, {});
    expect(missing.body.message).toBe(english(ANSWER_MESSAGES.pollFieldRequired, { field: "optionId" }));
    const cloud = await createPoll(http, cast, { kind: "wordcloud" });
    const noWords = await vote(http, cloud._id, cast.member, { text: "hello" });
    expect(noWords.status).toBe(400);
    expect(noWords.body.message).toBe(english(MESSAGES.pollFieldRefused, { field: "text" }));
    const tooMany = await vote(http, cloud._id, cast.member, { words: ["a", "b", "c", "d"] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^words/);
    const long = await vote(http, cloud._id, cast.member, { words: ["x".repeat(41)] });
    expect(long.body.message).toMatch(/^words/);
  });

  it("word cloud counts words without regard to case or spaces, in their most common spelling", async () => {
    const cast = await buildCast(http);
    const poll = await createPoll(http, cast, { kind: "wordcloud" });
    await vote(http, poll._id, cast.member, { words: ["  Coffee ", "tea", "TEA"] });
    await vote(http, poll._id, cast.host, { words: ["coffee", "Water"] });
    const answer = await vote(http, poll._id, cast.guest, { words: ["Coffee"] });
    expect(answer.body.words).toEqual([
      { text: "Coffee", count: 3 },
      { text: "Water", count: 1 },
      { text: "tea", count: 1 },
    ]);
    expect(answer.body.totalVotes).toBe(3);
    const mine = await vote(http, poll._id, cast.member, { words: ["juice"] });
    expect(mine.body.myVote).toEqual({ words: ["juice"] });
    expect(mine.body.words).toEqual([
      { text: "Coffee", count: 2 },
      { text: "Water", count: 1 },
      { text: "juice", count: 1 },
    ]);
  });

  it("rating gives the distribution and average, within the scale", async () => {
    const cast = await buildCast(http);
    const poll = await createPoll(http, cast, { kind: "rating", scaleMax: 10 });
    await vote(http, poll._id, cast.member, { value: 10 });
    const answer = await vote(http, poll._id, cast.guest, { value: 7 });
    expect(answer.body.average).toBe(8.5);
    expect(answer.body.distribution).toHaveLength(10);
    expect(answer.body.distribution?.filter((row) => row.count > 0)).toEqual([
      { value: 7, count: 1 },
      { value: 10, count: 1 },
    ]);
    const five = await createPoll(http, cast, { kind: "rating" });
    const off = await vote(http, five._id, cast.member, { value: 6 });
    expect(off.status).toBe(400);
    expect(off.body.message).toBe(english(ANSWER_MESSAGES.pollValueOffScale, { scaleMax: 5 }));
    expect((await vote(http, five._id, cast.member, { value: 2.5 })).body.message).toMatch(/^value/);
  });

  it("ranking takes every option once and scores by Borda", async () => {
    const cast = await buildCast(http);
    const poll = await createPoll(http, cast, { kind: "ranking", options: ["a", "b", "c"] });
    const [a, b, c] = poll.options.map((o) => o._id);
    await vote(http, poll._id, cast.member, { optionIds: [a, b, c] });
    const answer = await vote(http, poll._id, cast.guest, { optionIds: [b, a, c] });
    expect(answer.body.options.map((o) => o.score)).toEqual([3, 3, 0]);
    expect(answer.body.options.map((o) => o.votes)).toEqual([2, 2, 2]);
    for (const optionIds of [
      [a, b],
      [a, a, b],
      [a, b, "other"],
    ]) {
      const bad = await vote(http, poll._id, cast.member, { optionIds });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(ANSWER_MESSAGES.pollRankEveryOption);
    }
    const changed = await vote(http, poll._id, cast.member, { optionIds: [c, b, a] });
    expect(changed.body.options.map((o) => o.score)).toEqual([1, 3, 2]);
  });

  it("open answers make a wall, and a new answer replaces the voter's earlier one", async () => {
    const cast = await buildCast(http);
    const poll = await createPoll(http, cast, { kind: "open" });
    await vote(http, poll._id, cast.member, { text: "First" });
    await vote(http, poll._id, cast.guest, { text: "  Second  " });
    const answer = await vote(http, poll._id, cast.member, { text: "Third" });
    expect(answer.body.answers?.map((a) => a.text).sort()).toEqual(["Second", "Third"]);
    expect(answer.body.myVote).toEqual({ text: "Third" });
    expect((await vote(http, poll._id, cast.member, { text: "x".repeat(281) })).body.message).toMatch(/^text/);
  });
});

describe("the voter's own vote in a vote's answer", () => {
  it("is the vote as a later read of the poll gives it, for every kind", async () => {
    const ballots: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [{ options: ["a", "b", "c"], allowMultiple: true }, { optionIndexes: [2, 0] }],
      [{ kind: "ranking", options: ["a", "b", "c"] }, { optionIndexes: [1, 2, 0] }],
      [{ kind: "wordcloud" }, { words: ["  Coffee ", "tea", "TEA"] }],
      [{ kind: "rating", scaleMax: 10 }, { value: 7 }],
      [{ kind: "open" }, { text: "  A question of time  " }],
      [{ kind: "quiz", options: ["a", "b"], correctOptions: [1] }, { optionIndexes: [1] }],
    ];
    for (const [fields, ballot] of ballots) {
      // An event each: a free event holds few polls.
      const cast = await buildCast(http);
      const poll = await createPoll(http, cast, fields);
      const body = { ...ballot };
      if ("optionIndexes" in ballot) {
        const ids = (ballot.optionIndexes as number[]).map((index) => poll.options[index]?._id);
        delete body.optionIndexes;
        if (fields.kind === "quiz") body.optionId = ids[0];
        else body.optionIds = ids;
      }
      const answer = await vote(http, poll._id, cast.guest, body);
      expect(answer.status, JSON.stringify(fields)).toBe(200);
      const read = (await listAs(http, cast, cast.guest)).body.find((listed) => listed._id === poll._id);
      expect(answer.body.myVote, JSON.stringify(fields)).not.toBeNull();
      expect(answer.body.myVote, JSON.stringify(fields)).toEqual(read?.myVote);
    }
  });
});
