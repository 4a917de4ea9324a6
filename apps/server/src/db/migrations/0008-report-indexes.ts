// The event's report (docs/features/reports.md "Cost") counts an event's rows while the event runs:
// polls are found by their event through an index, as questions and members are, and the times
// its timeline groups by minute are read from indexes alone (likes by question, ballots by poll,
// members by event), never from the tables' rows.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("polls_event").on("polls").columns(["event_id", "created_at"]).execute();
  await db.schema
    .createIndex("question_likes_time")
    .on("question_likes")
    .columns(["question_id", "created_at"])
    .execute();
  await db.schema.createIndex("poll_votes_time").on("poll_votes").columns(["poll_id", "created_at"]).execute();
  await db.schema.createIndex("event_members_time").on("event_members").columns(["event_id", "joined_at"]).execute();
}
