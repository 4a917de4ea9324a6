// How many likes each question has, kept in a table of its own in the same transaction as every
// like and unlike (features/questions/reaction-batch.ts). The report ranks an event's most liked
// questions by it (docs/features/reports.md "Cost"), instead of counting all the event's likes
// again at each read. A like's row leaves only by an unlike or with its question (whose count
// row leaves with it), so the count is exact. Not a column of the question: a like would then
// lock the question's row, which a host's changes lock in another order than the likes do.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("question_like_counts")
    .addColumn("question_id", "text", (c) => c.primaryKey().references("questions.id").onDelete("cascade"))
    .addColumn("likes", "integer", (c) => c.notNull())
    .execute();
  await sql`insert into question_like_counts (question_id, likes) select question_id, count(*) from question_likes group by question_id`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("question_like_counts").execute();
}
