// An asker's edit never walks around moderation: while the event reviews questions, an edited
// question (approved or not) waits for a host again. And no edit while the event is paused,
// ended or canceled.
import { MESSAGES } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { approve, askOk, buildCast, editEvent, listAs, settle, spotlight, watch } from "../support/live-room.ts";

const room = useTestServer();

const edit = (questionId: string, token: string, content: string) =>
  room.http.put(`/api/questions/${questionId}/edit`, { token, body: { content } });

describe("an edit under moderation", () => {
  it("sends an approved question back to review: the audience loses it, hosts and its author see it waiting", async () => {
    const cast = await buildCast(room.http, { moderateQuestions: true });
    const question = await askOk(room.http, cast.eventId, cast.member, "Harmless at first");
    expect((await approve(room.http, question._id, cast.host.token)).status).toBe(200);
    expect((await spotlight(room.http, question._id, cast.host.token, true)).status).toBe(200);
    const sockets = await watch(room.server.url, cast, room.opened);
    const answer = await edit(question._id, cast.member.token, "Something no host approved");
    expect(answer.status).toBe(200);
    expect(answer.body.awaitingReview).toBe(true);
    expect(answer.body.content).toBe("Something no host approved");
    for (const audience of [sockets.guest, sockets.outsider, sockets.nobody]) {
      expect(await audience.next("questionDeleted")).toEqual({ eventId: cast.eventId, questionId: question._id });
    }
    expect((await sockets.host.next("questionUpdated")).question).toMatchObject({ awaitingReview: true });
    expect((await sockets.member.next("questionUpdated")).question).toEqual(answer.body);
    await settle(...Object.values(sockets));
    for (const audience of [sockets.guest, sockets.outsider, sockets.nobody]) {
      expect(audience.heard.map((h) => h.name)).not.toContain("questionUpdated");
    }
    expect((await listAs(room.http, cast.eventId, cast.guest)).body.map((q) => q._id)).not.toContain(question._id);
    expect((await listAs(room.http, cast.eventId)).body.map((q) => q._id)).not.toContain(question._id);
    const hosts = (await listAs(room.http, cast.eventId, cast.host)).body.find((q) => q._id === question._id);
    expect(hosts?.awaitingReview).toBe(true);
    const event = await room.http.get(`/api/events/${cast.eventId}`, { token: cast.host.token });
    expect(event.body.spotlightQuestionId).toBeNull();
    // A host approves the new text, and everyone sees it again.
    expect((await approve(room.http, question._id, cast.host.token)).body.awaitingReview).toBe(false);
    expect((await listAs(room.http, cast.eventId, cast.guest)).body.find((q) => q._id === question._id)?.content).toBe(
      "Something no host approved",
    );
  });

  it("leaves a question of an event without moderation published", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "Open room");
    const answer = await edit(question._id, cast.member.token, "Still open");
    expect(answer.body.awaitingReview).toBe(false);
    expect((await listAs(room.http, cast.eventId, cast.guest)).body[0]?.content).toBe("Still open");
  });
});

describe("an edit", () => {
  it("is refused while questions are paused, and allowed again once they continue", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "Before the pause");
    await editEvent(room.http, cast.eventId, cast.host.token, { questionsPaused: true });
    const paused = await edit(question._id, cast.member.token, "During the pause");
    expect(paused.status).toBe(409);
    expect(paused.body).toEqual({ message: MESSAGES.editWhilePaused, code: "editWhilePaused" });
    expect((await listAs(room.http, cast.eventId, cast.guest)).body[0]?.content).toBe("Before the pause");
    await editEvent(room.http, cast.eventId, cast.host.token, { questionsPaused: false });
    expect((await edit(question._id, cast.member.token, "After the pause")).status).toBe(200);
  });

  it.each(["ended", "canceled"])("is refused once the event is %s", async (status) => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.guest, "Before the end");
    expect((await editEvent(room.http, cast.eventId, cast.host.token, { status })).status).toBe(200);
    const refused = await room.http.put(`/api/questions/${question._id}/edit`, {
      guestToken: cast.guest.guestToken,
      body: { content: "Rewritten afterwards" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: MESSAGES.editWhenClosed, code: "editWhenClosed" });
    expect((await listAs(room.http, cast.eventId, cast.member)).body[0]?.content).toBe("Before the end");
  });
});
