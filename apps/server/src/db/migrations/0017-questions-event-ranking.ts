// The index of an event's questions in the order they came also carries what the report ranks them
// by (docs/PERFORMANCE.md "The report's ranking from an index"): whether each is hidden or awaiting
// review, and its id. The report's most liked questions are then ranked from this index and their
// kept like counts alone; only the ten it keeps are read whole. Before, every question of the
// event was read, its text with it, to rank them. It stays the index every other read of an
// event's questions by time uses, with the same first columns: no index is added for a post to
// write, each entry only grows by the columns it now holds.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("questions_event").execute();
  await db.schema
    .createIndex("questions_event")
    .on("questions")
    .columns(["event_id", "created_at", "hidden", "awaiting_review", "id"])
    .execute();
  // The new index's statistics at once: without them SQLite's planner takes it for one that finds
  // a few rows an event, and prefers it where another index serves better (the askers' count).
  await sql`analyze questions`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("questions_event").execute();
  await db.schema.createIndex("questions_event").on("questions").columns(["event_id", "created_at"]).execute();
}
