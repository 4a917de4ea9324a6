// SQL of likes and favourites: rows under a unique key (question, member). Who liked what is
// read from the rows; each question also keeps its like count, moved with them, for the report.
import { sql } from "kysely";
import type { Db, DbEngine } from "../../db/connect.ts";
import { prepared, slot } from "../../db/prepared-query.ts";
import type { QuestionRow } from "./repository.ts";

export type Reactions = { likes: string[]; favourites: string[] };
export type ReactionTable = "question_likes" | "question_favourites";

const emptyReactions = (): Reactions => ({ likes: [], favourites: [] });

/**
 * Likes and favourites of every question of an event, read in two queries whatever the list
 * size, one row a question (the same `string_agg` as `reactionsOfQuestions` below): the list is
 * rebuilt from them after each batch of likes.
 */
export async function reactionsOfEvent(db: Db, eventId: string): Promise<Map<string, Reactions>> {
  const found = new Map<string, Reactions>();
  for (const table of ["question_likes", "question_favourites"] as const) {
    const rows = await db
      .selectFrom(table)
      .innerJoin("questions", "questions.id", `${table}.question_id`)
      .select([
        `${table}.question_id as questionId`,
        sql<string>`string_agg(${sql.ref(`${table}.member_id`)}, ',' order by ${sql.ref(`${table}.created_at`)})`.as(
          "memberIds",
        ),
      ])
      .where("questions.event_id", "=", eventId)
      .groupBy(`${table}.question_id`)
      .execute();
    for (const row of rows) {
      const reactions = found.get(row.questionId) ?? emptyReactions();
      reactions[table === "question_likes" ? "likes" : "favourites"] = row.memberIds.split(",");
      found.set(row.questionId, reactions);
    }
  }
  return found;
}

export async function reactionsOfQuestion(db: Db, questionId: string): Promise<Reactions> {
  return (await reactionsOfQuestions(db, [questionId])).get(questionId) as Reactions;
}

/**
 * Likes and favourites of the given questions, read in two queries whatever their number. Each
 * question's members come as one row, joined in the order they reacted (`string_agg`, in SQLite
 * since 3.44 and in PostgreSQL): a batch of likes reads back the questions it touched, and one
 * row a question instead of one a reaction about halves that read (docs/PERFORMANCE.md "Reactions
 * read back a row a question"). Member ids are UUIDs (an account's, or a guest's, checked as one
 * when it joins), so a comma never appears in one.
 */
export async function reactionsOfQuestions(db: Db, questionIds: string[]): Promise<Map<string, Reactions>> {
  const found = new Map<string, Reactions>(questionIds.map((id) => [id, emptyReactions()]));
  if (questionIds.length === 0) return found;
  for (const table of ["question_likes", "question_favourites"] as const) {
    const rows = await db
      .selectFrom(table)
      .select(["question_id", sql<string>`string_agg(member_id, ',' order by created_at)`.as("memberIds")])
      .where("question_id", "in", questionIds)
      .groupBy("question_id")
      .execute();
    for (const row of rows) {
      const reactions = found.get(row.question_id) as Reactions;
      reactions[table === "question_likes" ? "likes" : "favourites"] = row.memberIds.split(",");
    }
  }
  return found;
}

/**
 * The questions a batch of reactions is for, by id. On PostgreSQL each row is held with a key
 * share lock until commit, so a question can not be deleted between this read and the inserts
 * that name it (likes and favourites do not wait for one another: the lock is shared).
 */
export async function questionsForReactions(
  db: Db,
  engine: DbEngine,
  ids: string[],
): Promise<Map<string, QuestionRow>> {
  if (ids.length === 0) return new Map();
  const query = db.selectFrom("questions").selectAll().where("id", "in", ids);
  const rows = await (engine === "postgres" ? query.forKeyShare() : query).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

type ReactionRow = { questionId: string; eventId: string; memberId: string; at: string };
type ReactionKey = { questionId: string; memberId: string };

/**
 * A reaction's insert unless the member's row is there, and its delete: compiled once per table
 * (db/prepared-query.ts). A like's row also carries its minute (migration 0013), by which the
 * report counts likes per minute.
 */
function statementsOf(table: ReactionTable) {
  return {
    insert: prepared<ReactionRow & { minute?: string }>((db) =>
      db
        .insertInto(table)
        .values({
          question_id: slot("questionId"),
          event_id: slot("eventId"),
          member_id: slot("memberId"),
          created_at: slot("at"),
          ...(table === "question_likes" ? { created_minute: slot("minute") } : {}),
        })
        .onConflict((oc) => oc.columns(["question_id", "member_id"]).doNothing()),
    ),
    delete: prepared<ReactionKey>((db) =>
      db.deleteFrom(table).where("question_id", "=", slot("questionId")).where("member_id", "=", slot("memberId")),
    ),
  };
}

const statements = {
  question_likes: statementsOf("question_likes"),
  question_favourites: statementsOf("question_favourites"),
};

/** Inserts the reaction unless it exists; true when a row was added. */
export async function addReaction(
  db: Db,
  table: ReactionTable,
  question: { id: string; eventId: string },
  memberId: string,
  at: string,
): Promise<boolean> {
  const row = { questionId: question.id, eventId: question.eventId, memberId, at, minute: at.slice(0, 16) };
  const result = await statements[table].insert(db, row);
  return Number(result.numAffectedRows ?? 0n) > 0;
}

/** Deletes the reaction if it exists; true when a row was removed. */
export async function removeReaction(
  db: Db,
  table: ReactionTable,
  questionId: string,
  memberId: string,
): Promise<boolean> {
  const result = await statements[table].delete(db, { questionId, memberId });
  return Number(result.numAffectedRows ?? 0n) > 0;
}

/**
 * Moves each question's kept like count (migration 0014) by the likes its rows gained and lost,
 * on the transaction that wrote the rows: one statement for the batch's questions, in the order
 * of their ids, so two batches never wait for each other in a circle.
 */
export async function moveLikeCounts(db: Db, moves: Map<string, number>): Promise<void> {
  const rows = [...moves]
    .filter(([, by]) => by !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([question_id, likes]) => ({ question_id, likes }));
  if (rows.length === 0) return;
  await db
    .insertInto("question_like_counts")
    .values(rows)
    .onConflict((oc) =>
      oc.column("question_id").doUpdateSet((eb) => ({
        likes: eb("question_like_counts.likes", "+", eb.ref("excluded.likes")),
      })),
    )
    .execute();
}
