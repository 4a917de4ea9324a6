// Bans (docs/features/moderation.md "Bans"): a host removes the author of a question, or a member; their
// questions are hidden, their place and share of the question limit freed, their sockets leave
// the room at once, and they cannot join or take part again until the ban is lifted. The list
// names nobody behind an anonymous question. Hosts only; every refusal changes nothing.

import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, type Ban, type HandraiseEvent, MESSAGES, type Poll } from "@handraise/contract";
import { buildEvent, buildUser, joinAsAccount, joinAsGuest, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { type Cast, credentials, memberIdOf } from "../support/cast.ts";
import {
  ask,
  askAnonymously,
  askOk,
  buildCast,
  heardAbout,
  listAs,
  settle,
  spotlight,
  watch,
} from "../support/live-room.ts";

const room = useTestServer();

type BanAnswer = Ban & { message?: string };
const ban = (eventId: string, token: string | undefined, body: unknown) =>
  room.http.post<BanAnswer>(`/api/events/${eventId}/bans`, { token, body });
const bansOf = (eventId: string, token?: string) =>
  room.http.get<Ban[] & { message?: string }>(`/api/events/${eventId}/bans`, { token });
const lift = (eventId: string, banId: string, token?: string) =>
  room.http.delete<BanAnswer>(`/api/events/${eventId}/bans/${banId}`, { token });
const readEvent = async (cast: Cast) =>
  (await room.http.get<HandraiseEvent>(`/api/events/${cast.eventId}`, { token: cast.host.token })).body;

describe("banning the author of a question", () => {
  it("removes a guest: questions hidden, place freed, sockets out of the room at once", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.guest, "Spam spam spam");
    const other = await askOk(room.http, cast.eventId, cast.guest, "More spam");
    expect((await spotlight(room.http, question._id, cast.host.token, true)).status).toBe(200);
    const sockets = await watch(room.server.url, cast, room.opened);

    const answer = await ban(cast.eventId, cast.host.token, { questionId: question._id });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ _id: expect.any(String), name: cast.guest.guestName, at: expect.any(String) });

    // The guest's own page hears it, the hosts' pages are told to re-read the list.
    await sockets.guest.next("removedFromEvent", (p) => p.eventId === cast.eventId);
    await sockets.host.next("bansChanged", (p) => p.eventId === cast.eventId);
    // Everyone else loses the questions and the spotlight.
    await sockets.member.next("questionDeleted", (p) => p.questionId === other._id);
    await sockets.member.next("spotlightChanged", (p) => p.questionId === null);
    const event = await readEvent(cast);
    expect(event.members).not.toContainEqual({ guestId: cast.guest.guestId, guestName: cast.guest.guestName });
    expect(event.spotlightQuestionId).toBeNull();
    const forMember = (await listAs(room.http, cast.eventId, cast.member)).body as { _id: string }[];
    expect(forMember.map((q) => q._id)).not.toContain(question._id);
    const forHost = (await listAs(room.http, cast.eventId, cast.host)).body as { _id: string; hidden: boolean }[];
    expect(
      forHost
        .filter((q) => q.hidden)
        .map((q) => q._id)
        .sort(),
    ).toEqual([question._id, other._id].sort());

    // The removed guest's sockets left the room: a new question is not heard there.
    await settle(sockets.guest);
    const later = await askOk(room.http, cast.eventId, cast.member, "Back to the topic");
    await sockets.member.next("questionAdded", (p) => p.question._id === later._id);
    await settle(sockets.guest);
    expect(heardAbout(sockets.guest, later._id)).toEqual([]);
  });

  it("refuses the removed person's join, question, like, favourite and vote with 403", async () => {
    const cast = await buildCast(room.http);
    await room.server.ctx.db.updateTable("events").set({ max_polls: 1 }).where("id", "=", cast.eventId).execute();
    const poll = (
      await room.http.post<Poll>("/api/polls", {
        token: cast.host.token,
        body: { eventId: cast.eventId, question: "Tea or coffee?", options: ["Tea", "Coffee"] },
      })
    ).body;
    const theirs = await askOk(room.http, cast.eventId, cast.member, "Mine");
    const someone = await askOk(room.http, cast.eventId, cast.guest, "Someone else's");
    expect((await ban(cast.eventId, cast.host.token, { questionId: theirs._id })).status).toBe(201);

    const forbidden = { message: ANSWER_MESSAGES.bannedFromEvent, code: "bannedFromEvent" };
    const caller = { ...credentials(cast.member), body: { memberId: cast.member._id } };
    const refusals = [
      await room.http.put(`/api/events/${cast.eventId}/accountJoinEvent`, { token: cast.member.token }),
      await ask(room.http, cast.eventId, cast.member, "Let me back in"),
      await room.http.post(`/api/questions/${someone._id}/like`, caller),
      await room.http.post(`/api/questions/${someone._id}/favourite`, caller),
      await room.http.post(`/api/questions/${someone._id}/vote`, {
        token: cast.member.token,
        body: { voteType: "up" },
      }),
      await room.http.post(`/api/polls/${poll._id}/vote`, {
        token: cast.member.token,
        body: { optionId: poll.options[0]?._id, memberId: cast.member._id },
      }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.body).toEqual(forbidden);
    }
    const event = await readEvent(cast);
    expect(event.members).not.toContainEqual({ user: cast.member._id });
    const list = (await listAs(room.http, cast.eventId, cast.host)).body as { _id: string; likes: string[] }[];
    expect(list.find((q) => q._id === someone._id)?.likes).toEqual([]);

    // A removed guest cannot come back either, with its token or without.
    const guestQuestion = await askOk(room.http, cast.eventId, cast.guest, "Hello");
    expect((await ban(cast.eventId, cast.host.token, { questionId: guestQuestion._id })).status).toBe(201);
    const rejoin = await room.http.put(`/api/events/${cast.eventId}/guestJoinEvent`, {
      guestToken: cast.guest.guestToken,
      body: { guestName: cast.guest.guestName, guestId: cast.guest.guestId },
    });
    expect(rejoin.status).toBe(403);
    expect(rejoin.body).toEqual(forbidden);
  });

  it("names nobody behind an anonymous question, in the answer and the list", async () => {
    const cast = await buildCast(room.http);
    const anonymous = await askAnonymously(room.http, cast.eventId, cast.member, "Who am I?");
    const answer = await ban(cast.eventId, cast.host.token, { questionId: anonymous.body._id });
    expect(answer.status).toBe(201);
    expect(answer.body.name).toBe("Anonymous");
    const list = await bansOf(cast.eventId, cast.host.token);
    expect(list.body).toEqual([answer.body]);
    expect(JSON.stringify(list.body)).not.toContain(cast.member._id);
    expect(JSON.stringify(list.body)).not.toContain(cast.member.displayName);
  });
});

