// Likes and favourites are written in batches (reaction-batch.ts): what arrives within a few
// milliseconds is one transaction with one version bump. Each request is still checked and
// answered on its own, a refused one fails alone, and an answered one is in the database.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ANSWER_MESSAGES, type Question } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  type HttpClient,
  httpClient,
  joinAsGuest,
  makePro,
  startTestServer,
  type TestGuest,
  type TestServer,
  type TestUser,
  useTestServer,
} from "@handraise/test-support";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/connect.ts";
import { REACTION_BATCH_WINDOW_MS, reactionWriter } from "../../src/features/questions/reaction-batch.ts";
import { askOk } from "../support/cast.ts";
import { allowInserts, refuseInsertsOf } from "../support/refused-inserts.ts";

const { server, http } = useTestServer();

type Hall = { host: TestUser; eventId: string; guests: TestGuest[]; questions: Question[] };

/** A Pro host's event with `size` guest members and `questions` questions asked by the first guests. */
async function buildHall(client: HttpClient, db: Db, size: number, questions: number): Promise<Hall> {
  const host = await buildUser(client);
  await makePro(db, host._id);
  const event = await buildEvent(client, host, { maxMembers: 100, maxQuestions: 50 });
  const guests: TestGuest[] = [];
  for (let i = 0; i < size; i++) guests.push(await joinAsGuest(client, event._id));
  const asked: Question[] = [];
  for (let i = 0; i < questions; i++) {
    asked.push(await askOk(client, event._id, guests[i % size] as TestGuest, `Question ${i}`));
  }
  return { host, eventId: event._id, guests, questions: asked };
}

const react = (client: HttpClient, questionId: string, guest: TestGuest, reaction: "like" | "favourite" = "like") =>
  client.post<Question & { message?: string }>(`/api/questions/${questionId}/${reaction}`, {
    guestToken: guest.guestToken,
    body: { memberId: guest.guestId },
  });

async function rowsOf(db: Db, table: "question_likes" | "question_favourites", questionId: string) {
  const rows = await db.selectFrom(table).select("member_id").where("question_id", "=", questionId).execute();
  return rows.map((row) => row.member_id).sort();
}

const writer = () => reactionWriter(server.ctx);

afterEach(() => {
  writer().windowMs = REACTION_BATCH_WINDOW_MS;
});

