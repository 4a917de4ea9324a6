// Tallies of polls, each from the vote rows by one aggregate query (never a stored counter), and
// the caller's own votes. Every read takes a list of polls, so a list costs the same few queries.
import type { Executor } from "../events/repository.ts";

type Count = number | string | bigint;

export type OptionTally = { optionId: string; votes: number; positionSum: number };
export type WordTally = { pollId: string; word: string; spelling: string; count: number };
export type ValueTally = { pollId: string; value: number; count: number };
export type AnswerRow = { id: string; pollId: string; text: string; hidden: boolean };
export type OwnVote = { pollId: string; value: number | null; text: string | null; points: number | null };
export type OwnItem = { pollId: string; position: number; optionId: string | null; spelling: string | null };

export async function voterCounts(db: Executor, pollIds: string[]): Promise<Map<string, number>> {
  if (pollIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("poll_votes")
    .select("poll_id")
    .select((eb) => eb.fn.countAll<Count>().as("count"))
    .where("poll_id", "in", pollIds)
    .groupBy("poll_id")
    .execute();
  return new Map(rows.map((row) => [row.poll_id, Number(row.count)]));
}

/**
 * Per option: how many voters chose or ranked it, and the sum of its places (for the Borda score).
 * Grouped by poll and option, the order of the tally index (migration 0016): several polls' totals
 * (a page's polls, the report) walk it without a sort, where grouped by option alone SQLite took
 * another index and sorted.
 */
export async function optionTallies(db: Executor, pollIds: string[]): Promise<OptionTally[]> {
  if (pollIds.length === 0) return [];
  const rows = await db
    .selectFrom("poll_vote_items")
    .select("option_id")
    .select((eb) => [eb.fn.countAll<Count>().as("votes"), eb.fn.sum<Count>("position").as("position_sum")])
    .where("poll_id", "in", pollIds)
    .where("option_id", "is not", null)
    .groupBy(["poll_id", "option_id"])
    .execute();
  return rows.map((row) => ({
    optionId: row.option_id ?? "",
    votes: Number(row.votes),
    positionSum: Number(row.position_sum ?? 0),
  }));
}

export async function wordTallies(db: Executor, pollIds: string[]): Promise<WordTally[]> {
  if (pollIds.length === 0) return [];
  const rows = await db
    .selectFrom("poll_vote_items")
    .select(["poll_id", "word", "spelling"])
    .select((eb) => eb.fn.countAll<Count>().as("count"))
    .where("poll_id", "in", pollIds)
    .where("word", "is not", null)
    .groupBy(["poll_id", "word", "spelling"])
    .execute();
  return rows.map((row) => ({
    pollId: row.poll_id,
    word: row.word ?? "",
    spelling: row.spelling ?? "",
    count: Number(row.count),
  }));
}

export async function valueTallies(db: Executor, pollIds: string[]): Promise<ValueTally[]> {
  if (pollIds.length === 0) return [];
  const rows = await db
    .selectFrom("poll_votes")
    .select(["poll_id", "value"])
    .select((eb) => eb.fn.countAll<Count>().as("count"))
    .where("poll_id", "in", pollIds)
    .where("value", "is not", null)
    .groupBy(["poll_id", "value"])
    .execute();
  return rows.map((row) => ({ pollId: row.poll_id, value: Number(row.value), count: Number(row.count) }));
}

/** Open answers in the order they came; never their voter. */
export async function answersOf(db: Executor, pollIds: string[]): Promise<AnswerRow[]> {
  if (pollIds.length === 0) return [];
  const rows = await db
    .selectFrom("poll_votes")
    .select(["id", "poll_id", "text", "hidden"])
    .where("poll_id", "in", pollIds)
    .where("text", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, pollId: row.poll_id, text: row.text ?? "", hidden: row.hidden === 1 }));
}

export async function ownVotes(
  db: Executor,
  pollIds: string[],
  memberId: string | undefined,
): Promise<{ votes: OwnVote[]; items: OwnItem[] }> {
  if (pollIds.length === 0 || !memberId) return { votes: [], items: [] };
  const votes = await db
    .selectFrom("poll_votes")
    .select(["poll_id as pollId", "value", "text", "points"])
    .where("poll_id", "in", pollIds)
    .where("member_id", "=", memberId)
    .execute();
  const items = await db
    .selectFrom("poll_vote_items")
    .select(["poll_id as pollId", "position", "option_id as optionId", "spelling"])
    .where("poll_id", "in", pollIds)
    .where("member_id", "=", memberId)
    .orderBy("position")
    .execute();
  return { votes, items };
}

/** The event's best quiz scores over its closed quizzes, with the names people go by. */
export async function leaderboardRows(db: Executor, eventId: string, limit: number) {
  const rows = await db
    .selectFrom("poll_votes")
    .innerJoin("polls", "polls.id", "poll_votes.poll_id")
    .leftJoin("users", "users.id", "poll_votes.member_id")
    .leftJoin("guests", "guests.id", "poll_votes.member_id")
    .select((eb) => [
      eb.fn.coalesce("users.display_name", "guests.name").as("name"),
      eb.fn.sum<Count>("poll_votes.points").as("points"),
    ])
    .where("polls.event_id", "=", eventId)
    .where("polls.kind", "=", "quiz")
    .where("polls.status", "=", "closed")
    .where((eb) => eb.or([eb("users.id", "is not", null), eb("guests.id", "is not", null)]))
    .groupBy(["poll_votes.member_id", "users.display_name", "guests.name"])
    .orderBy("points", "desc")
    .orderBy("name")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ name: row.name ?? "", points: Number(row.points ?? 0) }));
}
