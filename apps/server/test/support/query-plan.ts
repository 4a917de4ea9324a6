// How the engine of the vitest project would run a query: SQLite's `explain query plan` lines, or
// PostgreSQL's `explain` with a full read of the table ruled out. A table of a few hundred or
// thousand rows may be read whole whatever its indexes; without that choice, the plan shows which
// index serves the query. Migrations that add or drop an index check their plans with it.
import { testEngine } from "@handraise/test-support";
import { type Kysely, type RawBuilder, sql } from "kysely";

/** `withoutBitmaps`: on PostgreSQL, rule out bitmap scans too, so a plan names an index (only) scan. */
export async function queryPlan(
  db: Kysely<any>,
  query: RawBuilder<unknown>,
  { withoutBitmaps = false } = {},
): Promise<string> {
  if (testEngine() === "postgres") {
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      if (withoutBitmaps) await sql`set local enable_bitmapscan = off`.execute(trx);
      const rows = await sql<{ "QUERY PLAN": string }>`explain ${query}`.execute(trx);
      return rows.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
  }
  const rows = await sql<{ detail: string }>`explain query plan ${query}`.execute(db);
  return rows.rows.map((row) => row.detail).join("\n");
}
