// Opens the database: embedded SQLite in DATA_DIR by default, PostgreSQL with DATABASE_URL.
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "../config.ts";
import { migrateToLatest } from "./migrate.ts";
import type { Database } from "./tables.ts";

export type DbEngine = "sqlite" | "postgres";
export type Db = Kysely<Database>;
export type DbHandle = { db: Db; engine: DbEngine; close: () => Promise<void> };

export async function openDatabase(
  config: Pick<Config, "databaseUrl" | "databaseSchema" | "dataDir">,
): Promise<DbHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema);
  return openSqlite(path.join(config.dataDir, "handraise.sqlite"));
}

async function openSqlite(file: string): Promise<DbHandle> {
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  await migrateToLatest(db as Kysely<unknown>);
  return { db, engine: "sqlite", close: () => db.destroy() };
}

async function openPostgres(url: string, schema: string | undefined): Promise<DbHandle> {
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema if not exists "${schema.replace(/"/g, "")}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await sql`select 1`.execute(db);
  await migrateToLatest(db as Kysely<unknown>, schema);
  return { db, engine: "postgres", close: () => db.destroy() };
}
