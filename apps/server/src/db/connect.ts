// Opens the database: embedded SQLite in DATA_DIR by default, PostgreSQL with DATABASE_URL.
// On PostgreSQL the pool outlives lost connections: a connection that dies (restart,
// pg_terminate_backend, network cut) is dropped and a new one is made on next use, and no
// request waits longer than DATABASE_TIMEOUT_MS for a connection or a statement.
import path from "node:path";
import SQLite from "better-sqlite3";
import type { FastifyBaseLogger } from "fastify";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "../config.ts";
import { migrateToLatest } from "./migrate.ts";
import { StatementCache } from "./statement-cache.ts";
import type { Database } from "./tables.ts";
import { waitForDatabase } from "./wait-for-database.ts";
import { WalCheckpoints } from "./wal-checkpoints.ts";

export type DbEngine = "sqlite" | "postgres";
export type Db = Kysely<Database>;
export type DbHandle = { db: Db; engine: DbEngine; close: () => Promise<void> };

export async function openDatabase(
  config: Pick<Config, "databaseUrl" | "databaseSchema" | "dataDir"> & Partial<Pick<Config, "database">>,
  log?: FastifyBaseLogger,
): Promise<DbHandle> {
  const timing = config.database ?? { startupWaitMs: 30_000, timeoutMs: 5_000 };
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema, timing, log);
  return openSqlite(path.join(config.dataDir, "handraise.sqlite"));
}

const SQLITE_OPTIMIZE_EVERY_MS = 60 * 60 * 1000;

async function openSqlite(file: string): Promise<DbHandle> {
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
  // SQLite's own scratch tables (a RETURNING clause's rows, a sort or grouping no index serves)
  // are kept in memory. With the default, set up for a temporary file at each run, an UPDATE …
  // RETURNING of one row cost 24 to 39 µs; in memory 2.5 µs (docs/PERFORMANCE.md "Posts that
  // write less").
  database.pragma("temp_store = MEMORY");
  // The log is folded back into the file by a worker thread, not inside a commit on the event loop.
  const checkpoints = new WalCheckpoints(database, file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new StatementCache(database) }) });
  await migrateToLatest(db as Kysely<unknown>);
  // SQLite gathers no statistics by itself; its planner needs them to pick the right index for
  // an event's aggregates (the report). As SQLite advises for a long-lived connection: optimize
  // at open, then every hour (cheap: it analyses only the tables that changed enough).
  database.pragma("optimize=0x10002");
  const optimizer = setInterval(() => database.pragma("optimize"), SQLITE_OPTIMIZE_EVERY_MS);
  optimizer.unref();
  return {
    db,
    engine: "sqlite",
    close: async () => {
      clearInterval(optimizer);
      await checkpoints.close();
      await db.destroy();
    },
  };
}

async function openPostgres(
  url: string,
  schema: string | undefined,
  timing: Config["database"],
  log: FastifyBaseLogger | undefined,
): Promise<DbHandle> {
  await waitForDatabase(url, { waitMs: timing.startupWaitMs, connectTimeoutMs: timing.timeoutMs, log });
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema if not exists "${schema.replace(/"/g, "")}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: "handraise",
    // Waiting for a free or new connection, and each statement, is bounded: an outage answers
    // 503 in seconds instead of holding requests (http/outage.ts).
    connectionTimeoutMillis: timing.timeoutMs,
    statement_timeout: timing.timeoutMs,
    // The client-side bound also covers a database that stopped answering on the network.
    query_timeout: timing.timeoutMs + 1_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Without these listeners a connection that dies while idle, or while checked out between two
  // statements, emits an unhandled 'error' that ends the process. The pool drops it either way.
  pool.on("error", (error) => log?.warn({ err: error }, "database connection lost while idle"));
  pool.on("connect", (client) => {
    client.on("error", (error) => log?.warn({ err: error }, "database connection lost"));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await sql`select 1`.execute(db);
  await migrateToLatest(db as Kysely<unknown>, schema);
  return { db, engine: "postgres", close: () => db.destroy() };
}
