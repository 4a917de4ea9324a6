// The only place that writes votes. A voter's vote is a ballot (one row per poll and voter) and
// its items (options chosen or ranked, or words); the unique keys make a new vote replace the old
// one, never count twice, even when one voter's votes race each other.
import type { PollVoteItemsTable, PollVotesTable } from "../../db/tables.ts";
import type { Executor } from "../events/repository.ts";

export type Ballot = Pick<PollVotesTable, "value" | "text" | "points">;
export type BallotItem = Pick<PollVoteItemsTable, "position" | "option_id" | "word" | "spelling">;

/** Writes or replaces the voter's ballot and its items (call inside a transaction). */
export async function replaceVote(
  db: Executor,
  pollId: string,
  memberId: string,
  ballot: Ballot,
  items: BallotItem[],
  at: { id: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto("poll_votes")
    .values({ id: at.id, poll_id: pollId, member_id: memberId, ...ballot, hidden: 0, created_at: at.createdAt })
    .onConflict((oc) =>
      oc.columns(["poll_id", "member_id"]).doUpdateSet({ ...ballot, hidden: 0, created_at: at.createdAt }),
    )
    .execute();
  await db.deleteFrom("poll_vote_items").where("poll_id", "=", pollId).where("member_id", "=", memberId).execute();
  await insertItems(db, pollId, memberId, items);
}

/** A quiz's first answer only: false when the voter had already answered. */
export async function insertFirstVote(
  db: Executor,
  pollId: string,
  memberId: string,
  ballot: Ballot,
  items: BallotItem[],
  at: { id: string; createdAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("poll_votes")
    .values({ id: at.id, poll_id: pollId, member_id: memberId, ...ballot, hidden: 0, created_at: at.createdAt })
    .onConflict((oc) => oc.columns(["poll_id", "member_id"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await insertItems(db, pollId, memberId, items);
  return true;
}

async function insertItems(db: Executor, pollId: string, memberId: string, items: BallotItem[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto("poll_vote_items")
    .values(items.map((item) => ({ ...item, poll_id: pollId, member_id: memberId })))
    .execute();
}

export async function countBallots(db: Executor, pollId: string): Promise<number> {
  const row = await db
    .selectFrom("poll_votes")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("poll_id", "=", pollId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Hides or shows an open answer; false when the poll has no such answer. */
export async function setAnswerHidden(db: Executor, pollId: string, answerId: string, hidden: boolean) {
  const result = await db
    .updateTable("poll_votes")
    .set({ hidden: hidden ? 1 : 0 })
    .where("poll_id", "=", pollId)
    .where("id", "=", answerId)
    .where("text", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
