// Migration 0004 on a database made before it: events that existed get distinct join codes,
// keep publishing at once and do not take anonymous questions until their host allows them.
import { isJoinCode } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { useDatabaseBefore } from "../support/database-before.ts";

const before = useDatabaseBefore("0004-live-room");

describe("migration 0004 (the live room)", () => {
  it("gives existing events distinct codes, moderation off and anonymous questions off", async () => {
    const now = new Date().toISOString();
    await before
      .db()
      .insertInto("users")
      .values({ id: "u1", email: "u1@example.test", display_name: "U", password_hash: "x", created_at: now })
      .execute();
    const ids = Array.from({ length: 40 }, (_, i) => `event-${i}`);
    for (const id of ids) {
      await before
        .db()
        .insertInto("events")
        .values({
          id,
          title: id,
          date: now,
          max_members: 10,
          max_polls: 1,
          max_questions: 5,
          created_by: "u1",
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await before
      .db()
      .insertInto("questions")
      .values({
        id: "q1",
        event_id: "event-0",
        content: "Old",
        status: "pending",
        created_by: "u1",
        creator_name: "U",
        created_at: now,
        updated_at: now,
      })
      .execute();

    await migrateToLatest(before.db(), before.schema());

    const events = await before.db().selectFrom("events").selectAll().orderBy("id").execute();
    expect(events).toHaveLength(40);
    for (const event of events) {
      expect(isJoinCode(event.code), event.code).toBe(true);
      expect(event.code).toBe(event.code.toUpperCase());
      expect(Number(event.moderate_questions)).toBe(0);
      expect(Number(event.allow_anonymous)).toBe(0);
      expect(event.spotlight_question_id).toBeNull();
    }
    expect(new Set(events.map((e) => e.code)).size).toBe(40);
    const question = await before.db().selectFrom("questions").selectAll().executeTakeFirstOrThrow();
    expect(question).toMatchObject({ anonymous: 0, awaiting_review: 0, reply_text: null });
    // The code is unique from now on.
    await expect(
      before.db().updateTable("events").set({ code: events[0].code }).where("id", "=", events[1].id).execute(),
    ).rejects.toThrow();
  });
});
