// The word filter in an event (docs/features/moderation.md "Word filter"): a question whose text or asker's
// name matches waits for review whatever the event's moderation setting, flagged with why for
// hosts; a guest's name is refused at the door; a host's reply is refused; an edit goes back to
// review; the host's own words are edited on the event and read by hosts only.

import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, BLOCKED_WORD_MAX_LENGTH, BLOCKED_WORDS_MAX } from "@handraise/contract";
import { buildEvent, buildUser, joinAsAccount, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import {
  approve,
  ask,
  askAnonymously,
  askOk,
  buildCast,
  editEvent,
  heardAbout,
  listAs,
  reply,
  settle,
  watch,
} from "../support/live-room.ts";

const room = useTestServer();

describe("a question that matches", () => {
  it("waits for review, flagged for hosts, seen by its author, unknown to everyone else", async () => {
    const cast = await buildCast(room.http);
    const sockets = await watch(room.server.url, cast, room.opened);
    const answer = await ask(room.http, cast.eventId, cast.guest, "Why is this sh1t so slow?");
    expect(answer.status).toBe(201);
    expect(answer.body.awaitingReview).toBe(true);
    const id = answer.body._id;
    await settle(...Object.values(sockets));
    expect(heardAbout(sockets.host, id)).toEqual(["questionAdded"]);
    expect(heardAbout(sockets.guest, id)).toEqual(["questionAdded"]);
    expect(heardAbout(sockets.member, id)).toEqual([]);
    expect(heardAbout(sockets.nobody, id)).toEqual([]);

    const forHost = (await listAs(room.http, cast.eventId, cast.host)).body as { _id: string; flagged: unknown }[];
    expect(forHost.find((q) => q._id === id)?.flagged).toEqual({ in: "question", word: "shit" });
    const forAuthor = (await listAs(room.http, cast.eventId, cast.guest)).body as {
      _id: string;
      awaitingReview: boolean;
    }[];
    expect(forAuthor.find((q) => q._id === id)?.awaitingReview).toBe(true);
    const forMember = (await listAs(room.http, cast.eventId, cast.member)).body as { _id: string }[];
    expect(forMember.map((q) => q._id)).not.toContain(id);

    // The host lets it through: published, and the flag goes with the review.
    const approved = await approve(room.http, id, cast.host.token);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ awaitingReview: false, flagged: null });
    const now = (await listAs(room.http, cast.eventId, cast.member)).body as { _id: string }[];
    expect(now.map((q) => q._id)).toContain(id);
  });

  it("a clean question is published at once, with no flag", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "What is the classic approach in Essex?");
    expect(question).toMatchObject({ awaitingReview: false, flagged: null });
  });

  it("an account whose name matches has its questions held, unless it asks anonymously", async () => {
    const cast = await buildCast(room.http);
    const named = await buildUser(room.http, { displayName: "Big Fucker" });
    await joinAsAccount(room.http, cast.eventId, named);
    const held = await askOk(room.http, cast.eventId, named, "A harmless question");
    expect(held.awaitingReview).toBe(true);
    expect(held.flagged).toEqual({ in: "name", word: "fuck" });
    const anonymous = await askAnonymously(room.http, cast.eventId, named, "Another harmless question");
    expect(anonymous.status).toBe(201);
    expect(anonymous.body).toMatchObject({ awaitingReview: false, flagged: null });
  });

  it("the event's own words count too, and an edit that matches goes back to review", async () => {
    const cast = await buildCast(room.http, { blockedWords: ["pineapple"] });
    const sockets = await watch(room.server.url, cast, room.opened);
    const held = await askOk(room.http, cast.eventId, cast.member, "Pineapple on pizza?");
    expect(held.flagged).toEqual({ in: "question", word: "pineapple" });

    const clean = await askOk(room.http, cast.eventId, cast.member, "Ham on pizza?");
    expect(clean.awaitingReview).toBe(false);
    await settle(...Object.values(sockets));
    const edited = await room.http.put(`/api/questions/${clean._id}/edit`, {
      token: cast.member.token,
      body: { content: "P I N E A P P L E on pizza?" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ awaitingReview: true, flagged: { in: "question", word: "pineapple" } });
    await sockets.nobody.next("questionDeleted", (p) => p.questionId === clean._id);
    await sockets.guest.next("questionDeleted", (p) => p.questionId === clean._id);
    await sockets.host.next("questionUpdated", (p) => p.question._id === clean._id && p.question.awaitingReview);
    const forGuest = (await listAs(room.http, cast.eventId, cast.guest)).body as { _id: string }[];
    expect(forGuest.map((q) => q._id)).not.toContain(clean._id);
  });
});

