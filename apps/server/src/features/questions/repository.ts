// The only place that speaks SQL about questions and the event columns their changes write
// (likes and favourites: reaction-repository.ts).
import { sql } from "kysely";
import type { Db, DbEngine } from "../../db/connect.ts";
import { prepared, slot } from "../../db/prepared-query.ts";
import type { EventsTable, Flag, QuestionsTable } from "../../db/tables.ts";

export type QuestionRow = QuestionsTable;

export function findQuestion(db: Db, id: string): Promise<QuestionRow | undefined> {
  return db.selectFrom("questions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findQuestions(db: Db, ids: string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom("questions").selectAll().where("id", "in", ids).execute();
}

/** Newest first; the id breaks ties so the order is stable between reads. */
export function listQuestionsOfEvent(
  db: Db,
  eventId: string,
  options: { includeHidden: boolean },
): Promise<QuestionRow[]> {
  let query = db.selectFrom("questions").selectAll().where("event_id", "=", eventId);
  if (!options.includeHidden) query = query.where("hidden", "=", 0);
  return query.orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

/**
 * Reads the event row inside a transaction; on PostgreSQL the row stays locked until commit,
 * so concurrent submissions to one event take turns (SQLite runs one transaction at a time).
 */
export function lockEvent(db: Db, engine: DbEngine, eventId: string): Promise<EventsTable | undefined> {
  const query = db.selectFrom("events").selectAll().where("id", "=", eventId);
  return (engine === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

/** The event's kept count of its question rows (question-places.ts); undefined: no such event. */
export async function questionCountOf(db: Db, eventId: string): Promise<number | undefined> {
  const row = await db.selectFrom("events").select("question_count").where("id", "=", eventId).executeTakeFirst();
  return row === undefined ? undefined : Number(row.question_count);
}

/** The questions that count against the event's limit: every row but those of removed people. */
export async function countQuestionsOfEvent(db: Db, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("questions")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("event_id", "=", eventId)
    .where("created_by", "not in", (eb) =>
      eb.selectFrom("event_bans").select("event_bans.member_id").where("event_bans.event_id", "=", eventId),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The member ids a host removed from the event (docs/features/moderation.md "Bans"). */
export async function removedMembersOf(db: Db, eventId: string): Promise<Set<string>> {
  const rows = await db.selectFrom("event_bans").select("member_id").where("event_id", "=", eventId).execute();
  return new Set(rows.map((row) => row.member_id));
}

/** Of these (event, member) pairs, those a host removed from the event, as "event:member". */
export async function removedAmong(db: Db, pairs: { eventId: string; memberId: string }[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .selectFrom("event_bans")
    .select(["event_id", "member_id"])
    .where("event_id", "in", [...new Set(pairs.map((pair) => pair.eventId))])
    .where("member_id", "in", [...new Set(pairs.map((pair) => pair.memberId))])
    .execute();
  return new Set(rows.map((row) => `${row.event_id}:${row.member_id}`));
}

/** One person's questions in the event, for their share (maxQuestionsPerMember). */
export async function countQuestionsBy(db: Db, eventId: string, memberId: string): Promise<number> {
  const [row] = (await countBy(db, { eventId, memberId })).rows;
  return Number(row?.count ?? 0);
}

const countBy = prepared<{ eventId: string; memberId: string }, { count: number | string | bigint }>((db) =>
  db
    .selectFrom("questions")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("event_id", "=", slot("eventId"))
    .where("created_by", "=", slot("memberId")),
);

/** A post's earlier copy under its Idempotency-Key (a phone sends one with every post). */
export async function findByIdempotencyKey(
  db: Db,
  eventId: string,
  createdBy: string,
  key: string,
): Promise<QuestionRow | undefined> {
  return (await byIdempotencyKey(db, { eventId, createdBy, key })).rows[0];
}

const byIdempotencyKey = prepared<{ eventId: string; createdBy: string; key: string }, QuestionRow>((db) =>
  db
    .selectFrom("questions")
    .selectAll()
    .where("event_id", "=", slot("eventId"))
    .where("created_by", "=", slot("createdBy"))
    .where("idempotency_key", "=", slot("key")),
);

/** Every column of a question row, each once: the prepared insert writes them all. */
const QUESTION_COLUMNS = Object.keys({
  id: true,
  event_id: true,
  content: true,
  status: true,
  hidden: true,
  created_by: true,
  creator_name: true,
  idempotency_key: true,
  created_at: true,
  updated_at: true,
  awaiting_review: true,
  anonymous: true,
  reply_text: true,
  reply_host_name: true,
  reply_at: true,
  flag_in: true,
  flag_word: true,
  author_deleted: true,
} satisfies Record<keyof QuestionRow, true>) as (keyof QuestionRow)[];

/** A post's insert, compiled once (db/prepared-query.ts): each column's slot is named by the column. */
const insertQuestionRow = prepared<QuestionRow>((db) =>
  db
    .insertInto("questions")
    .values(Object.fromEntries(QUESTION_COLUMNS.map((column) => [column, slot(column)])) as unknown as QuestionRow),
);

export async function insertQuestion(db: Db, row: QuestionRow): Promise<void> {
  await insertQuestionRow(db, row);
}

export async function updateQuestion(
  db: Db,
  id: string,
  patch: Partial<Pick<QuestionRow, "content" | "status" | "hidden" | "awaiting_review" | "flag_in" | "flag_word">>,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable("questions")
    .set({ ...patch, updated_at: updatedAt })
    .where("id", "=", id)
    .execute();
}

/** The members who asked any question of the event anonymously or still awaiting review. */
export async function privateAuthorsOfEvent(db: Db, eventId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("questions")
    .select("created_by")
    .distinct()
    .where("event_id", "=", eventId)
    .where((eb) => eb.or([eb("anonymous", "=", 1), eb("awaiting_review", "=", 1), eb("hidden", "=", 1)]))
    .execute();
  return new Set(rows.map((row) => row.created_by));
}

/**
 * Publishes a question awaiting review; false when it was not awaiting (approved already). The
 * word filter's flag goes with it: the host has read the question and let it through.
 */
export async function approveQuestionRow(db: Db, id: string, updatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable("questions")
    .set({ awaiting_review: 0, flag_in: null, flag_word: null, updated_at: updatedAt })
    .where("id", "=", id)
    .where("awaiting_review", "=", 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setReply(
  db: Db,
  id: string,
  reply: { text: string; hostName: string; at: string } | null,
): Promise<void> {
  await db
    .updateTable("questions")
    .set({
      reply_text: reply?.text ?? null,
      reply_host_name: reply?.hostName ?? null,
      reply_at: reply?.at ?? null,
      updated_at: reply?.at ?? new Date().toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

/** Flips hidden in one statement, so two concurrent toggles never act on the same old value. */
export async function flipHidden(db: Db, id: string, updatedAt: string): Promise<void> {
  await db
    .updateTable("questions")
    .set({ hidden: sql<Flag>`1 - hidden`, updated_at: updatedAt })
    .where("id", "=", id)
    .execute();
}

/** Flips pending and answered in one statement, for the same reason. */
export async function flipAnswered(db: Db, id: string, updatedAt: string): Promise<void> {
  await db
    .updateTable("questions")
    .set({
      status: sql<string>`case when status = 'answered' then 'pending' else 'answered' end`,
      updated_at: updatedAt,
    })
    .where("id", "=", id)
    .execute();
}

export async function deleteQuestion(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("questions").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Moves the event's kept question count (migration 0012) in the transaction of the change it
 * follows: down by one for a delete, up by a batch's questions for posts. Answers the new count,
 * or undefined when there is no such event.
 */
export async function moveQuestionCount(db: Db, eventId: string, by: number): Promise<number | undefined> {
  const [row] = (await moveCount(db, { eventId, by })).rows;
  return row === undefined ? undefined : Number(row.question_count);
}

const moveCount = prepared<{ eventId: string; by: number }, { question_count: number }>((db) =>
  db
    .updateTable("events")
    .set({ question_count: sql<number>`question_count + ${slot<number>("by")}` })
    .where("id", "=", slot("eventId"))
    .returning("question_count"),
);

/**
 * Retires every instance's cached list of the event (list-cache.ts). Runs after the change it
 * follows, in the same transaction when there is one: a reader that still sees the old number
 * may keep serving the old list a moment, but no list read before the change is ever filed
 * under the new number.
 */
export async function bumpQuestionsVersion(db: Db, eventId: string): Promise<void> {
  await bumpVersion(db, { eventId });
}

const bumpVersion = prepared<{ eventId: string }>((db) =>
  db
    .updateTable("events")
    .set({ questions_version: sql<number>`questions_version + 1` })
    .where("id", "=", slot("eventId")),
);
