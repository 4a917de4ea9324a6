// Migration 0005 on a database made before it: existing events keep their question limit per
// event only (no share per person) and have no words of their own; existing questions carry no
// flag; bans start empty, one per person and event.
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
    const dir = mkdtempSync(path.join(os.tmpdir(), "handraise-migration-"));
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

describe("migration 0005 (tools against a troll)", () => {
  it("keeps existing events and questions as they were, and starts without bans", async () => {
    const now = new Date().toISOString();
    await db
      .insertInto("users")
      .values({ id: "u1", email: "u1@example.test", display_name: "U", password_hash: "x", created_at: now })
      .execute();
    await db
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
    await db
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

    await migrateToLatest(db, schema);

    const event = await db.selectFrom("events").selectAll().executeTakeFirstOrThrow();
    expect(event).toMatchObject({ max_questions_per_member: null, blocked_words: "[]", max_questions: 5 });
    const question = await db.selectFrom("questions").selectAll().executeTakeFirstOrThrow();
    expect(question).toMatchObject({ flag_in: null, flag_word: null });
    expect(await db.selectFrom("event_bans").selectAll().execute()).toEqual([]);
    const ban = { event_id: "e1", member_id: "g1", name: "G", banned_by: "u1", created_at: now };
    await db
      .insertInto("event_bans")
      .values({ id: "b1", ...ban })
      .execute();
    await expect(
      db
        .insertInto("event_bans")
        .values({ id: "b2", ...ban })
        .execute(),
    ).rejects.toThrow();
  });
});
