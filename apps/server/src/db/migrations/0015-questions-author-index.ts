// The index on a question's event and asker goes (docs/PERFORMANCE.md "Posts that write less").
// The unique constraint on (event_id, created_by, idempotency_key) is an index that begins with
// the same two columns, so every lookup of one person's questions in an event (their share of the
// limit, a removal hiding them, a retry's first copy) is served by it as well. Each index is one
// more page a post dirties and its batch's commit writes; this one answered nothing the other did
// not.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("questions_event_author").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("questions_event_author").on("questions").columns(["event_id", "created_by"]).execute();
}
