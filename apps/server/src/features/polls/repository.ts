// The only place that speaks SQL about polls. A vote is one row per (poll, member): voting again
// replaces the row, so a member never counts twice; option counts are derived from the rows.
import type { Db } from "../../db/connect.ts";
import type { PollOptionsTable, PollsTable } from "../../db/tables.ts";

export type PollRow = PollsTable;
export type PollOptionWithVotes = PollOptionsTable & { votes: number };

export function findPoll(db: Db, pollId: string): Promise<PollRow | undefined> {
  return db.selectFrom("polls").selectAll().where("id", "=", pollId).executeTakeFirst();
}

export function listPollsOfEvent(db: Db, eventId: string): Promise<PollRow[]> {
  return db
    .selectFrom("polls")
    .selectAll()
    .where("event_id", "=", eventId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function countPollsOfEvent(db: Db, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("polls")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("event_id", "=", eventId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertPoll(db: Db, poll: PollRow, options: PollOptionsTable[]): Promise<void> {
  await db.insertInto("polls").values(poll).execute();
  await db.insertInto("poll_options").values(options).execute();
}

/** Options of the given polls in their order, each with its number of votes. */
export async function optionsWithVotes(db: Db, pollIds: string[]): Promise<PollOptionWithVotes[]> {
  if (pollIds.length === 0) return [];
  const rows = await db
    .selectFrom("poll_options")
    .leftJoin("poll_votes", "poll_votes.option_id", "poll_options.id")
    .select(["poll_options.id", "poll_options.poll_id", "poll_options.text", "poll_options.position"])
    .select((eb) => eb.fn.count<number | string | bigint>("poll_votes.member_id").as("votes"))
    .where("poll_options.poll_id", "in", pollIds)
    .groupBy(["poll_options.id", "poll_options.poll_id", "poll_options.text", "poll_options.position"])
    .orderBy("poll_options.position")
    .execute();
  return rows.map((row) => ({ ...row, votes: Number(row.votes) }));
}

export function findOption(db: Db, pollId: string, optionId: string): Promise<PollOptionsTable | undefined> {
  return db
    .selectFrom("poll_options")
    .selectAll()
    .where("poll_id", "=", pollId)
    .where("id", "=", optionId)
    .executeTakeFirst();
}

/** One statement, so two concurrent votes of one member leave one row (the later one). */
export async function upsertVote(
  db: Db,
  pollId: string,
  memberId: string,
  optionId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto("poll_votes")
    .values({ poll_id: pollId, member_id: memberId, option_id: optionId, created_at: at })
    .onConflict((oc) => oc.columns(["poll_id", "member_id"]).doUpdateSet({ option_id: optionId, created_at: at }))
    .execute();
}
