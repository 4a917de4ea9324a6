// A poll's life (issue 19 "Kinds and lifecycle"): drafts are the hosts' alone, one poll is open at
// a time, hosts change and delete, and the wording changes only while nobody has voted.
import { ANSWER_MESSAGES, MESSAGES } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { buildCast, credentials } from "../support/cast.ts";
import { createPoll, listAs, patchPoll, vote } from "./poll-calls.ts";

const { server, http } = useTestServer();

describe("drafts", () => {
  it("are listed to hosts only, and 404 to anyone else's vote; a host's vote is 409", async () => {
    const cast = await buildCast(http);
    const draft = await createPoll(http, cast, { options: ["a", "b"], status: "draft" });
    expect(draft.status).toBe("draft");
    expect((await listAs(http, cast, cast.host)).body.map((p) => p._id)).toEqual([draft._id]);
    for (const caller of [cast.member, cast.guest, cast.outsider]) {
      expect((await listAs(http, cast, caller)).body).toEqual([]);
    }
    expect((await http.get(`/api/polls/event/${cast.eventId}`)).body).toEqual([]);
    const optionId = draft.options[0]?._id;
    const hidden = await vote(http, draft._id, cast.member, { optionId });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(ANSWER_MESSAGES.pollNotFound);
    const host = await vote(http, draft._id, cast.host, { optionId });
    expect(host.status).toBe(409);
    expect(host.body.message).toBe(ANSWER_MESSAGES.pollNotOpen);
    expect((await http.patch(`/api/polls/${draft._id}`, { token: cast.member.token, body: {} })).status).toBe(404);
  });
});

describe("one open poll per event", () => {
  it("opening one closes the open one; a closed poll refuses votes with 409", async () => {
    const cast = await buildCast(http);
    const first = await createPoll(http, cast, { options: ["a", "b"] });
    const second = await createPoll(http, cast, { kind: "rating", status: "draft" });
    expect((await listAs(http, cast, cast.host)).body.map((p) => p.status)).toEqual(["open", "draft"]);
    const opened = await patchPoll(http, cast, second._id, { status: "open" });
    expect(opened.status).toBe(200);
    expect((await listAs(http, cast, cast.host)).body.map((p) => p.status)).toEqual(["closed", "open"]);
    const late = await vote(http, first._id, cast.member, { optionId: first.options[0]?._id });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ANSWER_MESSAGES.pollNotOpen);
    const third = await createPoll(http, cast, { kind: "open" });
    expect((await listAs(http, cast, cast.host)).body.map((p) => p.status)).toEqual(["closed", "closed", "open"]);
    expect(third.status).toBe("open");
  });

  it("stays one when hosts open polls concurrently", async () => {
    const cast = await buildCast(http);
    const polls = await Promise.all(
      ["a", "b", "c"].map(() => createPoll(http, cast, { kind: "rating", status: "draft" })),
    );
    const answers = await Promise.all(polls.map((poll) => patchPoll(http, cast, poll._id, { status: "open" })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const statuses = (await listAs(http, cast, cast.host)).body.map((p) => p.status);
    expect(statuses.filter((s) => s === "open")).toHaveLength(1);
  });
});

describe("changing a poll", () => {
  it("is for hosts: others get 403", async () => {
    const cast = await buildCast(http);
    const poll = await createPoll(http, cast, { options: ["a", "b"] });
    for (const caller of [cast.member, cast.guest, cast.outsider]) {
      const answer = await http.patch(`/api/polls/${poll._id}`, { ...credentials(caller), body: { status: "closed" } });
      expect(answer.status).toBe(403);
      expect((await http.delete(`/api/polls/${poll._id}`, credentials(caller))).status).toBe(403);
    }
  });

  it("answers the poll as it is when the change changes nothing", async () => {
    const cast = await buildCast(http);
    const poll = await createPoll(http, cast, { options: ["a", "b"] });
    for (const body of [{ status: "open" }, {}, { resultsShown: true }]) {
      const answer = await patchPoll(http, cast, poll._id, body);
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe("open");
    }
  });

  it("changes question and options while nobody voted, then refuses with 409", async () => {
    const cast = await buildCast(http);
    const poll = await createPoll(http, cast, { options: ["a", "b"] });
    const reworded = await patchPoll(http, cast, poll._id, { question: "Better?", options: ["x", "y", "z"] });
    expect(reworded.status).toBe(200);
    expect(reworded.body.question).toBe("Better?");
    expect(reworded.body.options.map((o) => o.text)).toEqual(["x", "y", "z"]);
    await vote(http, poll._id, cast.member, { optionId: reworded.body.options[0]?._id });
    const refused = await patchPoll(http, cast, poll._id, { question: "Too late?" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ANSWER_MESSAGES.pollAlreadyVoted);
    expect((await listAs(http, cast, cast.host)).body[0]?.question).toBe("Better?");
    const closed = await patchPoll(http, cast, poll._id, { status: "closed", resultsShown: false });
    expect(closed.body).toMatchObject({ status: "closed", resultsShown: false, totalVotes: 1 });
  });

  it("refuses options for a kind without them, and a quiz's new options need their correct ones", async () => {
    const cast = await buildCast(http);
    const cloud = await createPoll(http, cast, { kind: "wordcloud", status: "draft" });
    const refused = await patchPoll(http, cast, cloud._id, { options: ["a", "b"] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.pollOptionsRefused);
    const quiz = await createPoll(http, cast, { kind: "quiz", options: ["a", "b"], correctOptions: [0] });
    const missing = await patchPoll(http, cast, quiz._id, { options: ["x", "y"] });
    expect(missing.body.message).toBe(MESSAGES.pollCorrectOptionsRequired);
    const changed = await patchPoll(http, cast, quiz._id, { options: ["x", "y"], correctOptions: [1] });
    expect(changed.body.correctOptionIds).toEqual([changed.body.options[1]?._id]);
  });

  it("deletes a poll with its votes", async () => {
    const cast = await buildCast(http);
    const poll = await createPoll(http, cast, { options: ["a", "b"] });
    await vote(http, poll._id, cast.member, { optionId: poll.options[0]?._id });
    const answer = await http.delete(`/api/polls/${poll._id}`, { token: cast.host.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: MESSAGES.pollDeleted });
    expect((await listAs(http, cast, cast.host)).body).toEqual([]);
    const rows = await server.ctx.db.selectFrom("poll_votes").selectAll().where("poll_id", "=", poll._id).execute();
    expect(rows).toEqual([]);
    expect((await http.delete(`/api/polls/${poll._id}`, { token: cast.host.token })).status).toBe(404);
  });
});
