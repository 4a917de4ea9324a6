// Submitting questions: who may, what is accepted, when the event refuses, the question limit,
// and retries carrying an Idempotency-Key.
import { ANSWER_MESSAGES, MESSAGES } from "@handraise/contract";
import { buildUser, joinAsAccount, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { ask, askOk, buildCast, listAs, memberIdOf } from "../support/cast.ts";

const { server, http } = useTestServer();

describe("submitting a question", () => {
  it("answers 201 with the question in the contract's shape, for an account member", async () => {
    const cast = await buildCast(http);
    const answer = await ask(http, cast.eventId, cast.member, "  What is the plan?  ");
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      _id: expect.any(String),
      eventId: cast.eventId,
      content: "What is the plan?",
      status: "pending",
      hidden: false,
      likes: [],
      favourites: [],
      createdBy: cast.member._id,
      creator: { name: cast.member.displayName },
      createdAt: expect.any(String),
      anonymous: false,
      awaitingReview: false,
      reply: null,
      flagged: null,
    });
  });

  it("accepts a guest acting with its guest token, under the guest's name", async () => {
    const cast = await buildCast(http);
    const answer = await ask(http, cast.eventId, cast.guest, "From the back row");
    expect(answer.status).toBe(201);
    expect(answer.body.createdBy).toBe(cast.guest.guestId);
    expect(answer.body.creator.name).toBe(cast.guest.guestName);
  });

  it("accepts a host who is not a member", async () => {
    const cast = await buildCast(http);
    expect((await ask(http, cast.eventId, cast.host, "Host here")).status).toBe(201);
  });

  it("refuses a memberId naming someone else (403), for accounts, guests and anonymous callers", async () => {
    const cast = await buildCast(http);
    const spoofs = [
      { token: cast.member.token, memberId: cast.host._id },
      { guestToken: cast.guest.guestToken, memberId: cast.member._id },
      { memberId: cast.guest.guestId },
    ];
    for (const { memberId, ...credentials } of spoofs) {
      const answer = await http.post(`/api/questions/${cast.eventId}`, {
        ...credentials,
        body: { content: "Spoofed", memberId },
      });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(ANSWER_MESSAGES.memberIdMismatch);
    }
    expect((await listAs(http, cast.eventId, cast.host)).body).toEqual([]);
  });

  it("refuses a signed-in non-member (403) and lets them read", async () => {
    const cast = await buildCast(http);
    const answer = await ask(http, cast.eventId, cast.outsider, "Let me in");
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ANSWER_MESSAGES.notAMember);
    expect((await listAs(http, cast.eventId, cast.outsider)).status).toBe(200);
  });

  it("answers 'Missing member id or empty input' for blank, zero-width or missing content and a missing memberId", async () => {
    const cast = await buildCast(http);
    const bodies = [
      { content: "", memberId: cast.member._id },
      { content: "   \n\t ", memberId: cast.member._id },
      { content: "\u200B\u200C\u200D\uFEFF", memberId: cast.member._id },
      { memberId: cast.member._id },
      { content: "A question" },
      { content: "A question", memberId: "" },
    ];
    for (const body of bodies) {
      const answer = await http.post(`/api/questions/${cast.eventId}`, { token: cast.member.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.missingMemberIdOrEmpty);
    }
  });

  it("accepts 500 characters after trimming and refuses 501", async () => {
    const cast = await buildCast(http, { maxQuestions: 5 });
    expect((await ask(http, cast.eventId, cast.member, `  ${"a".repeat(500)}  `)).status).toBe(201);
    const tooLong = await ask(http, cast.eventId, cast.member, "a".repeat(501));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/500 characters/);
  });

  it("stores and returns markup verbatim, as text", async () => {
    const cast = await buildCast(http);
    const content = "<script>alert(1)</script> & <b>bold</b>";
    const created = await askOk(http, cast.eventId, cast.member, content);
    expect(created.content).toBe(content);
    const list = await listAs(http, cast.eventId);
    expect(list.headers.get("content-type")).toContain("application/json");
    expect(list.body[0].content).toBe(content);
    const row = await server.ctx.db
      .selectFrom("questions")
      .select("content")
      .where("id", "=", created._id)
      .executeTakeFirst();
    expect(row?.content).toBe(content);
  });

  it("answers 404 for an unknown event", async () => {
    const member = await buildUser(http);
    const answer = await http.post("/api/questions/no-such-event", {
      token: member.token,
      body: { content: "Hello?", memberId: member._id },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(ANSWER_MESSAGES.eventNotFound);
  });
});

