// Migration 0005 on a database made before it: existing events keep their question limit per
// event only (no share per person) and have no words of their own; existing questions carry no
// flag; bans start empty, one per person and event.

import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { useDatabaseBefore } from "../support/database-before.ts";

const before = useDatabaseBefore("0005-troll-tools");

describe("migration 0005 (tools against a troll)", () => {
  it("keeps existing events and questions as they were, and starts without bans", async () => {
    const now = new Date().toISOString();
    await before
      .db()
      .insertInto("users")
      .values({ id: "u1", email: "u1@example.test", display_name: "U", password_hash: "x", created_at: now })
      .execute();
    await before
      .db()
      .insertInto("events")
      .values({
        id: "e1",
        title: "Old",
        date: now,
        code: "ABCDEF",
        max_members: 10,
        max_polls: 1,
        max_questions: 5,
        created_by: "u1",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await before
      .db()
      .insertInto("questions")
      .values({
        id: "q1",
        event_id: "e1",
        content: "Old",
        status: "pending",
        created_by: "u1",
        creator_name: "U",
        created_at: now,
        updated_at: now,
      })
      .execute();

    await migrateToLatest(before.db(), before.schema());

    const event = await before.db().selectFrom("events").selectAll().executeTakeFirstOrThrow();
    expect(event).toMatchObject({ max_questions_per_member: null, blocked_words: "[]", max_questions: 5 });
    const question = await before.db().selectFrom("questions").selectAll().executeTakeFirstOrThrow();
    expect(question).toMatchObject({ flag_in: null, flag_word: null });
    expect(await before.db().selectFrom("event_bans").selectAll().execute()).toEqual([]);
    const ban = { event_id: "e1", member_id: "g1", name: "G", banned_by: "u1", created_at: now };
    await before
      .db()
      .insertInto("event_bans")
      .values({ id: "b1", ...ban })
      .execute();
    await expect(
      before
        .db()
        .insertInto("event_bans")
        .values({ id: "b2", ...ban })
        .execute(),
    ).rejects.toThrow();
  });
});
