// Moderation before publishing: with moderateQuestions on, a new question waits for a host.
// Hosts and its author see it; nobody else sees or hears of it until a host approves it.
import { MESSAGES } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { approve, ask, askOk, buildCast, editEvent, listAs, settle, watch } from "../support/live-room.ts";

const room = useTestServer();

async function moderatedCast(fields: Record<string, unknown> = {}) {
  const cast = await buildCast(room.http, fields);
  const on = await editEvent(room.http, cast.eventId, cast.host.token, { moderateQuestions: true });
  expect(on.status).toBe(200);
  expect(on.body.moderateQuestions).toBe(true);
  return cast;
}

describe("the setting", () => {
  it("is off for a new event, and hosts only may turn it on", async () => {
    const cast = await buildCast(room.http);
    expect((await room.http.get(`/api/events/${cast.eventId}`)).body.moderateQuestions).toBe(false);
    const question = await askOk(room.http, cast.eventId, cast.member, "Straight through");
    expect(question.awaitingReview).toBe(false);
    const refused = await editEvent(room.http, cast.eventId, cast.member.token, { moderateQuestions: true });
    expect(refused.status).toBe(403);
    expect((await room.http.get(`/api/events/${cast.eventId}`)).body.moderateQuestions).toBe(false);
  });
});

