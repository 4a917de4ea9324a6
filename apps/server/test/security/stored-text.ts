// Reads every row a request can write and finds text that input validation must have refused:
// control characters (other than tab and line breaks) and broken UTF-16.
import { hasUnsafeCharacter } from "@handraise/contract";
import type { Db } from "../../src/db/connect.ts";

/** Tables whose text comes from requests (Stripe's tables come from signed webhooks). */
const WRITTEN_BY_REQUESTS = [
  "users",
  "contact_messages",
  "guests",
  "events",
  "event_hosts",
  "event_members",
  "questions",
  "question_likes",
  "question_favourites",
  "polls",
  "poll_options",
  "poll_votes",
  "poll_vote_items",
] as const;

export type UnsafeCell = { table: string; column: string; value: string };

export async function storedUnsafeText(db: Db): Promise<UnsafeCell[]> {
  const found: UnsafeCell[] = [];
  for (const table of WRITTEN_BY_REQUESTS) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === "string" && hasUnsafeCharacter(value)) found.push({ table, column, value });
      }
    }
  }
  return found;
}

/** How many rows each table holds, to show a refused request stored nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of WRITTEN_BY_REQUESTS) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
