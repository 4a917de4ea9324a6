// Migration 0010 on a database made before it: accounts and events written before it keep every
// row and field, and have no language (null) until someone chooses one.
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { useDatabaseBefore } from "../support/database-before.ts";

const before = useDatabaseBefore("0010-languages");

describe("migration 0010 (languages)", () => {
  it("adds an empty language to existing accounts and events, and takes one afterwards", async () => {
    const now = new Date().toISOString();
    const db = before.db();
    await db
      .insertInto("users")
      .values({ id: "u1", email: "old@example.test", display_name: "Old", password_hash: "x", created_at: now })
      .execute();
    await db
      .insertInto("events")
      .values({
        id: "e1",
        title: "Old event",
        date: now,
        max_members: 10,
        max_polls: 1,
        max_questions: 5,
        created_by: "u1",
        created_at: now,
        updated_at: now,
      })
      .execute();

    await migrateToLatest(db, before.schema());

    expect(await db.selectFrom("users").select(["id", "email", "locale"]).execute()).toEqual([
      { id: "u1", email: "old@example.test", locale: null },
    ]);
    expect(await db.selectFrom("events").select(["id", "title", "language"]).execute()).toEqual([
      { id: "e1", title: "Old event", language: null },
    ]);
    await db.updateTable("users").set({ locale: "de" }).where("id", "=", "u1").execute();
    await db.updateTable("events").set({ language: "ar" }).where("id", "=", "e1").execute();
    expect(await db.selectFrom("users").select("locale").executeTakeFirst()).toEqual({ locale: "de" });
    expect(await db.selectFrom("events").select("language").executeTakeFirst()).toEqual({ language: "ar" });
  });
});
