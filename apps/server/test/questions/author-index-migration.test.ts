// Migration 0015 on a database made before it: the index on a question's event and asker goes,
// and one asker's questions in an event are still found through an index (the unique
// constraint's, which begins with the same two columns), not by reading the table.
import { testEngine } from "@handraise/test-support";
import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { insertHostAndEvents, useDatabaseBefore } from "../support/database-before.ts";
import { queryPlan } from "../support/query-plan.ts";

const before = useDatabaseBefore("0015-questions-author-index");

async function indexesOfQuestions(db: Kysely<any>): Promise<string[]> {
  if (testEngine() === "postgres") {
    const rows = await sql<{ name: string }>`
      select indexname as name from pg_indexes where tablename = 'questions' and schemaname = current_schema()`.execute(
      db,
    );
    return rows.rows.map((row) => row.name);
  }
  const rows = await sql<{ name: string }>`
    select name from sqlite_master where type = 'index' and tbl_name = 'questions'`.execute(db);
  return rows.rows.map((row) => row.name);
}

/** One asker's questions in an event (their share of the limit counts them so). */
const ONE_ASKERS_QUESTIONS = sql`select count(*) from questions where event_id = ${"busy"} and created_by = ${"m1"}`;

describe("migration 0015 (the index on a question's event and asker)", () => {
  it("drops the index, keeps every question, and still finds one asker's questions through an index", async () => {
    const db = before.db();
    const now = new Date().toISOString();
    await insertHostAndEvents(db, ["busy"], now);
    // An event of a hall: 40 askers with 10 questions each, and the engine's statistics of them.
    const rows = Array.from({ length: 400 }, (_, i) => ({
      id: `q-${i}`,
      event_id: "busy",
      content: `Question ${i}?`,
      created_by: `m${i % 40}`,
      creator_name: "Ada",
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto("questions").values(rows).execute();
    await sql`analyze`.execute(db);
    expect(await indexesOfQuestions(db)).toContain("questions_event_author");

    await migrateToLatest(db, before.schema());

    expect(await indexesOfQuestions(db)).not.toContain("questions_event_author");
    const plan = await queryPlan(db, ONE_ASKERS_QUESTIONS);
    if (testEngine() === "postgres") {
      // A bitmap scan names the index after "on", an index (only) scan after "using".
      expect(plan).toMatch(/Index [^\n]*(on|using) questions_idempotency_unique/);
      expect(plan).toMatch(/Index Cond: .*created_by/);
    } else {
      expect(plan).toMatch(/SEARCH questions USING (COVERING )?INDEX \S+ \(event_id=\? AND created_by=\?\)/);
    }
    const counted = await sql<{ count: number | string }>`
      select count(*) as count from questions where event_id = 'busy' and created_by = 'm1'`.execute(db);
    expect(Number(counted.rows[0]?.count)).toBe(10);
  });
});