describe("what a ban frees", () => {
  it("the member's place: a full event takes the next person", async () => {
    const cast = await buildCast(room.http, { maxMembers: 2 });
    const refused = await room.http.put(`/api/events/${cast.eventId}/guestJoinEvent`, {
      body: { guestName: "Latecomer", guestId: randomUUID() },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: ANSWER_MESSAGES.eventFull, code: "eventFull" });
    expect((await ban(cast.eventId, cast.host.token, { memberId: cast.guest.guestId })).status).toBe(201);
    const latecomer = await joinAsGuest(room.http, cast.eventId, { guestName: "Latecomer" });
    expect(latecomer.event.members).toHaveLength(2);
  });

  it("the event's question limit: a removed person's questions no longer count", async () => {
    const cast = await buildCast(room.http, { maxQuestions: 3 });
    const first = await askOk(room.http, cast.eventId, cast.guest, "One");
    await askOk(room.http, cast.eventId, cast.guest, "Two");
    await askOk(room.http, cast.eventId, cast.guest, "Three");
    const full = await ask(room.http, cast.eventId, cast.member, "My turn?");
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ message: MESSAGES.questionLimitReached, code: "questionLimitReached" });
    expect((await ban(cast.eventId, cast.host.token, { questionId: first._id })).status).toBe(201);
    expect((await ask(room.http, cast.eventId, cast.member, "My turn now")).status).toBe(201);
  });

  it("marks the removed person's questions for hosts as no longer counted, until they are let back in", async () => {
    const cast = await buildCast(room.http, { maxQuestions: 5 });
    const first = await askOk(room.http, cast.eventId, cast.guest, "One");
    const second = await askOk(room.http, cast.eventId, cast.guest, "Two");
    const kept = await askOk(room.http, cast.eventId, cast.member, "Mine");
    const sockets = await watch(room.server.url, { ...cast, member: cast.host }, room.opened);
    type Listed = { _id: string; authorRemoved?: boolean };
    const removedIds = async () =>
      ((await listAs(room.http, cast.eventId, cast.host)).body as Listed[])
        .filter((q) => q.authorRemoved)
        .map((q) => q._id)
        .sort();
    expect(await removedIds()).toEqual([]);

    const banned = (await ban(cast.eventId, cast.host.token, { questionId: first._id })).body;
    expect(await removedIds()).toEqual([first._id, second._id].sort());
    // The hosts' pages hear each question with the mark, so their count agrees with the server's.
    const heard = await sockets.host.next("questionUpdated", (p) => p.question._id === second._id);
    expect(heard.question.authorRemoved).toBe(true);
    const forHost = (await listAs(room.http, cast.eventId, cast.host)).body as Listed[];
    expect(forHost.find((q) => q._id === kept._id)?.authorRemoved).toBeUndefined();

    expect((await lift(cast.eventId, banned._id, cast.host.token)).status).toBe(200);
    expect(await removedIds()).toEqual([]);
  });
});

