// Migration 0009 on a database made before it: every existing like and favourite learns its
// question's event, so the report counts them by the event's index from the first day.
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { insertHostAndEvents, useDatabaseBefore } from "../support/database-before.ts";

const before = useDatabaseBefore("0009-reactions-event");

describe("migration 0009 (reactions name their event)", () => {
  it("fills in each like's and favourite's event", async () => {
    const db = before.db();
    const now = new Date().toISOString();
    await insertHostAndEvents(db, ["e1", "e2"], now);
    for (const id of ["e1", "e2"]) {
      await db
        .insertInto("questions")
        .values({
          id: `q-${id}`,
          event_id: id,
          content: "Why?",
          created_by: "m1",
          creator_name: "Ada",
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const reaction = (question: string, member: string) => ({
      question_id: question,
      member_id: member,
      created_at: now,
    });
    await db
      .insertInto("question_likes")
      .values([reaction("q-e1", "m1"), reaction("q-e2", "m2")])
      .execute();
    await db
      .insertInto("question_favourites")
      .values([reaction("q-e2", "m1")])
      .execute();

    await migrateToLatest(db, before.schema());

    const likes = await db
      .selectFrom("question_likes")
      .select(["question_id", "event_id"])
      .orderBy("question_id")
      .execute();
    expect(likes).toEqual([
      { question_id: "q-e1", event_id: "e1" },
      { question_id: "q-e2", event_id: "e2" },
    ]);
    const favourites = await db.selectFrom("question_favourites").select(["question_id", "event_id"]).execute();
    expect(favourites).toEqual([{ question_id: "q-e2", event_id: "e2" }]);
  });
});
