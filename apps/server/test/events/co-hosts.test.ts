// Co-hosts: the creator adds an account by e-mail and removes it; co-hosts do what hosts do
// except deleting the event and managing hosts; limits stay the creator's plan's; sockets move
// between the hosts' room and the audience's at once.
import { ANSWER_MESSAGES, PLAN_LIMITS } from "@handraise/contract";
import { buildUser, english, makePro, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { askOk, buildCast, editEvent, listAs, listen, reply, settle, spotlight } from "../support/live-room.ts";

const room = useTestServer();

const addHost = (eventId: string, token: string | undefined, email: string) =>
  room.http.post(`/api/events/${eventId}/hosts`, { token, body: { email } });
const removeHost = (eventId: string, token: string | undefined, userId: string) =>
  room.http.delete(`/api/events/${eventId}/hosts/${userId}`, { token });

describe("adding and removing co-hosts", () => {
  it("lets the creator add an account by its e-mail (any case) and remove it again", async () => {
    const cast = await buildCast(room.http);
    const cohost = await buildUser(room.http, { displayName: "Co Host" });
    const added = await addHost(cast.eventId, cast.host.token, `  ${cohost.email.toUpperCase()} `);
    expect(added.status).toBe(200);
    expect(added.body.host).toEqual([
      { hostId: cast.host._id, hostName: cast.host.displayName },
      { hostId: cohost._id, hostName: "Co Host" },
    ]);
    const hosted = await room.http.get("/api/events", { token: cohost.token });
    expect(hosted.body.host_list.map((e: { _id: string }) => e._id)).toEqual([cast.eventId]);
    const removed = await removeHost(cast.eventId, cast.host.token, cohost._id);
    expect(removed.status).toBe(200);
    expect(removed.body.host).toEqual([{ hostId: cast.host._id, hostName: cast.host.displayName }]);
    expect((await editEvent(room.http, cast.eventId, cohost.token, { title: "Mine?" })).status).toBe(403);
  });

  it("answers 404 for an e-mail without an account, 409 for a host already, 409 for removing the creator", async () => {
    const cast = await buildCast(room.http);
    const unknown = await addHost(cast.eventId, cast.host.token, "nobody-here@example.test");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ANSWER_MESSAGES.noAccountForEmail);
    const self = await addHost(cast.eventId, cast.host.token, cast.host.email);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(ANSWER_MESSAGES.alreadyHost);
    const cohost = await buildUser(room.http);
    await addHost(cast.eventId, cast.host.token, cohost.email);
    expect((await addHost(cast.eventId, cast.host.token, cohost.email)).status).toBe(409);
    const creator = await removeHost(cast.eventId, cast.host.token, cast.host._id);
    expect(creator.status).toBe(409);
    expect(creator.body.message).toBe(ANSWER_MESSAGES.creatorStaysHost);
    expect((await removeHost(cast.eventId, cast.host.token, cast.member._id)).status).toBe(404);
    expect((await addHost(cast.eventId, cast.host.token, "not an e-mail\u0000")).status).toBe(400);
  });

  it("is the creator's alone: co-hosts, members, outsiders and visitors are refused", async () => {
    const cast = await buildCast(room.http);
    const cohost = await buildUser(room.http);
    const newcomer = await buildUser(room.http);
    await addHost(cast.eventId, cast.host.token, cohost.email);
    for (const token of [cohost.token, cast.member.token, cast.outsider.token]) {
      expect((await addHost(cast.eventId, token, newcomer.email)).status).toBe(403);
      expect((await removeHost(cast.eventId, token, cohost._id)).status).toBe(403);
    }
    expect((await addHost(cast.eventId, undefined, newcomer.email)).status).toBe(401);
    const hosts = (await room.http.get(`/api/events/${cast.eventId}`)).body.host;
    expect(hosts.map((h: { hostId: string }) => h.hostId)).toEqual([cast.host._id, cohost._id]);
  });
});

