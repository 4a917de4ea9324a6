// Statements compiled once and run with each call's values (db/prepared-query.ts), on the
// engine the project tests: each run writes and reads its own values, on the handle or inside a
// transaction, a fixed value stays fixed, and a missing value is refused before anything runs.
import { useTestServer } from "@handraise/test-support";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { prepared, slot } from "../../src/db/prepared-query.ts";

const { server } = useTestServer();

// A table of the test's own, outside the app's types (hence `any`).
let builds = 0;
const insertNote = prepared<{ id: string; body: string }>((db) => {
  builds += 1;
  return (db as any)
    .insertInto("prepared_notes")
    .values({ id: slot("id"), body: slot("body"), kind: "note" })
    .onConflict((oc: any) => oc.column("id").doNothing());
});
const bodyOf = prepared<{ id: string }, { body: string; kind: string }>((db) =>
  (db as any).selectFrom("prepared_notes").select(["body", "kind"]).where("id", "=", slot("id")),
);

beforeAll(async () => {
  await sql`create table prepared_notes (id text primary key, body text not null, kind text not null)`.execute(
    server.ctx.db,
  );
});

describe("a prepared statement", () => {
  it("is built once and runs with each call's values, the fixed ones kept", async () => {
    for (let i = 0; i < 5; i++) {
      const result = await insertNote(server.ctx.db, { id: `n${i}`, body: `body ${i}` });
      expect(Number(result.numAffectedRows)).toBe(1);
    }
    expect(builds).toBe(1);
    for (let i = 0; i < 5; i++) {
      expect((await bodyOf(server.ctx.db, { id: `n${i}` })).rows).toEqual([{ body: `body ${i}`, kind: "note" }]);
    }
    // The conflict clause is part of the plan: a second insert of one id adds nothing.
    expect(Number((await insertNote(server.ctx.db, { id: "n0", body: "again" })).numAffectedRows)).toBe(0);
    expect((await bodyOf(server.ctx.db, { id: "n0" })).rows).toEqual([{ body: "body 0", kind: "note" }]);
    const counted = await sql<{ n: number | string }>`select count(*) as n from prepared_notes`.execute(server.ctx.db);
    expect(Number(counted.rows[0]?.n)).toBe(5);
  });

  it("runs on a transaction's connection, and rolls back with it", async () => {
    await expect(
      server.ctx.db.transaction().execute(async (trx) => {
        await insertNote(trx, { id: "t1", body: "inside" });
        expect((await bodyOf(trx, { id: "t1" })).rows).toEqual([{ body: "inside", kind: "note" }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await bodyOf(server.ctx.db, { id: "t1" })).rows).toEqual([]);
    await server.ctx.db.transaction().execute((trx) => insertNote(trx, { id: "t2", body: "kept" }));
    expect((await bodyOf(server.ctx.db, { id: "t2" })).rows).toEqual([{ body: "kept", kind: "note" }]);
    expect(builds).toBe(1);
  });

  it("refuses a call without a value for one of its slots, before it runs", async () => {
    expect(() => insertNote(server.ctx.db, { id: "m1" } as never)).toThrow('No value for the slot "body"');
    expect((await bodyOf(server.ctx.db, { id: "m1" })).rows).toEqual([]);
  });
});
