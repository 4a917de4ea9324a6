// Migration 0006 on a database made before it: accounts deleted before it left questions, likes
// and votes behind under their ids; those ids are retired and those questions marked as from a
// deleted account, without the name. Live accounts' and guests' rows are untouched.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import * as initial from "../../src/db/migrations/0001-initial.ts";
import * as mailOutbox from "../../src/db/migrations/0002-mail-outbox.ts";
import * as questionsVersion from "../../src/db/migrations/0003-questions-version.ts";
import * as liveRoom from "../../src/db/migrations/0004-live-room.ts";
import { testEngine } from "../support/test-server.ts";

const BEFORE: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-mail-outbox": mailOutbox,
  "0003-questions-version": questionsVersion,
  "0004-live-room": liveRoom,
};

let db: Kysely<any>;
let schema: string | undefined;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  if (testEngine() === "postgres") {
    const url = process.env.TEST_DATABASE_URL ?? "";
    schema = `t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    cleanUp = async () => {
      await db.destroy();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), "handraise-migration5-"));
    db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(path.join(dir, "db.sqlite")) }) });
    cleanUp = async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => BEFORE },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
});
afterAll(() => cleanUp?.());

describe("migration 0006 (deleted accounts)", () => {
  it("retires the ids of accounts deleted before it and marks their questions, and nothing else", async () => {
    const now = new Date().toISOString();
    await db
      .insertInto("users")
      .values({ id: "alive", email: "a@example.test", display_name: "Alive", password_hash: "x", created_at: now })
      .execute();
    await db.insertInto("guests").values({ id: "guest", name: "Guest Gail", created_at: now }).execute();
    await db
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
    await db
      .insertInto("questions")
      .values([
        question("q-alive", "alive", "Alive"),
        question("q-guest", "guest", "Guest Gail"),
        question("q-gone", "gone", "Gone Gary"),
      ])
      .execute();
    await db
      .insertInto("question_likes")
      .values({ question_id: "q-alive", member_id: "liker-gone", created_at: now })
      .execute();

    await migrateToLatest(db, schema);

    const retired = await db.selectFrom("retired_member_ids").select("id").orderBy("id").execute();
    expect(retired.map((r) => r.id)).toEqual(["gone", "liker-gone"]);
    const rows = await db
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
