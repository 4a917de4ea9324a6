// The only place that speaks SQL about polls and their options (votes: vote-repository.ts,
// tallies: tally-repository.ts).
import type { Db } from "../../db/connect.ts";
import type { PollOptionsTable, PollsTable } from "../../db/tables.ts";
import type { Executor } from "../events/repository.ts";

export type PollRow = PollsTable;
export type PollOptionRow = PollOptionsTable;

export function findPoll(db: Executor, pollId: string): Promise<PollRow | undefined> {
  return db.selectFrom("polls").selectAll().where("id", "=", pollId).executeTakeFirst();
}

/** The event's polls in creation order; drafts only when asked for (hosts). */
export function listPollsOfEvent(db: Db, eventId: string, withDrafts: boolean): Promise<PollRow[]> {
  let query = db.selectFrom("polls").selectAll().where("event_id", "=", eventId);
  if (!withDrafts) query = query.where("status", "!=", "draft");
  return query.orderBy("created_at").orderBy("id").execute();
}

export async function countPollsOfEvent(db: Executor, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("polls")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("event_id", "=", eventId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertPoll(db: Executor, poll: PollRow, options: PollOptionRow[]): Promise<void> {
  await db.insertInto("polls").values(poll).execute();
  if (options.length > 0) await db.insertInto("poll_options").values(options).execute();
}

export async function updatePollRow(db: Executor, pollId: string, changes: Partial<PollRow>): Promise<void> {
  // A change that sets nothing (the poll already is as asked) writes nothing: SQL has no empty SET.
  if (Object.keys(changes).length === 0) return;
  await db.updateTable("polls").set(changes).where("id", "=", pollId).execute();
}

/** Closes the event's open poll, if any but the one named: one poll is open at a time. */
export async function closeOpenPolls(db: Executor, eventId: string, exceptPollId: string): Promise<string[]> {
  const closed = await db
    .updateTable("polls")
    .set({ status: "closed" })
    .where("event_id", "=", eventId)
    .where("status", "=", "open")
    .where("id", "!=", exceptPollId)
    .returning("id")
    .execute();
  return closed.map((row) => row.id);
}

export async function deletePollRow(db: Executor, pollId: string): Promise<void> {
  await db.deleteFrom("polls").where("id", "=", pollId).execute();
}

/** Options of the given polls, in their order. */
export async function optionsOf(db: Executor, pollIds: string[]): Promise<PollOptionRow[]> {
  if (pollIds.length === 0) return [];
  return db
    .selectFrom("poll_options")
    .selectAll()
    .where("poll_id", "in", pollIds)
    .orderBy("poll_id")
    .orderBy("position")
    .execute();
}

export async function replaceOptions(db: Executor, pollId: string, options: PollOptionRow[]): Promise<void> {
  await db.deleteFrom("poll_options").where("poll_id", "=", pollId).execute();
  await db.insertInto("poll_options").values(options).execute();
}
