// Questions are posted in batches (post-batch.ts): what arrives together is one transaction with
// one version bump per event. Each post is still checked as if it were alone (the limits count
// the batch's earlier posts, a retry finds its first copy), a refused one fails alone and leaves
// no trace, and an answered one is in the database and heard by the room.
import { ANSWER_MESSAGES, MESSAGES, type Question } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  joinAsGuest,
  makePro,
  type TestGuest,
  type TestUser,
  useTestServer,
} from "@handraise/test-support";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST_BATCH_WINDOW_MS, postWriter } from "../../src/features/questions/post-batch.ts";
import { ask, buildCast, listen } from "../support/cast.ts";
import { allowInserts, refuseInsertsOf } from "../support/refused-inserts.ts";

const { server, http } = useTestServer();

const writer = () => postWriter(server.ctx);

afterEach(() => {
  writer().windowMs = POST_BATCH_WINDOW_MS;
});

/** A Pro host's event with room for a hall (a free event takes 10 members). */
async function hall(fields: Record<string, unknown>): Promise<{ host: TestUser; eventId: string }> {
  const host = await buildUser(http);
  await makePro(server.ctx.db, host._id);
  const event = await buildEvent(http, host, { maxMembers: 50, ...fields });
  return { host, eventId: event._id };
}

async function guests(eventId: string, count: number): Promise<TestGuest[]> {
  const joined: TestGuest[] = [];
  for (let i = 0; i < count; i++) joined.push(await joinAsGuest(http, eventId));
  return joined;
}

/** The event's question rows, and the count its row keeps of them. */
async function stored(eventId: string): Promise<{ rows: { id: string; created_by: string }[]; kept: number }> {
  const db = server.ctx.db;
  const rows = await db.selectFrom("questions").select(["id", "created_by"]).where("event_id", "=", eventId).execute();
  const event = await db
    .selectFrom("events")
    .select("question_count")
    .where("id", "=", eventId)
    .executeTakeFirstOrThrow();
  return { rows, kept: Number(event.question_count) };
}

async function questionsVersion(eventId: string): Promise<number> {
  const event = await server.ctx.db
    .selectFrom("events")
    .select("questions_version")
    .where("id", "=", eventId)
    .executeTakeFirstOrThrow();
  return Number(event.questions_version);
}