describe("a question awaiting review", () => {
  it("is seen by hosts and its author only, in lists and by id", async () => {
    const cast = await moderatedCast();
    for (const caller of [undefined, cast.member, cast.guest, cast.host]) await listAs(room.http, cast.eventId, caller);
    const question = await askOk(room.http, cast.eventId, cast.member, "Wait for it");
    expect(question.awaitingReview).toBe(true);
    expect((await listAs(room.http, cast.eventId, cast.host)).body.map((q) => q._id)).toEqual([question._id]);
    const own = await listAs(room.http, cast.eventId, cast.member);
    expect(own.body).toEqual([question]);
    for (const caller of [cast.guest, cast.outsider, undefined]) {
      expect((await listAs(room.http, cast.eventId, caller)).body).toEqual([]);
    }
    // By id, for anyone else it does not exist.
    const like = await room.http.post(`/api/questions/${question._id}/like`, {
      guestToken: cast.guest.guestToken,
      body: {},
    });
    expect(like.status).toBe(404);
    const byOutsider = await room.http.post(`/api/questions/${question._id}/favourite`, {
      token: cast.outsider.token,
      body: {},
    });
    expect(byOutsider.status).toBe(404);
    expect(
      (await room.http.delete(`/api/questions/${question._id}/delete`, { guestToken: cast.guest.guestToken })).status,
    ).toBe(404);
    // Its author may like it and edit it.
    expect(
      (await room.http.post(`/api/questions/${question._id}/like`, { token: cast.member.token, body: {} })).status,
    ).toBe(200);
    const edit = await room.http.put(`/api/questions/${question._id}/edit`, {
      token: cast.member.token,
      body: { content: "Wait" },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.awaitingReview).toBe(true);
  });

  it("reaches the hosts' sockets and its author's, and no other socket hears anything of it", async () => {
    const cast = await moderatedCast();
    const sockets = await watch(room.server.url, cast, room.opened);
    const question = await askOk(room.http, cast.eventId, cast.member, "Quietly");
    expect((await sockets.host.next("questionAdded")).question).toMatchObject({
      _id: question._id,
      awaitingReview: true,
    });
    expect((await sockets.member.next("questionAdded")).question).toEqual(question);
    await room.http.put(`/api/questions/${question._id}/edit`, {
      token: cast.member.token,
      body: { content: "Quieter" },
    });
    await room.http.put(`/api/questions/${question._id}/reply`, { token: cast.host.token, body: { text: "Noted" } });
    await room.http.post(`/api/questions/${question._id}/like`, { token: cast.host.token, body: {} });
    await sockets.host.next("questionUpdated", (p) => p.question.reply?.text === "Noted");
    await settle(...Object.values(sockets));
    for (const other of [sockets.guest, sockets.outsider, sockets.nobody]) {
      expect(other.heard).toEqual([]);
    }
    await room.http.delete(`/api/questions/${question._id}/delete`, { token: cast.host.token });
    expect(await sockets.member.next("questionDeleted")).toEqual({ eventId: cast.eventId, questionId: question._id });
    expect(await sockets.host.next("questionDeleted")).toEqual({ eventId: cast.eventId, questionId: question._id });
    await settle(...Object.values(sockets));
    for (const other of [sockets.guest, sockets.outsider, sockets.nobody]) expect(other.heard).toEqual([]);
  });

  it("is published by a host's approval and reaches the audience as a new question", async () => {
    const cast = await moderatedCast();
    const question = await askOk(room.http, cast.eventId, cast.guest, "Approve me");
    const sockets = await watch(room.server.url, cast, room.opened);
    expect((await listAs(room.http, cast.eventId, cast.member)).body).toEqual([]);
    expect((await approve(room.http, question._id, cast.member.token)).status).toBe(404);
    expect((await approve(room.http, question._id, cast.outsider.token)).status).toBe(404);
    const approved = await approve(room.http, question._id, cast.host.token);
    expect(approved.status).toBe(200);
    expect(approved.body.awaitingReview).toBe(false);
    for (const audience of [sockets.member, sockets.outsider, sockets.nobody]) {
      expect((await audience.next("questionAdded")).question).toEqual(approved.body);
    }
    expect((await sockets.host.next("questionUpdated")).question).toEqual(approved.body);
    expect((await sockets.guest.next("questionUpdated")).question).toEqual(approved.body);
    // The cached audience list was read before: it is retired by the approval.
    expect((await listAs(room.http, cast.eventId, cast.member)).body).toEqual([approved.body]);
    // Approving again changes nothing and says nothing.
    await settle(...Object.values(sockets));
    const before = sockets.member.heard.length;
    expect((await approve(room.http, question._id, cast.host.token)).body).toEqual(approved.body);
    await settle(sockets.member);
    expect(sockets.member.heard).toHaveLength(before);
  });

  it("is declined by deleting it, and a member is refused the approval call (403 once visible)", async () => {
    const cast = await moderatedCast();
    const question = await askOk(room.http, cast.eventId, cast.member, "Decline me");
    // Its author sees it, but approving is a host's call.
    expect((await approve(room.http, question._id, cast.member.token)).status).toBe(403);
    expect((await room.http.delete(`/api/questions/${question._id}/delete`, { token: cast.host.token })).status).toBe(
      200,
    );
    expect((await listAs(room.http, cast.eventId, cast.host)).body).toEqual([]);
    expect((await listAs(room.http, cast.eventId, cast.member)).body).toEqual([]);
  });

  it("counts against the event's question limit", async () => {
    const cast = await moderatedCast({ maxQuestions: 2 });
    await askOk(room.http, cast.eventId, cast.member, "One");
    await askOk(room.http, cast.eventId, cast.guest, "Two");
    const third = await ask(room.http, cast.eventId, cast.member, "Three");
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(MESSAGES.questionLimitReached);
    // Triage: the hosts' list holds every question that counts, so "used of the limit" is its length.
    expect((await listAs(room.http, cast.eventId, cast.host)).body).toHaveLength(2);
  });

  it("stays awaiting when moderation is turned off; new questions then go straight out", async () => {
    const cast = await moderatedCast();
    const waiting = await askOk(room.http, cast.eventId, cast.member, "Still waiting");
    await editEvent(room.http, cast.eventId, cast.host.token, { moderateQuestions: false });
    const direct = await askOk(room.http, cast.eventId, cast.member, "Straight out");
    expect(direct.awaitingReview).toBe(false);
    expect((await listAs(room.http, cast.eventId, cast.guest)).body.map((q) => q._id)).toEqual([direct._id]);
    expect((await listAs(room.http, cast.eventId, cast.host)).body.map((q) => [q._id, q.awaitingReview])).toEqual([
      [direct._id, false],
      [waiting._id, true],
    ]);
  });
});
