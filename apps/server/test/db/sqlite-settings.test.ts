// The embedded database's settings (db/connect.ts), as the app opens it: write-ahead log, commits
// that wait for the disk only at checkpoints, foreign keys enforced, and SQLite's scratch tables
// (a RETURNING clause's rows, sorts no index serves) kept in memory, and no checkpoint inside a
// commit (a worker thread does them, wal-checkpoints.test.ts). SQLite's, so this runs on SQLite
// whichever engine the project tests.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../../src/db/connect.ts";

let dir: string;
let handle: DbHandle;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "handraise-settings-"));
  handle = await openDatabase({ dataDir: dir, databaseUrl: undefined, databaseSchema: undefined });
});

afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

async function pragma(name: string): Promise<unknown> {
  const rows = await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(handle.db);
  return Object.values(rows.rows[0] ?? {})[0];
}

describe("the embedded database as the app opens it", () => {
  it("logs ahead, syncs at checkpoints, enforces foreign keys and keeps scratch tables in memory", async () => {
    expect(handle.engine).toBe("sqlite");
    expect(await pragma("journal_mode")).toBe("wal");
    // 1: NORMAL; 2 (temp_store): MEMORY.
    expect(await pragma("synchronous")).toBe(1);
    expect(await pragma("foreign_keys")).toBe(1);
    expect(await pragma("temp_store")).toBe(2);
    expect(await pragma("wal_autocheckpoint")).toBe(0);
  });
});
