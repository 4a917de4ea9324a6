// Every message the server sends in a live session parses with the contract's schema of its
// payload (SERVER_EVENT_PAYLOADS), exactly: the web app parses each one with the same schema
// and drops what does not match, so a payload out of step with the contract would be lost.
import {
  apiPath,
  type Ban,
  type HandraiseEvent,
  SERVER_EVENT_PAYLOADS,
  SERVER_EVENTS,
  type ServerEventName,
} from "@handraise/contract";
import * as banRoutes from "@handraise/contract/routes/bans";
import * as eventRoutes from "@handraise/contract/routes/events";
import * as pollRoutes from "@handraise/contract/routes/polls";
import * as questionRoutes from "@handraise/contract/routes/questions";
import * as reportRoutes from "@handraise/contract/routes/reports";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import {
  approve,
  askAnonymously,
  askOk,
  buildCast,
  credentials,
  reply,
  settle,
  spotlight,
  watch,
} from "../support/live-room.ts";

const room = useTestServer();

describe("what the rooms hear in a live session", () => {
  it("parses, message by message, with the contract's schema of its payload and nothing more", async () => {
    const { http } = room;
    const cast = await buildCast(http);
    const sockets = await watch(room.server.url, cast, room.opened);
    const { eventId } = cast;
    const host = { token: cast.host.token };
    const event = (body: Record<string, unknown>) =>
      http.put<HandraiseEvent>(apiPath(eventRoutes.updateEvent, { id: eventId }), { ...host, body });
    const onQuestion = (route: typeof questionRoutes.toggleHidden | typeof questionRoutes.toggleAnswered, id: string) =>
      http.patch(apiPath(route, { id }), host);

    expect((await event({ allowAnonymous: true })).status).toBe(200);
    const plain = await askOk(http, eventId, cast.member, "What is next?");
    const anonymous = (await askAnonymously(http, eventId, cast.guest, "Who pays?")).body;
    await http.post(apiPath(questionRoutes.likeQuestion, { id: plain._id }), {
      ...credentials(cast.guest),
      body: { memberId: cast.guest.guestId },
    });
    await reply(http, plain._id, cast.host.token, "Soon.");
    await spotlight(http, plain._id, cast.host.token, true);
    await onQuestion(questionRoutes.toggleAnswered, plain._id);
    await onQuestion(questionRoutes.toggleHidden, anonymous._id);
    await onQuestion(questionRoutes.toggleHidden, anonymous._id);
    await event({ moderateQuestions: true });
    const awaiting = await askOk(http, eventId, cast.member, "Held for review");
    await approve(http, awaiting._id, cast.host.token);
    await http.delete(apiPath(questionRoutes.deleteQuestion, { id: awaiting._id }), {
      ...credentials(cast.member),
      body: { memberId: cast.member._id },
    });
    await event({ status: "live" });
    const ban = await http.post<Ban>(apiPath(banRoutes.banMember, { id: eventId }), {
      ...host,
      body: { memberId: cast.guest.guestId },
    });
    expect(ban.status).toBe(201);
    await http.delete(apiPath(banRoutes.liftBan, { id: eventId, banId: ban.body._id }), host);
    const poll = await http.post(apiPath(pollRoutes.createPoll, {}), {
      ...host,
      body: { eventId, question: "Tea?", options: ["Yes", "No"] },
    });
    await http.post(apiPath(pollRoutes.voteInPoll, { pollId: poll.body._id }), {
      ...host,
      body: { optionId: poll.body.options[0]._id },
    });
    await sockets.member.next("pollChanged", (p) => p.poll.totalVotes === 1);
    await http.delete(apiPath(pollRoutes.deletePoll, { pollId: poll.body._id }), host);
    await http.delete(apiPath(reportRoutes.eraseEventData, { id: eventId }), host);
    await sockets.member.next("eventDataErased");
    await event({ isPublic: false });
    await settle(...Object.values(sockets));
    await http.delete(apiPath(eventRoutes.deleteEvent, { id: eventId }), host);
    await sockets.host.next("eventDeleted");

    const heard = Object.values(sockets).flatMap((socket) => socket.heard);
    for (const { name, payload } of heard) {
      const parsed = SERVER_EVENT_PAYLOADS[name].safeParse(payload);
      expect(parsed.error?.issues, name).toBeUndefined();
      // Equal to what was sent: no field the schema does not name (the web app would lose it).
      expect(parsed.data, name).toEqual(payload);
    }
    // Every message but catchUp, which only a Redis outage brings (reliability/redis-outage.test.ts).
    const names = new Set<ServerEventName>(heard.map((h) => h.name));
    expect([...SERVER_EVENTS].filter((name) => !names.has(name))).toEqual(["catchUp"]);
  });
});
