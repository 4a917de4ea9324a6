// Each like and favourite names its event (docs/features/reports.md "Cost"): the event's report
// counts its likes per minute and per question from indexes on the event alone, instead of
// reaching them through every question of the event. The time index of 0008 gives way to them.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["question_likes", "question_favourites"]) {
    await db.schema.alterTable(table).addColumn("event_id", "text").execute();
    await sql`update ${sql.table(table)} set event_id = (select event_id from questions where questions.id = ${sql.ref(`${table}.question_id`)})`.execute(
      db,
    );
  }
  await db.schema.dropIndex("question_likes_time").execute();
  await sql`create index question_likes_event_minute on question_likes (event_id, substr(created_at, 1, 16))`.execute(
    db,
  );
  await db.schema
    .createIndex("question_likes_event")
    .on("question_likes")
    .columns(["event_id", "question_id"])
    .execute();
}