describe("reactions written in batches", () => {
  it("ends with exact counts after concurrent likes by many members on several questions", async () => {
    const hall = await buildHall(http, server.ctx.db, 24, 4);
    const [q0, q1] = hall.questions as [Question, Question];
    const before = { ...writer().stats };
    const requests: Promise<unknown>[] = [];
    const likeOnce: { guest: TestGuest; answer: ReturnType<typeof react> }[] = [];
    for (const guest of hall.guests) {
      for (const question of hall.questions) {
        const answer = react(http, question._id, guest);
        likeOnce.push({ guest, answer });
        requests.push(answer);
      }
    }
    // Six members also favourite the first question; five like the second once more (off again).
    const favourites = hall.guests.slice(0, 6).map((guest) => react(http, q0._id, guest, "favourite"));
    const twice = hall.guests.slice(0, 5).map((guest) => react(http, q1._id, guest));
    const answers = await Promise.all([...likeOnce.map((l) => l.answer), ...favourites, ...twice]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    const ids = (guests: TestGuest[]) => guests.map((g) => g.guestId).sort();
    expect(await rowsOf(server.ctx.db, "question_likes", q0._id)).toEqual(ids(hall.guests));
    expect(await rowsOf(server.ctx.db, "question_likes", q1._id)).toEqual(ids(hall.guests.slice(5)));
    for (const question of hall.questions.slice(2)) {
      expect(await rowsOf(server.ctx.db, "question_likes", question._id)).toEqual(ids(hall.guests));
    }
    expect(await rowsOf(server.ctx.db, "question_favourites", q0._id)).toEqual(ids(hall.guests.slice(0, 6)));
    // The like count each question keeps (the report ranks by it) moved with the rows.
    const kept = await server.ctx.db
      .selectFrom("question_like_counts")
      .select(["question_id", "likes"])
      .where(
        "question_id",
        "in",
        hall.questions.map((q) => q._id),
      )
      .execute();
    expect(Object.fromEntries(kept.map((q) => [q.question_id, Number(q.likes)]))).toEqual({
      [q0._id]: 24,
      [q1._id]: 19,
      [hall.questions[2]?._id as string]: 24,
      [hall.questions[3]?._id as string]: 24,
    });
    // The list (a fresh read after the bumps) says the same.
    const list = (await http.get<Question[]>(`/api/questions/event/${hall.eventId}`)).body;
    const counts = Object.fromEntries(list.map((q) => [q._id, [q.likes.length, q.favourites.length]]));
    expect(counts).toEqual({
      [q0._id]: [24, 6],
      [q1._id]: [19, 0],
      [hall.questions[2]?._id as string]: [24, 0],
      [hall.questions[3]?._id as string]: [24, 0],
    });
    // Each answer holds its own request's result: a first like is in it; of a member's two
    // toggles of the second question, exactly one answered "liked".
    for (const { guest, answer } of likeOnce) {
      const body = (await answer).body;
      if (body._id === q1._id && hall.guests.indexOf(guest) < 5) continue;
      expect(body.likes).toContain(guest.guestId);
    }
    for (const [i, guest] of hall.guests.slice(0, 5).entries()) {
      const ofQ1 = await Promise.all(
        [...likeOnce.filter((l) => l.guest === guest).map((l) => l.answer), twice[i] as ReturnType<typeof react>].map(
          async (answer) => (await answer).body,
        ),
      );
      const toggles = ofQ1.filter((b) => b._id === q1._id);
      expect(toggles).toHaveLength(2);
      expect(toggles.filter((b) => b.likes.includes(guest.guestId))).toHaveLength(1);
    }
    // Fewer transactions than requests.
    const stats = writer().stats;
    expect(stats.requests - before.requests).toBe(answers.length);
    expect(stats.batches - before.batches).toBeLessThan(answers.length);
  });

  it("fails a refused request alone: banned, not a member, hidden, deleted", async () => {
    const hall = await buildHall(http, server.ctx.db, 8, 3);
    const [open, hidden, deleted] = hall.questions as [Question, Question, Question];
    const outsider = await buildUser(http);
    const banned = hall.guests[7] as TestGuest;
    const host = { token: hall.host.token };
    expect(
      (await http.post(`/api/events/${hall.eventId}/bans`, { ...host, body: { memberId: banned.guestId } })).status,
    ).toBe(201);
    expect((await http.patch(`/api/questions/${hidden._id}/toggle-hidden`, { ...host, body: {} })).status).toBe(200);
    expect((await http.delete(`/api/questions/${deleted._id}/delete`, host)).status).toBe(200);

    // A window wide enough that every request below is in the same transaction.
    writer().windowMs = 300;
    const before = { ...writer().stats };
    const good = hall.guests.slice(0, 5).map((guest) => react(http, open._id, guest));
    const [byBanned, byOutsider, onHidden, onDeleted] = await Promise.all([
      react(http, open._id, banned),
      http.post(`/api/questions/${open._id}/like`, { token: outsider.token, body: {} }),
      react(http, hidden._id, hall.guests[5] as TestGuest),
      react(http, deleted._id, hall.guests[6] as TestGuest),
    ]);
    const goodAnswers = await Promise.all(good);
    expect(writer().stats.batches - before.batches).toBe(1);
    expect(writer().stats.retriedAlone - before.retriedAlone).toBe(0);

    expect([byBanned.status, byBanned.body.message]).toEqual([403, ANSWER_MESSAGES.bannedFromEvent]);
    expect([byOutsider.status, byOutsider.body.message]).toEqual([403, ANSWER_MESSAGES.notAMember]);
    expect([onHidden.status, onHidden.body.message]).toEqual([404, ANSWER_MESSAGES.questionNotFound]);
    expect([onDeleted.status, onDeleted.body.message]).toEqual([404, ANSWER_MESSAGES.questionNotFound]);
    expect(goodAnswers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const [i, answer] of goodAnswers.entries()) {
      expect(answer.body.likes).toContain(hall.guests[i]?.guestId);
      expect(answer.body.likes).toHaveLength(5);
    }
    expect(await rowsOf(server.ctx.db, "question_likes", open._id)).toEqual(
      hall.guests
        .slice(0, 5)
        .map((g) => g.guestId)
        .sort(),
    );
    expect(await rowsOf(server.ctx.db, "question_likes", hidden._id)).toEqual([]);
  });

  it("answers every question of one batch as the batch left it, a removed asker's mark included", async () => {
    const hall = await buildHall(http, server.ctx.db, 6, 2);
    // buildHall's question i is asked by guest i: the first by a person the host then removes.
    const [byRemoved, byStaying] = hall.questions as [Question, Question];
    const removed = hall.guests[0] as TestGuest;
    const host = { token: hall.host.token };
    expect(
      (await http.post(`/api/events/${hall.eventId}/bans`, { ...host, body: { memberId: removed.guestId } })).status,
    ).toBe(201);
    writer().windowMs = 300;
    const before = { ...writer().stats };
    const likers = hall.guests.slice(2);
    // The removed person's question is the hosts' alone to see now: the host likes both.
    const byHost = (question: Question) =>
      http.post<Question>(`/api/questions/${question._id}/like`, { ...host, body: {} });
    const answers = await Promise.all([
      ...likers.map((guest) => react(http, byStaying._id, guest)),
      react(http, byStaying._id, likers[0] as TestGuest, "favourite"),
      byHost(byRemoved),
      byHost(byStaying),
    ]);
    expect(writer().stats.batches - before.batches).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const { body } of answers) {
      expect(body.likes).toHaveLength(body._id === byStaying._id ? likers.length + 1 : 1);
      expect(body.favourites).toEqual(body._id === byStaying._id ? [likers[0]?.guestId] : []);
      expect(body.authorRemoved).toBe(body._id === byRemoved._id ? true : undefined);
    }
    expect(answers.filter((a) => a.body._id === byRemoved._id)).toHaveLength(1);
  });

  it("fails only the request whose row the database refuses; the rest of its batch is written", async () => {
    const hall = await buildHall(http, server.ctx.db, 6, 1);
    const [question] = hall.questions as [Question];
    const refusedGuest = hall.guests[2] as TestGuest;
    await refuseInsertsOf(server, "question_likes", refusedGuest.guestId);
    try {
      writer().windowMs = 300;
      const before = { ...writer().stats };
      const answers = await Promise.all(hall.guests.map((guest) => react(http, question._id, guest)));
      expect(writer().stats.batches - before.batches).toBe(1);
      expect(writer().stats.retriedAlone - before.retriedAlone).toBe(6);
      // The refusal is the database's (SQLite's abort reads as a refused row, 409; PostgreSQL's 500).
      expect(answers.map((a) => (a.status === 200 ? 200 : "refused"))).toEqual([200, 200, "refused", 200, 200, 200]);
      expect(answers[2]?.status).toBeGreaterThanOrEqual(400);
      const others = hall.guests.filter((g) => g !== refusedGuest).map((g) => g.guestId);
      expect(await rowsOf(server.ctx.db, "question_likes", question._id)).toEqual(others.sort());
    } finally {
      await allowInserts(server, "question_likes");
    }
  });
});

