// A database as it stood before one migration, for the test of that migration: a fresh SQLite
// file or PostgreSQL schema (the engine of the vitest project), migrated up to the one before.
// The test writes the old rows, runs migrateToLatest(db, schema()) and reads what became of them.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { testEngine } from "@handraise/test-support";
import SQLite from "better-sqlite3";
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { MIGRATIONS } from "../../src/db/migrate.ts";

export type DatabaseBefore = {
  /** The tables of an older schema have no row types of their own. */
  db: () => Kysely<any>;
  /** The PostgreSQL schema that holds the tables; undefined on SQLite. */
  schema: () => string | undefined;
};

function migrationsBefore(name: string): Record<string, Migration> {
  const names = Object.keys(MIGRATIONS);
  const index = names.indexOf(name);
  if (index < 0) throw new Error(`No migration named ${name}`);
  return Object.fromEntries(names.slice(0, index).map((before) => [before, MIGRATIONS[before] as Migration]));
}

/** Registers the file's start (the database, migrated to just before `name`) and its clean-up. */
export function useDatabaseBefore(name: string): DatabaseBefore {
  let db: Kysely<any> | undefined;
  let schema: string | undefined;
  let cleanUp: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (testEngine() === "postgres") {
      const url = process.env.TEST_DATABASE_URL ?? "";
      const created = `t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
      schema = created;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema "${created}"`);
      const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${created}` });
      const postgres = new Kysely({ dialect: new PostgresDialect({ pool }) });
      db = postgres;
      cleanUp = async () => {
        await postgres.destroy();
        await admin.query(`drop schema if exists "${created}" cascade`);
        await admin.end();
      };
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), "handraise-migration-"));
      const sqlite = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(path.join(dir, "db.sqlite")) }) });
      db = sqlite;
      cleanUp = async () => {
        await sqlite.destroy();
        rmSync(dir, { recursive: true, force: true });
      };
    }
    const before = migrationsBefore(name);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => before },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  });
  afterAll(() => cleanUp?.());

  return {
    db: () => {
      if (!db) throw new Error("The database starts in beforeAll");
      return db;
    },
    schema: () => schema,
  };
}

/**
 * The rows every migration test starts from, in the columns the oldest schema has: the host
 * account "host" and, for each id, an event of theirs (10 members, 3 polls, 5 questions).
 */
export async function insertHostAndEvents(db: Kysely<any>, eventIds: readonly string[], now: string): Promise<void> {
  await db
    .insertInto("users")
    .values({ id: "host", email: "h@example.test", display_name: "Host", password_hash: "x", created_at: now })
    .execute();
  for (const id of eventIds) {
    await db
      .insertInto("events")
      .values({
        id,
        title: `Event ${id}`,
        date: now,
        max_members: 10,
        max_polls: 3,
        max_questions: 5,
        created_by: "host",
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
