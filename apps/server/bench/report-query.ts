// The report's query time (docs/features/reports.md "Cost"): the host's report of an event of
// 5,000 questions and 50,000 likes (with 2,000 members, polls and ballots), asked again and again
// as a live report page would, on SQLite and, when BENCH_DATABASE_URL is set, on PostgreSQL.
// Baseline in the same run on the same database: one indexed read of the event (what every call
// of an event starts with), so the ratio says what the report costs beyond any call.
// Runs in this process against the service, so the figure is the queries' own, not HTTP's.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { type Db, type DbEngine, openDatabase } from "../src/db/connect.ts";
import { eventReport } from "../src/features/reports/service.ts";
import type { Actor } from "../src/http/actor.ts";
import { percentile, round } from "./stats.ts";

export type ReportPlan = { questions: number; likes: number; members: number; rounds: number };

const minuteAfter = (start: number, i: number, spread: number) =>
  new Date(start + (i % spread) * 60_000 + i).toISOString();

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** An event as big as the goal names, written in batches. */
export async function stage(db: Db, engine: DbEngine, plan: ReportPlan): Promise<{ eventId: string; actor: Actor }> {
  const now = new Date().toISOString();
  const start = Date.parse("2030-03-01T09:00:00.000Z");
  const hostId = randomUUID();
  const user = {
    id: hostId,
    email: `${hostId}@bench.local`,
    display_name: "Bench Host",
    company_name: "",
    password_hash: "x",
    token_version: 0,
    is_pro: 1 as const,
    plan: "pro",
    plan_status: "active",
    plan_end_date: null,
    stripe_customer_id: null,
    locale: null,
    created_at: now,
  };
  await db.insertInto("users").values(user).execute();
  const eventId = randomUUID();
  await db
    .insertInto("events")
    .values({
      id: eventId,
      title: "Report bench",
      description: "",
      date: now,
      organisation: "",
      location_irl: "",
      location_online: "",
      status: "live",
      max_members: plan.members,
      max_polls: 50,
      max_questions: plan.questions,
      allow_guest_members: 1,
      is_public: 1,
      questions_paused: 0,
      questions_version: 0,
      question_count: 0,
      code: null,
      spotlight_question_id: null,
      moderate_questions: 0,
      allow_anonymous: 1,
      max_questions_per_member: null,
      blocked_words: "[]",
      created_by: hostId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("event_hosts")
    .values({ event_id: eventId, user_id: hostId, host_name: "Bench Host", position: 0 })
    .execute();
  const guests = Array.from({ length: plan.members }, () => randomUUID());
  await inBatches(guests, 500, (batch) =>
    db
      .insertInto("event_members")
      .values(
        batch.map((guestId, i) => ({
          id: randomUUID(),
          event_id: eventId,
          user_id: null,
          guest_id: guestId,
          guest_name: `Guest ${i}`,
          joined_at: minuteAfter(start, i, 60),
        })),
      )
      .execute(),
  );
  const questions = Array.from({ length: plan.questions }, (_, i) => ({
    id: randomUUID(),
    event_id: eventId,
    content: `Question ${i} about the talk?`,
    status: i % 5 === 0 ? "answered" : "pending",
    hidden: i % 50 === 0 ? (1 as const) : (0 as const),
    created_by: guests[i % guests.length] ?? hostId,
    creator_name: "Guest",
    idempotency_key: null,
    created_at: minuteAfter(start, i, 180),
    updated_at: now,
    awaiting_review: 0 as const,
    anonymous: i % 10 === 0 ? (1 as const) : (0 as const),
    reply_text: null,
    reply_host_name: null,
    reply_at: null,
    flag_in: null,
    flag_word: null,
    author_deleted: 0 as const,
  }));
  await inBatches(questions, 200, (batch) => db.insertInto("questions").values(batch).execute());
  const likes = Array.from({ length: plan.likes }, (_, i) => ({
    question_id: questions[i % questions.length]?.id ?? "",
    event_id: eventId,
    member_id: guests[Math.floor(i / questions.length) % guests.length] ?? "",
    created_at: minuteAfter(start, i, 180),
    created_minute: minuteAfter(start, i, 180).slice(0, 16),
  }));
  await inBatches(likes, 500, (batch) => db.insertInto("question_likes").values(batch).execute());
  // Each question's like count, as the reaction writer keeps it.
  const counts = new Map<string, number>();
  for (const like of likes) counts.set(like.question_id, (counts.get(like.question_id) ?? 0) + 1);
  const countRows = [...counts].map(([question_id, likes]) => ({ question_id, likes }));
  await inBatches(countRows, 500, (batch) => db.insertInto("question_like_counts").values(batch).execute());
  for (let p = 0; p < 3; p++) {
    const pollId = randomUUID();
    await db
      .insertInto("polls")
      .values({
        id: pollId,
        event_id: eventId,
        question: `Poll ${p}?`,
        created_at: now,
        kind: "choice",
        status: "closed",
        results_shown: 1,
        settings: "{}",
        opened_at: now,
      })
      .execute();
    const options = [0, 1, 2].map((position) => ({
      id: randomUUID(),
      poll_id: pollId,
      text: `Option ${position}`,
      position,
    }));
    await db.insertInto("poll_options").values(options).execute();
    await inBatches(guests, 500, (batch) =>
      db
        .insertInto("poll_votes")
        .values(
          batch.map((memberId, i) => ({
            id: randomUUID(),
            poll_id: pollId,
            member_id: memberId,
            value: null,
            text: null,
            hidden: 0 as const,
            points: null,
            created_at: minuteAfter(start, i, 120),
          })),
        )
        .execute(),
    );
    await inBatches(guests, 500, (batch) =>
      db
        .insertInto("poll_vote_items")
        .values(
          batch.map((memberId, i) => ({
            poll_id: pollId,
            member_id: memberId,
            position: 0,
            option_id: options[i % 3]?.id ?? null,
            word: null,
            spelling: null,
          })),
        )
        .execute(),
    );
  }
  // A database in service has its statistics (on SQLite the server's PRAGMA optimize,
  // db/connect.ts): without them the planners guess, and the figure would be a freshly loaded
  // table's, not a running server's. PostgreSQL's autovacuum also vacuums a table after many
  // inserts, which marks its pages all-visible, so its indexes answer counts without the rows
  // (index-only scans); the bench does what autovacuum would have done by then.
  await sql.raw(engine === "postgres" ? "vacuum analyze" : "analyze").execute(db);
  const actor: Actor = { kind: "account", user };
  return { eventId, actor };
}

async function timed(rounds: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(10, rounds); i++) await work();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  return times;
}

async function measureOn(databaseUrl: string | undefined, plan: ReportPlan) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "handraise-report-bench-"));
  const schema = databaseUrl ? `report_bench_${process.pid}` : undefined;
  const handle = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir });
  try {
    const { eventId, actor } = await stage(handle.db, handle.engine, plan);
    const report = await eventReport(handle, actor, eventId);
    const baseline = await timed(plan.rounds, () =>
      handle.db.selectFrom("events").selectAll().where("id", "=", eventId).executeTakeFirst(),
    );
    const times = await timed(plan.rounds, () => eventReport(handle, actor, eventId));
    const p99Ms = round(percentile(times, 0.99), 1);
    const baselineP99Ms = round(percentile(baseline, 0.99), 2);
    return {
      questions: report.questions.total,
      likes: report.questions.likes,
      buckets: report.timeline.length,
      p50Ms: round(percentile(times, 0.5), 1),
      p99Ms,
      baselineP99Ms,
      ratio: round(p99Ms / Math.max(baselineP99Ms, 0.001), 1),
    };
  } finally {
    if (schema && !process.env.KEEP_SCHEMA)
      await handle.db.schema
        .dropSchema(schema)
        .ifExists()
        .cascade()
        .execute()
        .catch(() => undefined);
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report scenario: SQLite always; PostgreSQL when BENCH_DATABASE_URL names one. */
export async function reportQuery(plan: ReportPlan) {
  const sqlite = await measureOn(undefined, plan);
  const postgres = process.env.BENCH_DATABASE_URL ? await measureOn(process.env.BENCH_DATABASE_URL, plan) : undefined;
  const p99Ms = Math.max(sqlite.p99Ms, postgres?.p99Ms ?? 0);
  return { p99Ms, goalP99Ms: 50, sqlite, ...(postgres ? { postgres } : {}) };
}

if (process.argv[1] === import.meta.filename) {
  const result = await reportQuery({ questions: 5_000, likes: 50_000, members: 2_000, rounds: 200 });
  console.log(JSON.stringify(result, null, 2));
}
