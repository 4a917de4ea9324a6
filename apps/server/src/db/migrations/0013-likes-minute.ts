// Each like's minute as a column of its own (docs/features/reports.md "Cost"), written with the
// like (features/questions/reaction-repository.ts) and filled in here for the likes before it.
// The report counts an event's likes per minute; from the expression index of 0009, PostgreSQL
// read every like's row to work out its minute again, and SQLite read the rows too. An index on
// the column itself holds the value both engines group by: they count from the index alone.
// (A generated column would not do: SQLite can add only a virtual one, and reads the rows for it.)
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("question_likes").addColumn("created_minute", "text").execute();
  await sql`update question_likes set created_minute = substr(created_at, 1, 16)`.execute(db);
  await db.schema.dropIndex("question_likes_event_minute").execute();
  await db.schema
    .createIndex("question_likes_event_created_minute")
    .on("question_likes")
    .columns(["event_id", "created_minute"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("question_likes_event_created_minute").execute();
  await db.schema.alterTable("question_likes").dropColumn("created_minute").execute();
  await sql`create index question_likes_event_minute on question_likes (event_id, substr(created_at, 1, 16))`.execute(
    db,
  );
}