describe("an answered like", () => {
  it("is in the database after the server stops and starts again", async () => {
    // Storage of this test's own, kept when the first server stops.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "handraise-batches-"));
    const schema = `t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const options = { env: { DATA_DIR: dataDir }, overrides: { databaseSchema: schema } };
    let first: TestServer | undefined = await startTestServer(options);
    let second: TestServer | undefined;
    try {
      const client = httpClient(first.url);
      const hall = await buildHall(client, first.ctx.db, 20, 2);
      const answered: { questionId: string; memberId: string }[] = [];
      await Promise.all(
        hall.guests.flatMap((guest) =>
          hall.questions.map(async (question) => {
            const answer = await react(client, question._id, guest);
            if (answer.status === 200 && answer.body.likes.includes(guest.guestId)) {
              answered.push({ questionId: question._id, memberId: guest.guestId });
            }
          }),
        ),
      );
      expect(answered).toHaveLength(40);
      await first.close();
      first = undefined;
      second = await startTestServer(options);
      for (const question of hall.questions) {
        const mine = answered.filter((a) => a.questionId === question._id).map((a) => a.memberId);
        expect(await rowsOf(second.ctx.db, "question_likes", question._id)).toEqual(mine.sort());
      }
    } finally {
      await first?.close();
      await second?.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (process.env.TEST_DATABASE_URL && server.engine === "postgres") {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
    }
  });
});
