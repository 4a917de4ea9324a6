// Tools against a troll (docs/features/moderation.md): each person's share of an event's questions, the
// host's blocked words, why the word filter held a question, and the people removed from an
// event. One column per statement, since SQLite adds one column at a time.
//
// Existing events keep what they had: no share per person (null), no words of their own ('[]').
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("events").addColumn("max_questions_per_member", "integer").execute();
  await db.schema
    .alterTable("events")
    .addColumn("blocked_words", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.alterTable("questions").addColumn("flag_in", "text").execute();
  await db.schema.alterTable("questions").addColumn("flag_word", "text").execute();
  // Counting one person's questions in an event (the per-person share, and bans).
  await db.schema.createIndex("questions_event_author").on("questions").columns(["event_id", "created_by"]).execute();

  await db.schema
    .createTable("event_bans")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    // An account's user id or a guest's guestId, as in questions.created_by.
    .addColumn("member_id", "text", (c) => c.notNull())
    // What the host's list shows: the person's name, or 'Anonymous' (from an anonymous question).
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("banned_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("event_bans_member_unique", ["event_id", "member_id"])
    .execute();
}
