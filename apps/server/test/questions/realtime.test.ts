// What sockets hear: every change after commit, to the right rooms. Hidden questions reach the
// hosts' sockets only; the audience is told "deleted" on hide and "added" on unhide.
import { isDeepStrictEqual } from "node:util";
import type { Question } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { askOk, buildCast, type Cast, type Listener, listen } from "../support/cast.ts";

const { server, http, opened: open } = useTestServer();

/** Sockets of the host, the account member (token), the guest (guest token) and an anonymous watcher, in the room. */
async function watch(cast: Cast) {
  const sockets = {
    host: await listen(server.url, cast.host),
    member: await listen(server.url, cast.member),
    guest: await listen(server.url, cast.guest),
    anonymous: await listen(server.url),
  };
  for (const socket of Object.values(sockets)) {
    open.push(socket);
    expect(await socket.join(cast.eventId)).toEqual({ ok: true });
  }
  return sockets;
}

const everyone = (sockets: Awaited<ReturnType<typeof watch>>) => Object.values(sockets);
const audience = (sockets: Awaited<ReturnType<typeof watch>>) => [sockets.member, sockets.guest, sockets.anonymous];

/** What any question message may carry. */
type QuestionNews = { question?: Question; questionId?: string } | undefined;

/** Every question id an audience socket has been sent, in any message. */
function idsHeardBy(listener: Listener): string[] {
  return listener.heard.flatMap(({ payload }) => {
    const news = payload as QuestionNews;
    return [news?.question?._id, news?.questionId].filter((id): id is string => Boolean(id));
  });
}

describe("broadcasts after each change", () => {
  it("sends questionAdded {eventId, question} to everyone in the room", async () => {
    const cast = await buildCast(http);
    const sockets = await watch(cast);
    const question = await askOk(http, cast.eventId, cast.guest, "Live question");
    for (const socket of everyone(sockets)) {
      const payload = await socket.next("questionAdded", (p) => p.question._id === question._id);
      expect(payload).toEqual({ eventId: cast.eventId, question });
    }
  });

  it("announces a retried submission's one question again, as it is now", async () => {
    // The first try's instance may have stopped between its commit and its broadcast, so the
    // room hears the saved question again on the retry; a page that has it replaces it in place.
    const cast = await buildCast(http);
    const sockets = await watch(cast);
    const key = { "Idempotency-Key": "socket-retry" };
    const body = { content: "Once on screen", memberId: cast.member._id };
    const first = await http.post(`/api/questions/${cast.eventId}`, { token: cast.member.token, headers: key, body });
    await http.post(`/api/questions/${first.body._id}/like`, { guestToken: cast.guest.guestToken, body: {} });
    const retry = await http.post(`/api/questions/${cast.eventId}`, { token: cast.member.token, headers: key, body });
    expect(retry.body._id).toBe(first.body._id);
    await sockets.guest.flush();
    const added = sockets.guest.heard
      .filter((h) => h.name === "questionAdded")
      .map((h) => (h.payload as { question: Question }).question);
    expect(added.map((question) => question._id)).toEqual([first.body._id, first.body._id]);
    expect(added[1]?.likes).toEqual([cast.guest.guestId]);
    const list = await http.get(`/api/questions/event/${cast.eventId}`, { token: cast.host.token });
    expect(list.body.filter((question: Question) => question.content === "Once on screen")).toHaveLength(1);
  });

  it("sends questionUpdated for likes, favourites, answered, status and edits", async () => {
    const cast = await buildCast(http);
    const sockets = await watch(cast);
    const question = await askOk(http, cast.eventId, cast.member, "Watch me change");
    const changes = [
      () => http.post(`/api/questions/${question._id}/like`, { guestToken: cast.guest.guestToken, body: {} }),
      () => http.post(`/api/questions/${question._id}/favourite`, { token: cast.member.token, body: {} }),
      () => http.patch(`/api/questions/${question._id}/toggle-answered`, { token: cast.host.token }),
      () => http.put(`/api/questions/${question._id}/status`, { token: cast.host.token, body: { status: "pending" } }),
      () => http.put(`/api/questions/${question._id}/edit`, { token: cast.member.token, body: { content: "Changed" } }),
    ];
    const answers: Question[] = [];
    for (const change of changes) {
      const answer = await change();
      expect(answer.status).toBe(200);
      answers.push(answer.body);
      // A like and a favourite close together are folded into one message (reaction-bursts.test.ts):
      // each change is heard before the next is made, so every one of them has its own message.
      await sockets.guest.next("questionUpdated", (p) => isDeepStrictEqual(p.question, answer.body));
    }
    for (const socket of everyone(sockets)) {
      await socket.flush();
      const updates = socket.heard.filter((h) => h.name === "questionUpdated").map((h) => h.payload);
      expect(updates).toEqual(answers.map((q) => ({ eventId: cast.eventId, question: q })));
    }
    expect(answers.at(-1)).toMatchObject({
      content: "Changed",
      status: "pending",
      likes: [cast.guest.guestId],
      favourites: [cast.member._id],
    });
  });

  it("sends questionDeleted {eventId, questionId} to everyone", async () => {
    const cast = await buildCast(http);
    const sockets = await watch(cast);
    const question = await askOk(http, cast.eventId, cast.member, "Gone soon");
    await http.delete(`/api/questions/${question._id}/delete`, { token: cast.member.token });
    for (const socket of everyone(sockets)) {
      expect(await socket.next("questionDeleted")).toEqual({ eventId: cast.eventId, questionId: question._id });
    }
  });

  it("sends nothing to a socket outside the room or one that left it", async () => {
    const cast = await buildCast(http);
    const inRoom = await listen(server.url, cast.guest);
    const neverJoined = await listen(server.url);
    const left = await listen(server.url, cast.member);
    open.push(inRoom, neverJoined, left);
    await inRoom.join(cast.eventId);
    await left.join(cast.eventId);
    await left.leave(cast.eventId);
    await askOk(http, cast.eventId, cast.member, "Only for the room");
    expect((await inRoom.next("questionAdded")).eventId).toBe(cast.eventId);
    for (const outside of [neverJoined, left]) {
      await outside.flush();
      expect(outside.heard).toEqual([]);
    }
  });
});