describe("what a co-host may do", () => {
  it("moderates, replies, spotlights, approves, pauses, edits and exports like the creator, but does not delete the event", async () => {
    const cast = await buildCast(room.http);
    const cohost = await buildUser(room.http, { displayName: "Second Host" });
    await addHost(cast.eventId, cast.host.token, cohost.email);
    const question = await askOk(room.http, cast.eventId, cast.member, "For the co-host");
    expect(
      (await room.http.patch(`/api/questions/${question._id}/toggle-answered`, { token: cohost.token })).status,
    ).toBe(200);
    const replied = await reply(room.http, question._id, cohost.token, "Answered by the second host");
    expect(replied.body.reply?.hostName).toBe("Second Host");
    expect((await spotlight(room.http, question._id, cohost.token, true)).status).toBe(200);
    expect(
      (await room.http.patch(`/api/questions/${question._id}/toggle-hidden`, { token: cohost.token })).status,
    ).toBe(200);
    expect((await listAs(room.http, cast.eventId, cohost)).body.map((q) => q.hidden)).toEqual([true]);
    expect(
      (await editEvent(room.http, cast.eventId, cohost.token, { questionsPaused: true })).body.questionsPaused,
    ).toBe(true);
    expect((await editEvent(room.http, cast.eventId, cohost.token, { moderateQuestions: true })).status).toBe(200);
    expect((await editEvent(room.http, cast.eventId, cohost.token, { title: "Renamed" })).body.title).toBe("Renamed");
    await editEvent(room.http, cast.eventId, cohost.token, { questionsPaused: false });
    const waiting = await askOk(room.http, cast.eventId, cast.guest, "Waiting");
    expect((await room.http.patch(`/api/questions/${waiting._id}/approve`, { token: cohost.token })).status).toBe(200);
    expect((await room.http.get(`/api/events/${cast.eventId}/export.csv`, { token: cohost.token })).status).toBe(200);
    expect((await room.http.delete(`/api/events/${cast.eventId}`, { token: cohost.token })).status).toBe(403);
    expect((await room.http.get(`/api/events/${cast.eventId}`)).status).toBe(200);
  });

  it("cannot raise a limit above the creator's plan, even on a Pro account of their own", async () => {
    const cast = await buildCast(room.http);
    const cohost = await buildUser(room.http);
    await makePro(room.server.ctx.db, cohost._id);
    await addHost(cast.eventId, cast.host.token, cohost.email);
    const above = PLAN_LIMITS.free.maxQuestions + 1;
    const refused = await editEvent(room.http, cast.eventId, cohost.token, { maxQuestions: above });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      english(ANSWER_MESSAGES.limitAbovePlan, { field: "maxQuestions", max: PLAN_LIMITS.free.maxQuestions }),
    );
    await makePro(room.server.ctx.db, cast.host._id);
    expect((await editEvent(room.http, cast.eventId, cohost.token, { maxQuestions: above })).status).toBe(200);
  });
});

describe("a co-host's open pages", () => {
  it("join the hosts' room when added and leave it when removed, at once", async () => {
    const cast = await buildCast(room.http);
    const cohost = await buildUser(room.http);
    const socket = await listen(room.server.url, cohost);
    const hostSocket = await listen(room.server.url, cast.host);
    room.opened.push(socket, hostSocket);
    await socket.join(cast.eventId);
    await hostSocket.join(cast.eventId);
    const hidden = await askOk(room.http, cast.eventId, cast.member, "Hosts only");
    await room.http.patch(`/api/questions/${hidden._id}/toggle-hidden`, { token: cast.host.token });
    await settle(socket);
    socket.heard.splice(0);

    await room.http.post(`/api/events/${cast.eventId}/hosts`, {
      token: cast.host.token,
      body: { email: cohost.email },
    });
    expect((await socket.next("eventUpdated")).event.host).toHaveLength(2);
    // Now in the hosts' room: a reply on the hidden question reaches this socket.
    await reply(room.http, hidden._id, cast.host.token, "Hosts read this");
    expect((await socket.next("questionUpdated")).question.reply?.text).toBe("Hosts read this");

    await room.http.delete(`/api/events/${cast.eventId}/hosts/${cohost._id}`, { token: cast.host.token });
    await socket.next("eventUpdated", (p) => p.event.host.length === 1);
    socket.heard.splice(0);
    await reply(room.http, hidden._id, cast.host.token, "Not for former hosts");
    await hostSocket.next("questionUpdated", (p) => p.question.reply?.text === "Not for former hosts");
    // Still in the audience's room: it hears the audience's news and nothing of hidden questions.
    const shown = await askOk(room.http, cast.eventId, cast.member, "For everyone");
    expect((await socket.next("questionAdded")).question._id).toBe(shown._id);
    await settle(socket);
    expect(socket.heard.map((h) => h.name)).toEqual(["questionAdded"]);
  });
});