describe("when the event refuses questions", () => {
  it("refuses while questions are paused (409) and accepts again on continue", async () => {
    const cast = await buildCast(http);
    const pause = await http.put(`/api/events/${cast.eventId}`, {
      token: cast.host.token,
      body: { questionsPaused: true },
    });
    expect(pause.status).toBe(200);
    const refused = await ask(http, cast.eventId, cast.guest, "Paused?");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.questionsPaused);
    await http.put(`/api/events/${cast.eventId}`, { token: cast.host.token, body: { questionsPaused: false } });
    expect((await ask(http, cast.eventId, cast.guest, "Continued")).status).toBe(201);
  });

  for (const status of ["ended", "canceled"] as const) {
    it(`refuses once the event is ${status} (409)`, async () => {
      const cast = await buildCast(http);
      const change = await http.put(`/api/events/${cast.eventId}`, { token: cast.host.token, body: { status } });
      expect(change.status).toBe(200);
      const refused = await ask(http, cast.eventId, cast.member, "Too late?");
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(ANSWER_MESSAGES.eventClosed);
    });
  }

  it("refuses past maxQuestions (409), counting every question, and a deletion frees a place", async () => {
    const cast = await buildCast(http, { maxQuestions: 2 });
    const first = await askOk(http, cast.eventId, cast.member, "One");
    await askOk(http, cast.eventId, cast.guest, "Two");
    // hidden questions still count
    await http.patch(`/api/questions/${first._id}/toggle-hidden`, { token: cast.host.token, body: {} });
    const refused = await ask(http, cast.eventId, cast.member, "Three");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.questionLimitReached);
    const removed = await http.delete(`/api/questions/${first._id}/delete`, { token: cast.host.token });
    expect(removed.status).toBe(200);
    expect((await ask(http, cast.eventId, cast.member, "Three")).status).toBe(201);
  });

  it("never overshoots maxQuestions under concurrent submissions", async () => {
    const cast = await buildCast(http, { maxQuestions: 5 });
    const members = [cast.member, cast.guest];
    for (let i = 0; i < 4; i += 1) {
      const user = await buildUser(http);
      await joinAsAccount(http, cast.eventId, user);
      members.push(user);
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ask(http, cast.eventId, members[i % members.length], `Question ${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect((await listAs(http, cast.eventId, cast.host)).body).toHaveLength(5);
  });
});

describe("retries with an Idempotency-Key", () => {
  it("answers the first question (200, same _id) and creates nothing", async () => {
    const cast = await buildCast(http);
    const key = { "Idempotency-Key": "retry-1" };
    const first = await ask(http, cast.eventId, cast.guest, "Only once", key);
    const retry = await ask(http, cast.eventId, cast.guest, "Only once", key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body._id).toBe(first.body._id);
    expect((await listAs(http, cast.eventId)).body).toHaveLength(1);
  });

  it("answers the first question even after questions were paused meanwhile", async () => {
    const cast = await buildCast(http);
    const key = { "Idempotency-Key": "before-pause" };
    const first = await ask(http, cast.eventId, cast.member, "Just in time", key);
    await http.put(`/api/events/${cast.eventId}`, { token: cast.host.token, body: { questionsPaused: true } });
    const retry = await ask(http, cast.eventId, cast.member, "Just in time", key);
    expect(retry.status).toBe(200);
    expect(retry.body._id).toBe(first.body._id);
  });

  it("keeps keys per member: the same key from another member is a new question", async () => {
    const cast = await buildCast(http);
    const key = { "Idempotency-Key": "shared-key" };
    const mine = await ask(http, cast.eventId, cast.member, "Mine", key);
    const theirs = await ask(http, cast.eventId, cast.guest, "Theirs", key);
    expect(theirs.status).toBe(201);
    expect(theirs.body._id).not.toBe(mine.body._id);
  });

  it("creates one question from 10 concurrent copies of one submission", async () => {
    const cast = await buildCast(http);
    const key = { "Idempotency-Key": "burst-after-reconnect" };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => ask(http, cast.eventId, cast.member, "Sent while offline", key)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    const rows = await server.ctx.db
      .selectFrom("questions")
      .select("id")
      .where("event_id", "=", cast.eventId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(memberIdOf(cast.member)).toBe(answers[0].body.createdBy);
  });

  it("refuses a key longer than 100 characters", async () => {
    const cast = await buildCast(http);
    const answer = await ask(http, cast.eventId, cast.member, "Key too long", { "Idempotency-Key": "k".repeat(101) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Idempotency-Key/);
  });
});