describe("hidden questions", () => {
  it("reach the hosts' and the author's sockets only; the rest of the audience is told deleted, then added when unhidden", async () => {
    const cast = await buildCast(http);
    const sockets = await watch(cast);
    // The member asks: as its author they keep the hidden question (docs/features/questions.md).
    const others = [sockets.guest, sockets.anonymous];
    const question = await askOk(http, cast.eventId, cast.member, "Sensitive");
    const hide = await http.patch(`/api/questions/${question._id}/toggle-hidden`, { token: cast.host.token });
    expect(hide.body.hidden).toBe(true);

    const hostUpdate = await sockets.host.next("questionUpdated", (p) => p.question.hidden === true);
    expect(hostUpdate).toEqual({ eventId: cast.eventId, question: hide.body });
    for (const socket of others) {
      expect(await socket.next("questionDeleted")).toEqual({ eventId: cast.eventId, questionId: question._id });
    }
    expect(await sockets.member.next("questionUpdated", (p) => p.question.hidden === true)).toEqual({
      eventId: cast.eventId,
      question: hide.body,
    });

    // while hidden, the host's changes reach the host only
    const answered = await http.patch(`/api/questions/${question._id}/toggle-answered`, { token: cast.host.token });
    expect(answered.body).toMatchObject({ hidden: true, status: "answered" });
    await sockets.host.next("questionUpdated", (p) => p.question.status === "answered");

    const unhide = await http.patch(`/api/questions/${question._id}/toggle-hidden`, { token: cast.host.token });
    expect(unhide.body.hidden).toBe(false);
    await sockets.host.next("questionUpdated", (p) => p.question.hidden === false);
    for (const socket of audience(sockets)) {
      const added = await socket.next("questionAdded", (p) => p.question.status === "answered");
      expect(added).toEqual({ eventId: cast.eventId, question: unhide.body });
    }
    await sockets.member.flush();
    expect(sockets.member.heard.map((h) => h.name)).toEqual([
      "questionAdded",
      "questionUpdated",
      "questionUpdated",
      "questionAdded",
    ]);

    // no other audience socket ever heard of the question while it was hidden
    for (const socket of others) {
      await socket.flush();
      const hiddenCopies = socket.heard.filter(({ payload }) => (payload as QuestionNews)?.question?.hidden === true);
      expect(hiddenCopies).toEqual([]);
      expect(socket.heard.map((h) => h.name)).toEqual(["questionAdded", "questionDeleted", "questionAdded"]);
    }
    // the host never gets audience-only messages
    await sockets.host.flush();
    expect(sockets.host.heard.filter((h) => h.name === "questionDeleted")).toEqual([]);
  });

  it("deleting a hidden question is told to hosts and its author only", async () => {
    const cast = await buildCast(http);
    const question = await askOk(http, cast.eventId, cast.member, "Hidden then deleted");
    await http.patch(`/api/questions/${question._id}/toggle-hidden`, { token: cast.host.token });
    const sockets = await watch(cast);
    await http.delete(`/api/questions/${question._id}/delete`, { token: cast.host.token });
    expect(await sockets.host.next("questionDeleted")).toEqual({ eventId: cast.eventId, questionId: question._id });
    expect(await sockets.member.next("questionDeleted")).toEqual({ eventId: cast.eventId, questionId: question._id });
    for (const socket of [sockets.guest, sockets.anonymous]) {
      await socket.flush();
      expect(idsHeardBy(socket)).toEqual([]);
    }
  });

  it("a host's like on a hidden question reaches hosts and its author only", async () => {
    const cast = await buildCast(http);
    const question = await askOk(http, cast.eventId, cast.guest, "Hidden and liked");
    await http.patch(`/api/questions/${question._id}/toggle-hidden`, { token: cast.host.token });
    const sockets = await watch(cast);
    const like = await http.post(`/api/questions/${question._id}/like`, { token: cast.host.token, body: {} });
    expect(like.status).toBe(200);
    expect((await sockets.host.next("questionUpdated")).question.likes).toEqual([cast.host._id]);
    expect((await sockets.guest.next("questionUpdated")).question.likes).toEqual([cast.host._id]);
    for (const socket of [sockets.member, sockets.anonymous]) {
      await socket.flush();
      expect(idsHeardBy(socket)).toEqual([]);
    }
  });
});
