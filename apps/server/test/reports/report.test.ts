// The host's report of an event (issue 20; docs/features/reports.md), on a staged event: every
// figure, the timeline's minutes and sums, the top questions, the polls, who may read it, and
// that nothing in it names an anonymous asker or a voter.
import type { EventReport, Question } from "@handraise/contract";
import { buildUser, joinAsAccount, joinAsGuest, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { createPoll, patchPoll, vote } from "../polls/poll-calls.ts";
import { ask, buildCast, type Caller, type Cast, credentials } from "../support/cast.ts";

const { server, http } = useTestServer();

const reportOf = (cast: Cast, caller: Caller = cast.host) =>
  http.get<EventReport & { message?: string }>(`/api/events/${cast.eventId}/report`, credentials(caller));

function like(question: Question, caller: Caller) {
  const memberId = "token" in caller ? caller._id : caller.guestId;
  return http.post(`/api/questions/${question._id}/like`, { ...credentials(caller), body: { memberId } });
}

/** Puts a row at a staged time, so the timeline can be checked minute by minute. */
async function at(
  table: "questions" | "event_members" | "question_likes" | "poll_votes",
  where: Record<string, string>,
  time: string,
) {
  const column = table === "event_members" ? "joined_at" : "created_at";
  // A like's minute is written with its time (migration 0013).
  const minute = table === "question_likes" ? { created_minute: time.slice(0, 16) } : {};
  let query = server.ctx.db.updateTable(table).set({ [column]: time, ...minute });
  for (const [key, value] of Object.entries(where)) query = query.where(key as never, "=", value as never);
  await query.execute();
}

/** A staged event: host, 2 accounts and 2 guests joined, 4 questions, likes, two polls that ran and a draft. */
async function stagedEvent() {
  const cast = await buildCast(http, { allowAnonymous: true });
  const second = await buildUser(http, { displayName: "Grace Second" });
  await joinAsAccount(http, cast.eventId, second);
  const guest2 = await joinAsGuest(http, cast.eventId, { guestName: "Quiet Guest" });
  const q1 = (await ask(http, cast.eventId, cast.member, "What comes after the beta?")).body;
  const q2 = (await ask(http, cast.eventId, cast.guest, "Will there be slides?")).body;
  const q3 = (
    await http.post<Question>(`/api/questions/${cast.eventId}`, {
      ...credentials(second),
      body: { content: "Who pays for the coffee?", memberId: second._id, anonymous: true },
    })
  ).body;
  const q4 = (await ask(http, cast.eventId, cast.member, "A question the host hides")).body;
  for (const caller of [cast.member, cast.guest, second]) await like(q3, caller);
  for (const caller of [cast.guest, guest2]) await like(q1, caller);
  await like(q4, cast.guest);
  await http.put(`/api/questions/${q2._id}/status`, { token: cast.host.token, body: { status: "answered" } });
  await http.patch(`/api/questions/${q4._id}/toggle-hidden`, { token: cast.host.token, body: {} });
  await server.ctx.db.updateTable("questions").set({ awaiting_review: 1 }).where("id", "=", q2._id).execute();
  const choice = await createPoll(http, cast, { options: ["Tea", "Coffee"] });
  await vote(http, choice._id, cast.member, { optionId: choice.options[1]?._id });
  await vote(http, choice._id, cast.guest, { optionId: choice.options[1]?._id });
  const cloud = await createPoll(http, cast, { kind: "wordcloud" });
  await vote(http, cloud._id, cast.guest, { words: ["calm"] });
  await vote(http, cloud._id, guest2, { words: ["Calm", "bright"] });
  await patchPoll(http, cast, cloud._id, { status: "closed" });
  await createPoll(http, cast, { options: ["Later", "Never"], status: "draft" });
  return { cast, second, guest2, questions: [q1, q2, q3, q4], polls: [choice, cloud] };
}

describe("the report of an event", () => {
  it("counts who took part, each kind of question and the likes; hosts are not counted", async () => {
    const { cast } = await stagedEvent();
    const answer = await reportOf(cast);
    expect(answer.status).toBe(200);
    const report = answer.body;
    expect(report.eventId).toBe(cast.eventId);
    expect(Date.parse(report.generatedAt)).not.toBeNaN();
    expect(report.participants).toEqual({ members: 2, guests: 2, total: 4, askers: 3, voters: 3 });
    expect(report.questions).toEqual({ total: 4, answered: 1, hidden: 1, awaitingReview: 1, anonymous: 1, likes: 6 });
  });

  it("lists the most liked questions the audience saw, most liked first", async () => {
    const { cast, questions } = await stagedEvent();
    const [q1, , q3] = questions;
    const { topQuestions } = (await reportOf(cast)).body;
    // q2 awaits review and q4 is hidden: neither is a top question of the room.
    expect(topQuestions).toEqual([
      { _id: q3?._id, content: "Who pays for the coffee?", likes: 3, answered: false },
      { _id: q1?._id, content: "What comes after the beta?", likes: 2, answered: false },
    ]);
  });

  it("shows each poll that ran as its hosts see it, and no draft", async () => {
    const { cast, polls } = await stagedEvent();
    const report = (await reportOf(cast)).body;
    // Opening the word cloud closed the choice poll: one poll is open at a time.
    expect(report.polls.map((poll) => [poll._id, poll.status, poll.totalVotes])).toEqual([
      [polls[0]?._id, "closed", 2],
      [polls[1]?._id, "closed", 2],
    ]);
    expect(report.polls[0]?.options.map((option) => option.votes)).toEqual([0, 2]);
    expect(report.polls[1]?.words).toEqual(
      expect.arrayContaining([expect.objectContaining({ count: 2 }), { text: "bright", count: 1 }]),
    );
    expect(report.polls.every((poll) => poll.myVote === undefined || poll.myVote === null)).toBe(true);
  });

  it("names no anonymous asker and no voter anywhere", async () => {
    const { cast, second, guest2 } = await stagedEvent();
    const text = JSON.stringify((await reportOf(cast)).body);
    for (const secret of [second._id, second.displayName, guest2.guestId, cast.guest.guestId, cast.member._id]) {
      expect(text).not.toContain(secret);
    }
  });

  it("lays activity out minute by minute, empty minutes included, its sums the totals", async () => {
    const { cast, questions, polls } = await stagedEvent();
    const members = await server.ctx.db
      .selectFrom("event_members")
      .select("id")
      .where("event_id", "=", cast.eventId)
      .execute();
    for (const [i, member] of members.entries())
      await at("event_members", { id: member.id }, `2030-05-01T10:0${i}:30.000Z`);
    for (const [i, question] of questions.entries())
      await at("questions", { id: question._id }, `2030-05-01T10:0${i + 2}:10.000Z`);
    await server.ctx.db
      .updateTable("question_likes")
      .set({ created_at: "2030-05-01T10:09:59.000Z", created_minute: "2030-05-01T10:09" })
      .execute();
    for (const poll of polls) await at("poll_votes", { poll_id: poll._id }, "2030-05-01T10:12:00.000Z");
    const report = (await reportOf(cast)).body;
    expect(report.bucketMinutes).toBe(1);
    expect(report.timeline.map((bucket) => bucket.at)).toEqual(
      Array.from({ length: 13 }, (_, i) => `2030-05-01T10:${String(i).padStart(2, "0")}:00.000Z`),
    );
    const sum = (key: "joins" | "questions" | "likes" | "votes") =>
      report.timeline.reduce((total, bucket) => total + bucket[key], 0);
    expect([sum("joins"), sum("questions"), sum("likes"), sum("votes")]).toEqual([4, 4, 6, 4]);
    expect(report.timeline[9]).toEqual({ at: "2030-05-01T10:09:00.000Z", joins: 0, questions: 0, likes: 6, votes: 0 });
    expect(report.timeline[10]).toEqual({ at: "2030-05-01T10:10:00.000Z", joins: 0, questions: 0, likes: 0, votes: 0 });
    expect(report.timeline[12]?.votes).toBe(4);
  });

  it("is empty but whole for an event nobody has joined yet", async () => {
    const host = await buildUser(http);
    const event = await http.post<{ _id: string }>("/api/events", {
      token: host.token,
      body: { title: "Quiet evening", date: "2030-06-01T18:00:00.000Z" },
    });
    const answer = await http.get<EventReport>(`/api/events/${event.body._id}/report`, { token: host.token });
    expect(answer.status).toBe(200);
    expect(answer.body.participants).toEqual({ members: 0, guests: 0, total: 0, askers: 0, voters: 0 });
    expect(answer.body.timeline).toEqual([]);
    expect(answer.body.topQuestions).toEqual([]);
  });

  it("is for the event's hosts: others are answered as the host's CSV export answers them", async () => {
    const cast = await buildCast(http);
    const callers: Array<Caller | undefined> = [cast.member, cast.guest, cast.outsider, undefined];
    for (const caller of callers) {
      const options = caller ? credentials(caller) : {};
      const report = await http.get(`/api/events/${cast.eventId}/report`, options);
      const csv = await http.get(`/api/events/${cast.eventId}/export.csv`, options);
      expect(report.status).toBeGreaterThanOrEqual(401);
      expect(report.status).toBe(csv.status);
    }
    const missing = await http.get("/api/events/00000000-0000-4000-8000-000000000000/report", {
      token: cast.host.token,
    });
    expect(missing.status).toBe(404);
  });
});
