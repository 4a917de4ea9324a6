// Migration 0004 on a database made before it: events that existed get distinct join codes,
// keep publishing at once and do not take anonymous questions until their host allows them.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isJoinCode } from "@handraise/contract";
import SQLite from "better-sqlite3";
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import * as initial from "../../src/db/migrations/0001-initial.ts";
import * as mailOutbox from "../../src/db/migrations/0002-mail-outbox.ts";
import * as questionsVersion from "../../src/db/migrations/0003-questions-version.ts";
import { testEngine } from "../support/test-server.ts";

const BEFORE: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-mail-outbox": mailOutbox,
  "0003-questions-version": questionsVersion,
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

describe("migration 0004 (the live room)", () => {
  it("gives existing events distinct codes, moderation off and anonymous questions off", async () => {
    const now = new Date().toISOString();
    await db
      .insertInto("users")
      .values({ id: "u1", email: "u1@example.test", display_name: "U", password_hash: "x", created_at: now })
      .execute();
    const ids = Array.from({ length: 40 }, (_, i) => `event-${i}`);
    for (const id of ids) {
      await db
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
    await db
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

    await migrateToLatest(db, schema);

    const events = await db.selectFrom("events").selectAll().orderBy("id").execute();
    expect(events).toHaveLength(40);
    for (const event of events) {
      expect(isJoinCode(event.code), event.code).toBe(true);
      expect(event.code).toBe(event.code.toUpperCase());
      expect(Number(event.moderate_questions)).toBe(0);
      expect(Number(event.allow_anonymous)).toBe(0);
      expect(event.spotlight_question_id).toBeNull();
    }
    expect(new Set(events.map((e) => e.code)).size).toBe(40);
    const question = await db.selectFrom("questions").selectAll().executeTakeFirstOrThrow();
    expect(question).toMatchObject({ anonymous: 0, awaiting_review: 0, reply_text: null });
    // The code is unique from now on.
    await expect(
      db.updateTable("events").set({ code: events[0].code }).where("id", "=", events[1].id).execute(),
    ).rejects.toThrow();
  });
});
