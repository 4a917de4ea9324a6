// Polls of every kind (issue 19, docs/features/polls.md): a poll's kind, status, whether its
// results show, its kind's settings (JSON) and when it last opened. One column per statement,
// since SQLite adds one column at a time.
//
// A vote becomes a ballot (poll_votes: one row per voter and poll, carrying a rating's value, an
// open answer's text and hidden flag, a quiz's points) and its items (poll_vote_items: the options
// chosen or ranked, each with its position, or the words of a word cloud). The unique keys make a
// voter's new vote replace the old one and keep any option or word from counting twice.
//
// Existing polls stay what they were: open multiple-choice polls with their results shown; each
// existing vote becomes a ballot with its one option as item 0.
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";

type OldVote = { poll_id: string; member_id: string; option_id: string; created_at: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("polls")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("choice"))
    .execute();
  await db.schema
    .alterTable("polls")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .execute();
  await db.schema
    .alterTable("polls")
    .addColumn("results_shown", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("polls")
    .addColumn("settings", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.alterTable("polls").addColumn("opened_at", "text").execute();
  await sql`update polls set opened_at = created_at`.execute(db);
  // One open poll per event, held by the database as well as by the service's lock.
  await db.schema
    .createIndex("polls_one_open_per_event")
    .on("polls")
    .column("event_id")
    .unique()
    .where(sql.ref("status"), "=", "open")
    .execute();

  const { rows: oldVotes } =
    await sql<OldVote>`select poll_id, member_id, option_id, created_at from poll_votes`.execute(db);
  await db.schema.dropTable("poll_votes").execute();
  await db.schema
    .createTable("poll_votes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("poll_id", "text", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("member_id", "text", (c) => c.notNull())
    .addColumn("value", "integer")
    .addColumn("text", "text")
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("points", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("poll_votes_voter_unique", ["poll_id", "member_id"])
    .execute();
  await db.schema
    .createTable("poll_vote_items")
    .addColumn("poll_id", "text", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("member_id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("option_id", "text", (c) => c.references("poll_options.id").onDelete("cascade"))
    // A word cloud's word as counted (trimmed, lower case) and as the voter spelled it.
    .addColumn("word", "text")
    .addColumn("spelling", "text")
    .addPrimaryKeyConstraint("poll_vote_items_pk", ["poll_id", "member_id", "position"])
    .addUniqueConstraint("poll_vote_items_option_unique", ["poll_id", "member_id", "option_id"])
    .addUniqueConstraint("poll_vote_items_word_unique", ["poll_id", "member_id", "word"])
    .execute();
  await db.schema.createIndex("poll_vote_items_option").on("poll_vote_items").column("option_id").execute();

  for (const vote of oldVotes) {
    await sql`insert into poll_votes (id, poll_id, member_id, hidden, created_at)
      values (${randomUUID()}, ${vote.poll_id}, ${vote.member_id}, 0, ${vote.created_at})`.execute(db);
    await sql`insert into poll_vote_items (poll_id, member_id, position, option_id)
      values (${vote.poll_id}, ${vote.member_id}, 0, ${vote.option_id})`.execute(db);
  }
}