describe("questions posted in batches", () => {
  it("writes concurrent posts of many members in fewer transactions, each answered, stored and heard once", async () => {
    const cast = await hall({ maxQuestions: 50 });
    const askers = await guests(cast.eventId, 20);
    const room = await listen(server.url, cast.host);
    try {
      await room.join(cast.eventId);
      const before = { ...writer().stats };
      const versionBefore = await questionsVersion(cast.eventId);
      const answers = await Promise.all(
        askers.map((guest, i) => ask(http, cast.eventId, guest, `From the floor, number ${i}`)),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
      for (const [i, answer] of answers.entries()) {
        expect(answer.body.content).toBe(`From the floor, number ${i}`);
        expect(answer.body.createdBy).toBe(askers[i]?.guestId);
      }
      const { rows, kept } = await stored(cast.eventId);
      expect(rows.map((r) => r.id).sort()).toEqual(answers.map((a) => a.body._id).sort());
      expect(kept).toBe(20);
      const stats = writer().stats;
      expect(stats.requests - before.requests).toBe(20);
      expect(stats.batches - before.batches).toBeLessThan(20);
      // One bump per batch that wrote to the event, never more than one per post.
      const bumps = (await questionsVersion(cast.eventId)) - versionBefore;
      expect(bumps).toBe(stats.batches - before.batches);
      // The list, read fresh after the bumps, holds every post.
      const list = (await http.get<Question[]>(`/api/questions/event/${cast.eventId}`)).body;
      expect(list).toHaveLength(20);
      // The room heard each question once.
      const added = answers.map((a) => a.body._id);
      await Promise.all(added.map((id) => room.next("questionAdded", (p) => p.question._id === id)));
      const heard = room.heard.filter((h) => h.name === "questionAdded");
      expect(heard).toHaveLength(20);
    } finally {
      room.socket.close();
    }
  });

  it("counts the batch's earlier posts against the event's limit: the rest are refused and leave no trace", async () => {
    const cast = await hall({ maxQuestions: 5 });
    const askers = await guests(cast.eventId, 8);
    // A window wide enough that every post below is in the same transaction.
    writer().windowMs = 300;
    const before = { ...writer().stats };
    const answers = await Promise.all(askers.map((guest, i) => ask(http, cast.eventId, guest, `Question ${i}`)));
    expect(writer().stats.batches - before.batches).toBe(1);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.message])).toEqual(
      refused.map(() => [409, MESSAGES.questionLimitReached]),
    );
    const { rows, kept } = await stored(cast.eventId);
    expect(rows).toHaveLength(5);
    expect(kept).toBe(5);
    // Every reader hears the event is full.
    const event = await http.get<{ questionLimitReached: boolean }>(`/api/events/${cast.eventId}`);
    expect(event.body.questionLimitReached).toBe(true);
  });

  it("gives back the place of a post refused for its asker's share, in the same batch", async () => {
    const cast = await hall({ maxQuestions: 6, maxQuestionsPerMember: 2 });
    const [guest, ...others] = await guests(cast.eventId, 5);
    // A window wide enough for the guest's posts to be queued before the others are sent: had
    // the others come first, the event would be full before the guest's share is counted.
    writer().windowMs = 2_000;
    const before = { ...writer().stats };
    // The guest asks four times (two refused); four others once each: six places, all taken.
    const mine = Array.from({ length: 4 }, (_, i) => ask(http, cast.eventId, guest as TestGuest, `Mine ${i}`));
    await vi.waitFor(() => expect(writer().waiting).toBe(4), { timeout: 1_500, interval: 5 });
    const theirs = others.map((guest, i) => ask(http, cast.eventId, guest, `Theirs ${i}`));
    const [mineAnswers, theirAnswers] = await Promise.all([Promise.all(mine), Promise.all(theirs)]);
    expect(writer().stats.batches - before.batches).toBe(1);
    expect(mineAnswers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
    for (const answer of mineAnswers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toBe(ANSWER_MESSAGES.memberQuestionLimitReached);
    }
    expect(theirAnswers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const { rows, kept } = await stored(cast.eventId);
    expect(rows).toHaveLength(6);
    expect(kept).toBe(6);
  });

  it("answers a retry in the same batch as its first copy with the one question", async () => {
    const cast = await buildCast(http);
    const key = { "Idempotency-Key": "sent-twice-in-one-breath" };
    writer().windowMs = 300;
    const before = { ...writer().stats };
    const answers = await Promise.all([
      ask(http, cast.eventId, cast.guest, "Sent twice", key),
      ask(http, cast.eventId, cast.guest, "Sent twice", key),
      ask(http, cast.eventId, cast.member, "Another one"),
    ]);
    expect(writer().stats.batches - before.batches).toBe(1);
    // Either copy may reach the server first: that one creates, the other finds it.
    const [copy, again, other] = answers;
    expect([copy?.status, again?.status].sort()).toEqual([200, 201]);
    expect(again?.body._id).toBe(copy?.body._id);
    expect(other?.status).toBe(201);
    const { rows, kept } = await stored(cast.eventId);
    expect(rows).toHaveLength(2);
    expect(kept).toBe(2);
  });

  it("fails only the post whose row the database refuses; the rest of its batch is written", async () => {
    const cast = await hall({ maxQuestions: 20 });
    const askers = await guests(cast.eventId, 6);
    const refusedGuest = askers[2] as TestGuest;
    await refuseInsertsOf(server, "questions", refusedGuest.guestId);
    try {
      writer().windowMs = 300;
      const before = { ...writer().stats };
      const answers = await Promise.all(askers.map((guest, i) => ask(http, cast.eventId, guest, `Question ${i}`)));
      expect(writer().stats.batches - before.batches).toBe(1);
      expect(writer().stats.retriedAlone - before.retriedAlone).toBe(6);
      // The refusal is the database's (SQLite's abort reads as a refused row, 409; PostgreSQL's 500).
      expect(answers.map((a) => (a.status === 201 ? 201 : "refused"))).toEqual([201, 201, "refused", 201, 201, 201]);
      expect(answers[2]?.status).toBeGreaterThanOrEqual(400);
      const { rows, kept } = await stored(cast.eventId);
      expect(rows.map((r) => r.created_by).sort()).toEqual(
        askers
          .filter((g) => g !== refusedGuest)
          .map((g) => g.guestId)
          .sort(),
      );
      expect(kept).toBe(5);
    } finally {
      await allowInserts(server, "questions");
    }
  });
  it("gives each question an id in the order of time, later posts after earlier ones, within a batch too", async () => {
    const cast = await hall({ maxQuestions: 50 });
    const askers = await guests(cast.eventId, 6);
    const ids: string[] = [];
    // One after another, then six at once: a batch's posts take ids in their order of arrival.
    for (const [i, guest] of askers.slice(0, 3).entries()) {
      const answer = await ask(http, cast.eventId, guest, `One by one, number ${i}`);
      expect(answer.status).toBe(201);
      ids.push(answer.body._id);
    }
    writer().windowMs = 300;
    const together = await Promise.all(
      askers.map((guest, i) => ask(http, cast.eventId, guest, `Together, number ${i}`)),
    );
    expect(together.map((a) => a.status)).toEqual(together.map(() => 201));
    const batchIds = together.map((a) => a.body._id);
    const created = new Map(
      (
        await server.ctx.db
          .selectFrom("questions")
          .select(["id", "created_at"])
          .where("event_id", "=", cast.eventId)
          .execute()
      ).map((row) => [row.id, row.created_at]),
    );
    expect(created.size).toBe(9);
    // UUIDs of version 7 whose first 48 bits are the moment the question was written.
    for (const id of [...ids, ...batchIds]) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(Date.parse(created.get(id) as string));
    }
    // Sorted by id, the questions stand in the order they were written.
    const byId = [...created.keys()].sort();
    const byTime = [...created.entries()].sort((a, b) => a[1].localeCompare(b[1])).map(([id]) => id);
    expect(byId).toEqual(byTime);
    expect(byId.slice(0, 3)).toEqual(ids);
  });
});
