// Erasing an event's data (issue 20; docs/features/reports.md "Erasing"): the creator alone erases
// its questions, likes, favourites, polls and votes, keeping the event and its members, and every
// open page hears of it at once; retention (RETENTION_DAYS) erases events long over, guests'
// records too.
import type { EventReport, HandraiseEvent, Poll } from "@handraise/contract";
import { buildUser, joinAsGuest, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { eraseEventsPastRetention } from "../../src/features/reports/erase-service.ts";
import { createPoll, vote } from "../polls/poll-calls.ts";
import { ask, buildCast, type Cast, credentials, listen } from "../support/cast.ts";

const { server, http, opened } = useTestServer();

const erase = (cast: Cast, token = cast.host.token) =>
  http.delete<{ message: string }>(`/api/events/${cast.eventId}/data`, { token });

/** An event with a question (liked, favourited, in the spotlight) and a poll with a vote. */
async function busyEvent() {
  const cast = await buildCast(http);
  const question = (await ask(http, cast.eventId, cast.member, "Is this kept?")).body;
  const memberId = { memberId: cast.guest.guestId };
  await http.post(`/api/questions/${question._id}/like`, { ...credentials(cast.guest), body: memberId });
  await http.post(`/api/questions/${question._id}/favourite`, { ...credentials(cast.guest), body: memberId });
  await http.patch(`/api/questions/${question._id}/spotlight`, { token: cast.host.token, body: { on: true } });
  const poll = await createPoll(http, cast, { options: ["Yes", "No"] });
  await vote(http, poll._id, cast.guest, { optionId: poll.options[0]?._id });
  return { cast, question, poll };
}

async function rowsOf(eventId: string, pollId: string, questionId: string) {
  const { db } = server.ctx;
  const count = async (query: { execute: () => Promise<unknown[]> }) => (await query.execute()).length;
  return {
    questions: await count(db.selectFrom("questions").select("id").where("event_id", "=", eventId)),
    likes: await count(db.selectFrom("question_likes").select("member_id").where("question_id", "=", questionId)),
    favourites: await count(
      db.selectFrom("question_favourites").select("member_id").where("question_id", "=", questionId),
    ),
    polls: await count(db.selectFrom("polls").select("id").where("event_id", "=", eventId)),
    votes: await count(db.selectFrom("poll_votes").select("id").where("poll_id", "=", pollId)),
    items: await count(db.selectFrom("poll_vote_items").select("position").where("poll_id", "=", pollId)),
  };
}

describe("erasing an event's data", () => {
  it("removes questions, likes, favourites, polls and votes, and keeps the event and its members", async () => {
    const { cast, question, poll } = await busyEvent();
    const answer = await erase(cast);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("The event's questions, likes, favourites, polls and votes were erased");
    expect(await rowsOf(cast.eventId, poll._id, question._id)).toEqual({
      questions: 0,
      likes: 0,
      favourites: 0,
      polls: 0,
      votes: 0,
      items: 0,
    });
    const event = await http.get<HandraiseEvent>(`/api/events/${cast.eventId}`, { token: cast.host.token });
    expect(event.status).toBe(200);
    expect(event.body.spotlightQuestionId).toBeNull();
    expect(event.body.members).toHaveLength(2);
    const questions = await http.get<unknown[]>(`/api/questions/event/${cast.eventId}`, credentials(cast.member));
    expect(questions.body).toEqual([]);
    const polls = await http.get<Poll[]>(`/api/polls/event/${cast.eventId}`, credentials(cast.member));
    expect(polls.body).toEqual([]);
    const report = (await http.get<EventReport>(`/api/events/${cast.eventId}/report`, { token: cast.host.token })).body;
    expect(report.participants.total).toBe(2);
    expect(report.questions.total).toBe(0);
    // The event takes questions again, from a clean slate.
    expect((await ask(http, cast.eventId, cast.member, "A fresh start?")).status).toBe(201);
  });

  it("tells every open page of the event at once", async () => {
    const { cast } = await busyEvent();
    const audience = await listen(server.url, cast.guest);
    const hosts = await listen(server.url, cast.host);
    opened.push(audience, hosts);
    await audience.join(cast.eventId);
    await hosts.join(cast.eventId);
    await erase(cast);
    expect(await audience.next("eventDataErased")).toEqual({ eventId: cast.eventId });
    expect(await hosts.next("spotlightChanged")).toEqual({ eventId: cast.eventId, questionId: null });
  });

  it("is the creator's alone: a co-host, a member and an outsider are refused", async () => {
    const { cast, question, poll } = await busyEvent();
    const coHost = await buildUser(http);
    await http.post(`/api/events/${cast.eventId}/hosts`, { token: cast.host.token, body: { email: coHost.email } });
    for (const token of [coHost.token, cast.member.token, cast.outsider.token]) {
      expect((await erase(cast, token)).status).toBe(403);
    }
    // Without a sign-in, answered as deleting the event answers it.
    const anonymous = await http.delete(`/api/events/${cast.eventId}/data`, {});
    expect(anonymous.status).toBe((await http.delete(`/api/events/${cast.eventId}`, {})).status);
    expect(anonymous.status).toBe(401);
    expect((await rowsOf(cast.eventId, poll._id, question._id)).questions).toBe(1);
  });
});

describe("retention", () => {
  it("erases events over for longer than the setting, with their guests' records, and nothing else", async () => {
    const old = await busyEvent();
    const recent = await busyEvent();
    const live = await busyEvent();
    const { db } = server.ctx;
    const setStatus = (cast: Cast, status: string, updatedAt: string) =>
      db.updateTable("events").set({ status, updated_at: updatedAt }).where("id", "=", cast.eventId).execute();
    await setStatus(old.cast, "ended", "2030-01-01T10:00:00.000Z");
    await setStatus(recent.cast, "ended", "2030-01-25T10:00:00.000Z");
    await setStatus(live.cast, "live", "2030-01-01T10:00:00.000Z");
    // The old event's guest also joined the recent one: their record stays for it.
    const both = await joinAsGuest(http, old.cast.eventId);
    await joinAsGuest(http, recent.cast.eventId, both);

    const erased = await eraseEventsPastRetention(server.ctx, 30, new Date("2030-02-05T00:00:00.000Z"));
    expect(erased).toEqual([old.cast.eventId]);
    expect(await rowsOf(old.cast.eventId, old.poll._id, old.question._id)).toMatchObject({ questions: 0, polls: 0 });
    expect((await rowsOf(recent.cast.eventId, recent.poll._id, recent.question._id)).questions).toBe(1);
    expect((await rowsOf(live.cast.eventId, live.poll._id, live.question._id)).questions).toBe(1);
    const guestsOfOld = await db
      .selectFrom("event_members")
      .select("guest_id")
      .where("event_id", "=", old.cast.eventId)
      .where("guest_id", "is not", null)
      .execute();
    expect(guestsOfOld).toEqual([]);
    const guestRecord = (id: string) => db.selectFrom("guests").select("id").where("id", "=", id).executeTakeFirst();
    expect(await guestRecord(old.cast.guest.guestId)).toBeUndefined();
    expect(await guestRecord(both.guestId)).toBeDefined();
    // The account member stays a member; a second run finds nothing more to erase.
    expect(
      await db.selectFrom("event_members").select("id").where("event_id", "=", old.cast.eventId).execute(),
    ).toHaveLength(1);
    expect(await eraseEventsPastRetention(server.ctx, 30, new Date("2030-02-05T00:00:00.000Z"))).toEqual([]);
  });
});
