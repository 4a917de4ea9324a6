// Migration 0012 on a database made before it: every event learns how many questions it holds,
// an event without any holds 0, and the count then moves with the next question.
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { insertHostAndEvents, useDatabaseBefore } from "../support/database-before.ts";

const before = useDatabaseBefore("0012-question-count");

describe("migration 0012 (the question count on the event)", () => {
  it("counts each event's existing questions", async () => {
    const db = before.db();
    const now = new Date().toISOString();
    const held = { busy: 3, quiet: 1, empty: 0 };
    await insertHostAndEvents(db, Object.keys(held), now);
    for (const [id, questions] of Object.entries(held)) {
      for (let i = 0; i < questions; i += 1) {
        await db
          .insertInto("questions")
          .values({
            id: `q-${id}-${i}`,
            event_id: id,
            content: `Question ${i}?`,
            created_by: "m1",
            creator_name: "Ada",
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }

    await migrateToLatest(db, before.schema());

    const rows = await db.selectFrom("events").select(["id", "question_count"]).orderBy("id").execute();
    expect(rows.map((r) => ({ id: r.id, question_count: Number(r.question_count) }))).toEqual([
      { id: "busy", question_count: 3 },
      { id: "empty", question_count: 0 },
      { id: "quiet", question_count: 1 },
    ]);
  });
});
