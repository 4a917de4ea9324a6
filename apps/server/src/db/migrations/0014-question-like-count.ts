// How many likes each question has, kept on its row in the same transaction as every like and
// unlike (features/questions/reaction-batch.ts). The report ranks an event's most liked questions
// by it (docs/features/reports.md "Cost"), instead of counting all the event's likes again at
// each read. A like's row leaves only by an unlike or with its question, so the count is exact.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("questions")
    .addColumn("like_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update questions set like_count = (select count(*) from question_likes where question_likes.question_id = questions.id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("questions").dropColumn("like_count").execute();
}