describe("lifting a ban", () => {
  it("lets the person join again; their questions stay hidden", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "Before");
    const banned = (await ban(cast.eventId, cast.host.token, { questionId: question._id })).body;
    const sockets = await watch(room.server.url, { ...cast, member: cast.host }, room.opened);
    const lifted = await lift(cast.eventId, banned._id, cast.host.token);
    expect(lifted.status).toBe(200);
    expect(lifted.body).toEqual(banned);
    await sockets.host.next("bansChanged", (p) => p.eventId === cast.eventId);
    expect((await bansOf(cast.eventId, cast.host.token)).body).toEqual([]);
    await joinAsAccount(room.http, cast.eventId, cast.member);
    expect((await ask(room.http, cast.eventId, cast.member, "After")).status).toBe(201);
    const forMember = (await listAs(room.http, cast.eventId, cast.outsider)).body as { _id: string }[];
    expect(forMember.map((q) => q._id)).not.toContain(question._id);
    const again = await lift(cast.eventId, banned._id, cast.host.token);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: ANSWER_MESSAGES.banNotFound, code: "banNotFound" });
  });
});

describe("who may ban, and what is refused", () => {
  it("hosts only: 403 for a member or another account, 401 without an account, 404 when unreadable", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.guest, "Target");
    const body = { questionId: question._id };
    expect((await ban(cast.eventId, cast.member.token, body)).status).toBe(403);
    expect((await ban(cast.eventId, cast.outsider.token, body)).status).toBe(403);
    expect((await ban(cast.eventId, undefined, body)).status).toBe(401);
    const asGuest = await room.http.post(`/api/events/${cast.eventId}/bans`, {
      guestToken: cast.guest.guestToken,
      body,
    });
    expect(asGuest.status).toBe(401);
    expect((await bansOf(cast.eventId, cast.member.token)).status).toBe(403);
    expect((await bansOf(cast.eventId)).status).toBe(401);
    const banned = (await ban(cast.eventId, cast.host.token, body)).body;
    expect((await lift(cast.eventId, banned._id, cast.member.token)).status).toBe(403);
    expect((await bansOf(cast.eventId, cast.host.token)).body).toHaveLength(1);

    const missing = await ban(randomUUID(), cast.host.token, body);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: ANSWER_MESSAGES.eventNotFound, code: "eventNotFound" });
    // A removed account no longer reads the private event with its link: 404 there.
    const privateHost = await buildUser(room.http);
    const hidden = await buildEvent(room.http, privateHost, { isPublic: false });
    await joinAsAccount(room.http, hidden._id, cast.outsider);
    expect((await ban(hidden._id, privateHost.token, { memberId: cast.outsider._id })).status).toBe(201);
    expect((await room.http.get(`/api/events/${hidden._id}`, { token: cast.outsider.token })).status).toBe(404);
    expect((await bansOf(hidden._id, cast.outsider.token)).status).toBe(404);
    // A co-host may ban, like any host.
    const coHost = await buildUser(room.http);
    await room.http.post(`/api/events/${cast.eventId}/hosts`, {
      token: cast.host.token,
      body: { email: coHost.email },
    });
    const second = await askOk(room.http, cast.eventId, cast.member, "Second target");
    expect((await ban(cast.eventId, coHost.token, { questionId: second._id })).status).toBe(201);
  });

  it("refuses a host, a second ban, an unknown or foreign question or member, and bad bodies", async () => {
    const cast = await buildCast(room.http);
    const hostQuestion = await askOk(room.http, cast.eventId, cast.host, "From the stage");
    const byHost = await ban(cast.eventId, cast.host.token, { questionId: hostQuestion._id });
    expect(byHost.status).toBe(409);
    expect(byHost.body).toEqual({ message: ANSWER_MESSAGES.hostCannotBeBanned, code: "hostCannotBeBanned" });
    expect((await ban(cast.eventId, cast.host.token, { memberId: cast.host._id })).status).toBe(409);

    expect((await ban(cast.eventId, cast.host.token, { memberId: memberIdOf(cast.member) })).status).toBe(201);
    const twice = await ban(cast.eventId, cast.host.token, { memberId: memberIdOf(cast.member) });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: ANSWER_MESSAGES.alreadyBanned, code: "alreadyBanned" });

    const unknown = await ban(cast.eventId, cast.host.token, { questionId: randomUUID() });
    expect(unknown.status).toBe(404);
    const elsewhere = await buildCast(room.http);
    const foreign = await askOk(room.http, elsewhere.eventId, elsewhere.member, "Not yours");
    expect((await ban(cast.eventId, cast.host.token, { questionId: foreign._id })).status).toBe(404);
    const stranger = await ban(cast.eventId, cast.host.token, { memberId: cast.outsider._id });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ message: ANSWER_MESSAGES.banTargetNotFound, code: "banTargetNotFound" });

    for (const body of [{}, { questionId: "a", memberId: "b" }, { questionId: "" }, { memberId: 5 }, null, "x"]) {
      const answer = await ban(cast.eventId, cast.host.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await lift(cast.eventId, "x".repeat(65), cast.host.token)).status).toBe(400);
    expect((await lift(cast.eventId, randomUUID(), cast.host.token)).status).toBe(404);
    expect((await bansOf(cast.eventId, cast.host.token)).body).toHaveLength(1);
  });

  it("a ban in one event leaves the person free in another", async () => {
    const cast = await buildCast(room.http);
    const other = await buildEvent(room.http, cast.host);
    await joinAsGuest(room.http, other._id, { guestId: cast.guest.guestId, guestToken: cast.guest.guestToken });
    expect((await ban(cast.eventId, cast.host.token, { memberId: cast.guest.guestId })).status).toBe(201);
    expect((await ask(room.http, other._id, cast.guest, "Still welcome here")).status).toBe(201);
  });
});
