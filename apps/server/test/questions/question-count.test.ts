// The question count kept on the event's row (migration 0012): every insert, delete and erase
// moves it in its own transaction, a refused post leaves it where it was, and the limit still
// counts only the questions of people not removed from the event, however full the count is.
import { MESSAGES } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { ask, askOk, buildCast, type Cast } from "../support/cast.ts";

const { server, http } = useTestServer();

/** The count on the row beside the rows themselves. */
async function counts(eventId: string) {
  const { db } = server.ctx;
  const event = await db.selectFrom("events").select("question_count").where("id", "=", eventId).executeTakeFirst();
  const rows = await db.selectFrom("questions").select("id").where("event_id", "=", eventId).execute();
  return { kept: Number(event?.question_count), rows: rows.length };
}

const setPaused = (cast: Cast, questionsPaused: boolean) =>
  http.put(`/api/events/${cast.eventId}`, { token: cast.host.token, body: { questionsPaused } });

describe("the question count kept on the event", () => {
  it("follows every insert, refusal, retry, deletion and erase", async () => {
    const cast = await buildCast(http, { maxQuestions: 3, maxQuestionsPerMember: 2 });
    const key = { "Idempotency-Key": "count-once" };
    const first = await ask(http, cast.eventId, cast.member, "One", key);
    expect(first.status).toBe(201);
    expect((await ask(http, cast.eventId, cast.member, "One", key)).status).toBe(200);
    await askOk(http, cast.eventId, cast.member, "Two");
    expect(await counts(cast.eventId)).toEqual({ kept: 2, rows: 2 });

    // Refused for the member's share, while paused, and when full: none of them takes a place.
    expect((await ask(http, cast.eventId, cast.member, "Three of mine")).status).toBe(409);
    expect((await setPaused(cast, true)).status).toBe(200);
    expect((await ask(http, cast.eventId, cast.guest, "While paused")).status).toBe(409);
    expect((await setPaused(cast, false)).status).toBe(200);
    await askOk(http, cast.eventId, cast.guest, "Three");
    const full = await ask(http, cast.eventId, cast.host, "Four");
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(MESSAGES.questionLimitReached);
    expect(await counts(cast.eventId)).toEqual({ kept: 3, rows: 3 });

    expect((await http.delete(`/api/questions/${first.body._id}/delete`, { token: cast.host.token })).status).toBe(200);
    expect(await counts(cast.eventId)).toEqual({ kept: 2, rows: 2 });
    await askOk(http, cast.eventId, cast.host, "Four, in the freed place");
    expect(await counts(cast.eventId)).toEqual({ kept: 3, rows: 3 });

    expect((await http.delete(`/api/events/${cast.eventId}/data`, { token: cast.host.token })).status).toBe(200);
    expect(await counts(cast.eventId)).toEqual({ kept: 0, rows: 0 });
    await askOk(http, cast.eventId, cast.guest, "After the erase");
    expect(await counts(cast.eventId)).toEqual({ kept: 1, rows: 1 });
  });

  it("counts the rows themselves near the limit: a removed person's questions fill the count, not the limit", async () => {
    const cast = await buildCast(http, { maxQuestions: 2 });
    const removed = await askOk(http, cast.eventId, cast.guest, "Removed one");
    await askOk(http, cast.eventId, cast.guest, "Removed two");
    const ban = await http.post(`/api/events/${cast.eventId}/bans`, {
      token: cast.host.token,
      body: { questionId: removed._id },
    });
    expect(ban.status).toBe(201);
    // Two rows kept, none counted: two more fit, the second taking the last place.
    await askOk(http, cast.eventId, cast.member, "Mine");
    const last = await askOk(http, cast.eventId, cast.host, "The host's");
    expect(last.content).toBe("The host's");
    const event = await http.get<{ questionLimitReached: boolean }>(`/api/events/${cast.eventId}`);
    expect(event.body.questionLimitReached).toBe(true);
    expect((await ask(http, cast.eventId, cast.member, "One too many")).status).toBe(409);
    expect(await counts(cast.eventId)).toEqual({ kept: 4, rows: 4 });
  });
});
