// SQL of the event's report (docs/features/reports.md): each figure an aggregate query over
// indexed columns (an event's members, questions, likes, polls and ballots), never its rows
// loaded to be counted. Times are ISO 8601 text in both engines, so a minute is the text's first
// 16 characters ("2030-01-01T10:07"); the likes, the most numerous, keep theirs in a column of
// their own (migration 0013).
import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";

export type MinuteCount = { minute: string; count: number };
const minuteOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 16)`;
const count = (value: unknown) => Number(value ?? 0);

/** Accounts and guests that joined the event; its hosts are not counted. */
export async function participantCounts(db: Db, eventId: string): Promise<{ members: number; guests: number }> {
  const row = await db
    .selectFrom("event_members")
    .select((eb) => [eb.fn.count<number>("user_id").as("members"), eb.fn.count<number>("guest_id").as("guests")])
    .where("event_id", "=", eventId)
    .where((eb) =>
      eb.or([
        eb("user_id", "is", null),
        eb("user_id", "not in", eb.selectFrom("event_hosts").select("user_id").where("event_id", "=", eventId)),
      ]),
    )
    .executeTakeFirst();
  return { members: count(row?.members), guests: count(row?.guests) };
}

export async function questionCounts(db: Db, eventId: string) {
  const flagged = (column: "hidden" | "awaiting_review" | "anonymous") =>
    sql<number>`sum(case when ${sql.ref(column)} = 1 then 1 else 0 end)`;
  const [row, askers] = await Promise.all([
    db
      .selectFrom("questions")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        sql<number>`sum(case when status = 'answered' then 1 else 0 end)`.as("answered"),
        flagged("hidden").as("hidden"),
        flagged("awaiting_review").as("awaitingReview"),
        flagged("anonymous").as("anonymous"),
      ])
      .where("event_id", "=", eventId)
      .executeTakeFirst(),
    askerCount(db, eventId),
  ]);
  return {
    total: count(row?.total),
    answered: count(row?.answered),
    hidden: count(row?.hidden),
    awaitingReview: count(row?.awaitingReview),
    anonymous: count(row?.anonymous),
    askers,
  };
}

/**
 * People who asked at least one question. A query of its own, over the questions' index by event
 * and asker alone, already in the askers' order: counted with the other figures, each of the
 * event's questions went through a sort to be made distinct (half of those figures' time).
 */
export async function askerCount(db: Db, eventId: string): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb.selectFrom("questions").select("created_by").distinct().where("event_id", "=", eventId).as("asking"),
    )
    .select((eb) => eb.fn.countAll<number>().as("askers"))
    .executeTakeFirst();
  return count(row?.askers);
}

/** Distinct voters over the event's polls: one person voting in three polls is one voter. */
export async function voterCount(db: Db, eventId: string): Promise<number> {
  // The voters made distinct first, then counted: PostgreSQL hashes them so, where count(distinct)
  // sorts them (half the time for 6,000 ballots).
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("poll_votes")
        .innerJoin("polls", "polls.id", "poll_votes.poll_id")
        .select("poll_votes.member_id")
        .distinct()
        .where("polls.event_id", "=", eventId)
        .as("voting"),
    )
    .select((eb) => eb.fn.countAll<number>().as("voters"))
    .executeTakeFirst();
  return count(row?.voters);
}

/** Joins, questions, likes and ballots per minute (minutes without any are absent). */
export async function activityByMinute(db: Db, eventId: string) {
  const grouped = async (
    query: Promise<Array<{ minute: string; count: number | string | bigint }>>,
  ): Promise<MinuteCount[]> => (await query).map((row) => ({ minute: row.minute, count: count(row.count) }));
  const [joins, questions, likes, votes] = await Promise.all([
    grouped(
      db
        .selectFrom("event_members")
        .select((eb) => [minuteOf("joined_at").as("minute"), eb.fn.countAll<number>().as("count")])
        .where("event_id", "=", eventId)
        .groupBy(minuteOf("joined_at"))
        .execute(),
    ),
    grouped(
      db
        .selectFrom("questions")
        .select((eb) => [minuteOf("created_at").as("minute"), eb.fn.countAll<number>().as("count")])
        .where("event_id", "=", eventId)
        .groupBy(minuteOf("created_at"))
        .execute(),
    ),
    grouped(
      db
        .selectFrom("question_likes")
        .select((eb) => ["created_minute as minute", eb.fn.countAll<number>().as("count")])
        .where("event_id", "=", eventId)
        .groupBy("created_minute")
        .execute(),
    ),
    grouped(
      db
        .selectFrom("poll_votes")
        .innerJoin("polls", "polls.id", "poll_votes.poll_id")
        .select((eb) => [minuteOf("poll_votes.created_at").as("minute"), eb.fn.countAll<number>().as("count")])
        .where("polls.event_id", "=", eventId)
        .groupBy(minuteOf("poll_votes.created_at"))
        .execute(),
    ),
  ]);
  return { joins, questions, likes, votes };
}

/**
 * The most liked questions the audience saw (not hidden, not awaiting review), most liked first,
 * ties to the question asked first. Ranked by the count each question keeps (migration 0014),
 * from the event's index of its questions, which holds all the ranking reads (migration 0017):
 * only the ten ranked first are then read whole, never the event's likes.
 */
export async function mostLikedQuestions(db: Db, eventId: string, limit: number) {
  const ranked = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("questions")
        .leftJoin("question_like_counts as counted", "counted.question_id", "questions.id")
        .select((inner) => [
          "questions.id",
          "questions.created_at",
          inner.fn.coalesce("counted.likes", inner.lit(0)).as("likes"),
        ])
        .where("questions.event_id", "=", eventId)
        .where("questions.hidden", "=", 0)
        .where("questions.awaiting_review", "=", 0)
        .orderBy("likes", "desc")
        .orderBy("questions.created_at", "asc")
        .orderBy("questions.id", "asc")
        .limit(limit)
        .as("top"),
    )
    .innerJoin("questions", "questions.id", "top.id")
    .select(["top.id", "top.likes", "questions.content", "questions.status"])
    .orderBy("top.likes", "desc")
    .orderBy("top.created_at", "asc")
    .orderBy("top.id", "asc")
    .execute();
  return ranked.map((row) => ({
    _id: row.id,
    content: row.content,
    likes: count(row.likes),
    answered: row.status === "answered",
  }));
}
