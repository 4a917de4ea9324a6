// The event's report (docs/features/reports.md) counts an event's polls and their ballots while the
// event runs: polls are found by their event through an index, as questions and members are.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("polls_event").on("polls").columns(["event_id", "created_at"]).execute();
}
