// SQLite statements are prepared once per SQL text (db/statement-cache.ts): results stay right
// when the schema changes under a kept statement, across more texts than the cache holds, and
// while a kept statement is still being iterated. The cache is SQLite's, so this runs on SQLite
// whichever engine the project tests.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { StatementCache } from "../../src/db/statement-cache.ts";

let dir: string;
let database: SQLite.Database;
let statements: StatementCache;
let db: Kysely<any>;

function open(capacity?: number) {
  database = new SQLite(path.join(dir, "db.sqlite"));
  statements = new StatementCache(database, capacity);
  db = new Kysely({ dialect: new SqliteDialect({ database: statements }) });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "handraise-statements-"));
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe("the SQLite statement cache", () => {
  it("prepares a query text once and runs it again with other parameters", async () => {
    open();
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    for (let i = 0; i < 5; i++)
      await db
        .insertInto("notes")
        .values({ id: i, body: `note ${i}` })
        .execute();
    const sizeAfterInserts = statements.size;
    for (let i = 0; i < 5; i++) {
      const row = await db.selectFrom("notes").select("body").where("id", "=", i).executeTakeFirst();
      expect(row?.body).toBe(`note ${i}`);
    }
    // One more text (the select), however many times it ran.
    expect(statements.size).toBe(sizeAfterInserts + 1);
    expect(statements.prepare("select 1")).toBe(statements.prepare("select 1"));
  });

  it("answers with the new schema after a column is added, and after a table is made again", async () => {
    open();
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await db.insertInto("notes").values({ id: 1, body: "first" }).execute();
    const all = () => db.selectFrom("notes").selectAll().orderBy("id").execute();
    expect(await all()).toEqual([{ id: 1, body: "first" }]);

    await sql`alter table notes add column pinned integer not null default 0`.execute(db);
    expect(await all()).toEqual([{ id: 1, body: "first", pinned: 0 }]);

    await sql`drop table notes`.execute(db);
    await sql`create table notes (id integer primary key, title text)`.execute(db);
    await db.insertInto("notes").values({ id: 2, title: "second" }).execute();
    expect(await all()).toEqual([{ id: 2, title: "second" }]);
  });

  it("keeps the app's queries right across every migration run through the cache", async () => {
    open();
    // A query before the schema exists fails, and is not kept as if it had been prepared.
    await expect(db.selectFrom("events").selectAll().execute()).rejects.toThrow(/no such table/);
    await migrateToLatest(db);
    expect(await db.selectFrom("events").selectAll().execute()).toEqual([]);
    const columns = await sql<{ name: string }>`select name from pragma_table_info('events')`.execute(db);
    expect(columns.rows.map((c) => c.name)).toContain("questions_version");
  });

  it("drops the least recently used texts beyond its capacity and still answers each one right", async () => {
    open(3);
    await sql`create table numbers (n integer primary key)`.execute(db);
    await db
      .insertInto("numbers")
      .values(Array.from({ length: 20 }, (_, n) => ({ n })))
      .execute();
    for (let round = 0; round < 3; round++) {
      for (let size = 1; size <= 20; size++) {
        const wanted = Array.from({ length: size }, (_, n) => n);
        // `in (?, ?, …)`: a text of its own for every length.
        const rows = await db.selectFrom("numbers").select("n").where("n", "in", wanted).orderBy("n").execute();
        expect(rows.map((r) => r.n)).toEqual(wanted);
        expect(statements.size).toBeLessThanOrEqual(3);
      }
    }
  });

  it("prepares a fresh statement while the kept one is still being iterated", () => {
    database = new SQLite(":memory:");
    statements = new StatementCache(database);
    db = new Kysely({ dialect: new SqliteDialect({ database: statements }) });
    database.exec("create table t (n integer); insert into t values (1), (2), (3)");
    const text = "select n from t order by n";
    const iterating = statements.prepare(text).iterate([]);
    expect(iterating.next().value).toEqual({ n: 1 });
    expect(statements.prepare(text).all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(iterating.next().value).toEqual({ n: 2 });
    iterating.return?.();
  });
});
