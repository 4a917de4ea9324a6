// Host replies under a question, and the asker's edits: who may, what text is taken, and that
// each change reaches every page that may see the question, and the cached lists.
import { ANSWER_MESSAGES, MESSAGES, REPLY_MAX } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { askOk, buildCast, listAs, reply, settle, watch } from "../support/live-room.ts";

const room = useTestServer();

describe("host replies", () => {
  it("puts {text, hostName, at} on the question for every page, and empty text removes it", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "Where are the slides?");
    expect(question.reply).toBeNull();
    await listAs(room.http, cast.eventId, cast.guest);
    const sockets = await watch(room.server.url, cast, room.opened);
    const answer = await reply(room.http, question._id, cast.host.token, "  On the website after the talk.  ");
    expect(answer.status).toBe(200);
    expect(answer.body.reply).toEqual({
      text: "On the website after the talk.",
      hostName: cast.host.displayName,
      at: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(answer.body.reply?.at ?? ""))).toBe(false);
    for (const socket of Object.values(sockets)) {
      expect((await socket.next("questionUpdated")).question).toEqual(answer.body);
    }
    expect((await listAs(room.http, cast.eventId, cast.guest)).body[0].reply).toEqual(answer.body.reply);
    const removed = await reply(room.http, question._id, cast.host.token, "   ");
    expect(removed.body.reply).toBeNull();
    expect((await listAs(room.http, cast.eventId, cast.guest)).body[0].reply).toBeNull();
  });

  it("is for hosts only", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "Anyone?");
    expect((await reply(room.http, question._id, cast.member.token, "Me!")).status).toBe(403);
    expect((await reply(room.http, question._id, cast.outsider.token, "Me!")).status).toBe(403);
    const guest = await room.http.put(`/api/questions/${question._id}/reply`, {
      guestToken: cast.guest.guestToken,
      body: { text: "Me!" },
    });
    expect(guest.status).toBe(403);
    expect((await listAs(room.http, cast.eventId)).body[0].reply).toBeNull();
  });

  it(`takes at most ${REPLY_MAX} characters and no control characters`, async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "Long answer please");
    expect((await reply(room.http, question._id, cast.host.token, "x".repeat(REPLY_MAX))).status).toBe(200);
    expect((await reply(room.http, question._id, cast.host.token, "x".repeat(REPLY_MAX + 1))).status).toBe(400);
    const control = await reply(room.http, question._id, cast.host.token, "bell\u0007");
    expect(control.status).toBe(400);
    expect(control.body.message).toContain(MESSAGES.unsafeText);
    const missing = await room.http.put(`/api/questions/${question._id}/reply`, { token: cast.host.token, body: {} });
    expect(missing.status).toBe(400);
    expect((await listAs(room.http, cast.eventId)).body[0].reply?.text).toBe("x".repeat(REPLY_MAX));
  });

  it("on a hidden question reaches the hosts and its author only", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "Hidden one");
    await room.http.patch(`/api/questions/${question._id}/toggle-hidden`, { token: cast.host.token });
    const sockets = await watch(room.server.url, cast, room.opened);
    await reply(room.http, question._id, cast.host.token, "Only hosts read this");
    expect((await sockets.host.next("questionUpdated")).question.reply?.text).toBe("Only hosts read this");
    // The author keeps their hidden question (docs/features/questions.md), replies included.
    expect((await sockets.member.next("questionUpdated")).question.reply?.text).toBe("Only hosts read this");
    await settle(...Object.values(sockets));
    for (const socket of [sockets.guest, sockets.outsider, sockets.nobody]) {
      expect(socket.heard).toEqual([]);
    }
  });
});

describe("editing by the asker", () => {
  it("is for the author only, and reaches every page and the cached list", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "Frist draft");
    await listAs(room.http, cast.eventId, cast.guest);
    const sockets = await watch(room.server.url, cast, room.opened);
    for (const as of [
      { token: cast.host.token },
      { token: cast.outsider.token },
      { guestToken: cast.guest.guestToken },
    ]) {
      const refused = await room.http.put(`/api/questions/${question._id}/edit`, {
        ...as,
        body: { content: "Mine now" },
      });
      expect(refused.status).toBe(403);
    }
    const edit = await room.http.put(`/api/questions/${question._id}/edit`, {
      token: cast.member.token,
      body: { content: "First draft" },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.content).toBe("First draft");
    for (const socket of Object.values(sockets)) {
      expect((await socket.next("questionUpdated")).question).toEqual(edit.body);
    }
    expect((await listAs(room.http, cast.eventId, cast.guest)).body[0].content).toBe("First draft");
  });

  it("is refused once the question is answered, and the text is checked like a new question's", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "Before the answer");
    const edit = (content: string) =>
      room.http.put(`/api/questions/${question._id}/edit`, { token: cast.member.token, body: { content } });
    expect((await edit("   ")).status).toBe(400);
    expect((await edit("x".repeat(501))).status).toBe(400);
    expect((await edit("null\u0000byte")).status).toBe(400);
    await room.http.patch(`/api/questions/${question._id}/toggle-answered`, { token: cast.host.token });
    const late = await edit("After the answer");
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ANSWER_MESSAGES.editAnsweredQuestion);
    expect((await listAs(room.http, cast.eventId)).body[0].content).toBe("Before the answer");
    // Back to pending, it may be edited again.
    await room.http.patch(`/api/questions/${question._id}/toggle-answered`, { token: cast.host.token });
    expect((await edit("After all")).status).toBe(200);
  });
});
