// Migration 0006 on a database made before it: accounts deleted before it left questions, likes
// and votes behind under their ids; those ids are retired and those questions marked as from a
// deleted account, without the name. Live accounts' and guests' rows are untouched.

import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { useDatabaseBefore } from "../support/database-before.ts";

const before = useDatabaseBefore("0006-deleted-accounts");

describe("migration 0006 (deleted accounts)", () => {
  it("retires the ids of accounts deleted before it and marks their questions, and nothing else", async () => {
    const now = new Date().toISOString();
    await before
      .db()
      .insertInto("users")
      .values({ id: "alive", email: "a@example.test", display_name: "Alive", password_hash: "x", created_at: now })
      .execute();
    await before.db().insertInto("guests").values({ id: "guest", name: "Guest Gail", created_at: now }).execute();
    await before
      .db()
      .insertInto("events")
      .values({
        id: "e1",
        title: "Old event",
        date: now,
        max_members: 10,
        max_polls: 1,
        max_questions: 5,
        created_by: "alive",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const question = (id: string, by: string, name: string) => ({
      id,
      event_id: "e1",
      content: id,
      status: "pending",
      created_by: by,
      creator_name: name,
      created_at: now,
      updated_at: now,
    });
    await before
      .db()
      .insertInto("questions")
      .values([
        question("q-alive", "alive", "Alive"),
        question("q-guest", "guest", "Guest Gail"),
        question("q-gone", "gone", "Gone Gary"),
      ])
      .execute();
    await before
      .db()
      .insertInto("question_likes")
      .values({ question_id: "q-alive", member_id: "liker-gone", created_at: now })
      .execute();

    await migrateToLatest(before.db(), before.schema());

    const retired = await before.db().selectFrom("retired_member_ids").select("id").orderBy("id").execute();
    expect(retired.map((r) => r.id)).toEqual(["gone", "liker-gone"]);
    const rows = await before
      .db()
      .selectFrom("questions")
      .select(["id", "creator_name", "author_deleted"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => ({ ...r, author_deleted: Number(r.author_deleted) }))).toEqual([
      { id: "q-alive", creator_name: "Alive", author_deleted: 0 },
      { id: "q-gone", creator_name: "", author_deleted: 1 },
      { id: "q-guest", creator_name: "Guest Gail", author_deleted: 0 },
    ]);
  });
});
