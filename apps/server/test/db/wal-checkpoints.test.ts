// SQLite's checkpoints in a worker thread (db/wal-checkpoints.ts): the app's connection never
// folds the log back into the file inside a commit; once the log has grown past 1,000 pages a
// worker with its own connection does, and every committed row is still there for any reader.
// Should the worker fail, the app's connection checkpoints by itself again. SQLite's, so this
// runs on SQLite whichever engine the project tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WalCheckpoints } from "../../src/db/wal-checkpoints.ts";

let dir: string;
const opened: { close: () => unknown }[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "handraise-checkpoints-"));
});

afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
  rmSync(dir, { recursive: true, force: true });
});

function openWal(file: string): SQLite.Database {
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  opened.push(database);
  return database;
}

/** Polls every 20 ms (the app's own clock is not involved) until `done` holds, for at most 10 s. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 10_000) throw new Error("gave up waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("checkpoints in a worker thread", () => {
  it("leave commits alone until the log is big, then fold all of it into the file from a worker", async () => {
    const file = path.join(dir, "app.sqlite");
    const database = openWal(file);
    const checkpoints = new WalCheckpoints(database, file, 20);
    opened.push(checkpoints);
    expect(database.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    database.exec("create table rows (id integer primary key, body text not null)");
    const insert = database.prepare("insert into rows (body) values (?)");
    const body = "x".repeat(1000);
    // A few hundred small commits: far from 1,000 pages, so nothing starts.
    for (let i = 0; i < 200; i++) insert.run(body);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(checkpoints.started).toBe(false);
    // 6,000 more rows of 1 kB, in commits of 100: about 1,500 pages past the log's threshold.
    const many = database.transaction((count: number) => {
      for (let i = 0; i < count; i++) insert.run(body);
    });
    for (let i = 0; i < 60; i++) many(100);

    await until(() => checkpoints.started && (checkpoints.last?.checkpointed ?? 0) > 0);
    // The app's connection did not checkpoint on its way past 1,000 pages: the worker found more.
    expect(checkpoints.last?.log).toBeGreaterThan(1000);
    await until(() => checkpoints.last !== undefined && checkpoints.last.checkpointed === checkpoints.last.log);
    expect(checkpoints.last).toMatchObject({ busy: 0 });
    // Every committed row is in the file: a new reader sees them all.
    const reader = openWal(file);
    expect(reader.prepare("select count(*) as n from rows").get()).toEqual({ n: 6200 });

    // Writing goes on after a full checkpoint (the log is reused from its start), and is kept too.
    for (let i = 0; i < 10; i++) insert.run(body);
    const before = checkpoints.checkpoints;
    await until(() => checkpoints.checkpoints > before);
    expect(reader.prepare("select count(*) as n from rows").get()).toEqual({ n: 6210 });
  });

  it("gives checkpoints back to the app's connection when the worker fails", async () => {
    const file = path.join(dir, "app.sqlite");
    const database = openWal(file);
    // A worker that cannot open its database: the path it is given is a folder, with a log beside
    // it big enough to start it.
    const unusable = path.join(dir, "folder");
    mkdirSync(unusable);
    writeFileSync(`${unusable}-wal`, Buffer.alloc(5 * 1024 * 1024));
    const checkpoints = new WalCheckpoints(database, unusable, 20);
    opened.push(checkpoints);
    expect(database.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    await until(() => database.pragma("wal_autocheckpoint", { simple: true }) === 1000);
    expect(checkpoints.started).toBe(false);
  });
});