describe("a guest's name and a host's reply", () => {
  it("a guest whose name matches is refused at the door, and nothing is stored", async () => {
    const host = await buildUser(room.http);
    const event = await buildEvent(room.http, host, { blockedWords: ["troll"] });
    for (const guestName of ["Ass Hat", "Sh1t Head", "T r o l l"]) {
      const answer = await room.http.put(`/api/events/${event._id}/guestJoinEvent`, {
        body: { guestName, guestId: randomUUID() },
      });
      expect(answer.status, guestName).toBe(409);
      expect(answer.body).toEqual({ message: ANSWER_MESSAGES.nameBlocked, code: "nameBlocked" });
    }
    const read = await room.http.get(`/api/events/${event._id}`);
    expect(read.body.members).toEqual([]);
    const fine = await room.http.put(`/api/events/${event._id}/guestJoinEvent`, {
      body: { guestName: "Sue from Essex", guestId: randomUUID() },
    });
    expect(fine.status).toBe(200);
  });

  it("a host's reply that matches is refused; a clean one is published", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "When do we start?");
    const refused = await reply(room.http, question._id, cast.host.token, "When the fucking projector works");
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: ANSWER_MESSAGES.replyBlocked, code: "replyBlocked" });
    const list = (await listAs(room.http, cast.eventId, cast.member)).body as { _id: string; reply: unknown }[];
    expect(list.find((q) => q._id === question._id)?.reply).toBeNull();
    expect((await reply(room.http, question._id, cast.host.token, "At nine")).status).toBe(200);
  });
});

describe("the event's blocked words", () => {
  it("are kept trimmed and without repeats, and read by hosts only", async () => {
    const cast = await buildCast(room.http, { blockedWords: [" Spoiler ", "spoiler", "leak"] });
    const forHost = await room.http.get(`/api/events/${cast.eventId}`, { token: cast.host.token });
    expect(forHost.body.blockedWords).toEqual(["Spoiler", "leak"]);
    const forMember = await room.http.get(`/api/events/${cast.eventId}`, { token: cast.member.token });
    expect(forMember.body).not.toHaveProperty("blockedWords");
    const anonymous = await room.http.get(`/api/events/${cast.eventId}`);
    expect(anonymous.body).not.toHaveProperty("blockedWords");
    const lists = await room.http.get(`/api/events`, { token: cast.member.token });
    expect(JSON.stringify(lists.body)).not.toContain("Spoiler");

    const sockets = await watch(room.server.url, cast, room.opened);
    const edited = await editEvent(room.http, cast.eventId, cast.host.token, { blockedWords: ["plot"] });
    expect(edited.body.blockedWords).toEqual(["plot"]);
    const heard = await sockets.member.next("eventUpdated");
    expect(heard.event).not.toHaveProperty("blockedWords");
  });

  it("refuses more than the limits with 400, and a member's edit with 403", async () => {
    const cast = await buildCast(room.http);
    const tooMany = Array.from({ length: BLOCKED_WORDS_MAX + 1 }, (_, i) => `word${i}`);
    expect((await editEvent(room.http, cast.eventId, cast.host.token, { blockedWords: tooMany })).status).toBe(400);
    const tooLong = ["x".repeat(BLOCKED_WORD_MAX_LENGTH + 1)];
    expect((await editEvent(room.http, cast.eventId, cast.host.token, { blockedWords: tooLong })).status).toBe(400);
    expect((await editEvent(room.http, cast.eventId, cast.host.token, { blockedWords: [" "] })).status).toBe(400);
    expect((await editEvent(room.http, cast.eventId, cast.host.token, { blockedWords: "word" })).status).toBe(400);
    expect((await editEvent(room.http, cast.eventId, cast.member.token, { blockedWords: ["x"] })).status).toBe(403);
    const full = Array.from({ length: BLOCKED_WORDS_MAX }, (_, i) => `w${i}`.padEnd(BLOCKED_WORD_MAX_LENGTH, "x"));
    const accepted = await editEvent(room.http, cast.eventId, cast.host.token, { blockedWords: full });
    expect(accepted.status).toBe(200);
    expect(accepted.body.blockedWords).toHaveLength(BLOCKED_WORDS_MAX);
  });
});
