// How many questions each event holds, kept on its row in the same transaction as every insert,
// delete and erase of its questions. Posting checks the event's question limit against it and
// counts the rows themselves only near the limit (features/questions/question-places.ts), so a
// post costs the same whatever the event holds.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("events")
    .addColumn("question_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update events set question_count = (select count(*) from questions where questions.event_id = events.id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("events").dropColumn("question_count").execute();
}
