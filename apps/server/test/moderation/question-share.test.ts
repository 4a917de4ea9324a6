// Each person's share of an event's questions (maxQuestionsPerMember, docs/features/moderation.md): unset
// by default; when set, nobody but a host asks more, counted behind the same lock as the event's
// question limit so that concurrent questions never overshoot it.
import { ANSWER_MESSAGES, MESSAGES, QUESTIONS_PER_MEMBER_MAX } from "@handraise/contract";
import { joinAsGuest, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { ask, askOk, buildCast, editEvent } from "../support/live-room.ts";

const { server, http } = useTestServer();

describe("maxQuestionsPerMember", () => {
  it("is unset (null) by default: one person may use the whole limit", async () => {
    const cast = await buildCast(http, { maxQuestions: 5 });
    const event = await http.get(`/api/events/${cast.eventId}`);
    expect(event.body.maxQuestionsPerMember).toBeNull();
    for (let i = 0; i < 5; i++) await askOk(http, cast.eventId, cast.guest, `Question ${i}`);
    expect((await ask(http, cast.eventId, cast.member, "One more")).body).toEqual({
      message: MESSAGES.questionLimitReached,
      code: "questionLimitReached",
    });
  });

  it("when set, refuses a member's question beyond it with 409, and leaves others their share", async () => {
    const cast = await buildCast(http, { maxQuestions: 5, maxQuestionsPerMember: 2 });
    await askOk(http, cast.eventId, cast.guest, "First");
    await askOk(http, cast.eventId, cast.guest, "Second");
    const third = await ask(http, cast.eventId, cast.guest, "Third");
    expect(third.status).toBe(409);
    expect(third.body).toEqual({
      message: ANSWER_MESSAGES.memberQuestionLimitReached,
      code: "memberQuestionLimitReached",
    });
    await askOk(http, cast.eventId, cast.member, "Mine");
    await askOk(http, cast.eventId, cast.member, "Mine again");
    expect((await ask(http, cast.eventId, cast.member, "Mine thrice")).status).toBe(409);
    // Hosts run the room: no share of their own.
    await askOk(http, cast.eventId, cast.host, "From the stage");
    // A deleted question gives its place back.
    const list = await http.get<{ _id: string; createdBy: string }[]>(`/api/questions/event/${cast.eventId}`);
    const own = list.body.find((q) => q.createdBy === cast.guest.guestId);
    await http.delete(`/api/questions/${own?._id}/delete`, { guestToken: cast.guest.guestToken });
    expect((await ask(http, cast.eventId, cast.guest, "Third, again")).status).toBe(201);
  });

  it("holds under concurrent questions of one member, on both engines", async () => {
    const cast = await buildCast(http, { maxQuestions: 5, maxQuestionsPerMember: 3 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => ask(http, cast.eventId, cast.guest, `Burst ${i}`)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const stored = await server.ctx.db
      .selectFrom("questions")
      .select("id")
      .where("event_id", "=", cast.eventId)
      .where("created_by", "=", cast.guest.guestId)
      .execute();
    expect(stored).toHaveLength(3);
  });

  it("is set, changed and cleared by hosts, within 1 and the maximum", async () => {
    const cast = await buildCast(http);
    const set = await editEvent(http, cast.eventId, cast.host.token, { maxQuestionsPerMember: 1 });
    expect(set.body.maxQuestionsPerMember).toBe(1);
    const cleared = await editEvent(http, cast.eventId, cast.host.token, { maxQuestionsPerMember: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.maxQuestionsPerMember).toBeNull();
    for (const value of [0, -1, 1.5, QUESTIONS_PER_MEMBER_MAX + 1, "3"]) {
      const refused = await editEvent(http, cast.eventId, cast.host.token, { maxQuestionsPerMember: value });
      expect(refused.status, String(value)).toBe(400);
    }
    expect((await editEvent(http, cast.eventId, cast.member.token, { maxQuestionsPerMember: 2 })).status).toBe(403);
    const guest = await joinAsGuest(http, cast.eventId);
    expect(guest.event.maxQuestionsPerMember).toBeNull();
  });
});
