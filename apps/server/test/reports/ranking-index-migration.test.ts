// Migration 0017 on a database made before it: the report ranks an event's most liked questions
// from the index of the event's questions alone (it now holds whether each is hidden or awaiting
// review, and its id), reading only the ten it keeps whole; it counts the askers from an index,
// in their order, without a sort; and the ranking stays what the likes say, ties to the question
// asked first.
import { testEngine } from "@handraise/test-support";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { askerCount, mostLikedQuestions } from "../../src/features/reports/report-repository.ts";
import { insertHostAndEvents, useDatabaseBefore } from "../support/database-before.ts";
import { queryPlan } from "../support/query-plan.ts";

const before = useDatabaseBefore("0017-questions-event-ranking");

/** The ranking step of the most liked questions, as report-repository.ts writes it. */
const RANKING = sql`select questions.id, questions.created_at, coalesce(counted.likes, 0) as likes
  from questions left join question_like_counts as counted on counted.question_id = questions.id
  where questions.event_id = ${"hall"} and questions.hidden = 0 and questions.awaiting_review = 0
  order by likes desc, questions.created_at asc, questions.id asc limit 10`;
/** The askers, as report-repository.ts counts them. */
const ASKERS = sql`select count(*) as askers from (select distinct created_by from questions
  where event_id = ${"hall"}) as asking`;

describe("migration 0017 (the report's ranking from the index of an event's questions)", () => {
  it("ranks from the index alone and counts the askers without a sort; the ranking stays exact", async () => {
    const db = before.db();
    await insertHostAndEvents(db, ["hall"], "2030-05-01T10:00:00.000Z");
    // 600 questions of 60 askers, a second apart; every tenth hidden, every 15th awaiting review.
    const at = (i: number) => new Date(Date.parse("2030-05-01T10:00:00.000Z") + i * 1_000).toISOString();
    const questions = Array.from({ length: 600 }, (_, i) => ({
      id: `q${String(i).padStart(3, "0")}`,
      event_id: "hall",
      content: `Question ${i}?`,
      created_by: `m${i % 60}`,
      creator_name: "Ada",
      hidden: i % 10 === 9 ? 1 : 0,
      awaiting_review: i % 15 === 14 ? 1 : 0,
      created_at: at(i),
      updated_at: at(i),
    }));
    // Two questions asked in the same millisecond: the one with the lower id ranks first.
    questions[101] = { ...(questions[101] as (typeof questions)[number]), created_at: at(100) };
    for (let i = 0; i < questions.length; i += 200) {
      await db
        .insertInto("questions")
        .values(questions.slice(i, i + 200))
        .execute();
    }
    // Likes kept per question (migration 0014): q050 the most liked, then a three-way tie at 7
    // (q100, q101 asked at the same moment, q300), a hidden q009 and a q014 awaiting review with more.
    const counts: Record<string, number> = { q050: 9, q300: 7, q101: 7, q100: 7, q009: 20, q014: 20, q200: 3 };
    for (const [i, question] of questions.entries()) counts[question.id] ??= i % 3 === 0 ? 1 : 0;
    await db
      .insertInto("question_like_counts")
      .values(
        Object.entries(counts)
          .filter(([, likes]) => likes > 0)
          .map(([question_id, likes]) => ({ question_id, likes })),
      )
      .execute();
    await sql`analyze`.execute(db);

    await migrateToLatest(db, before.schema());
    // PostgreSQL reads an index alone once its table's pages are marked all-visible, which
    // autovacuum does in service (the migration gave both engines the index's statistics).
    if (testEngine() === "postgres") await sql`vacuum questions`.execute(db);

    const ranking = await queryPlan(db, RANKING, { withoutBitmaps: true });
    const askers = await queryPlan(db, ASKERS, { withoutBitmaps: true });
    if (testEngine() === "postgres") {
      expect(ranking).toMatch(/Index Only Scan using questions_event on questions/);
      expect(askers).toMatch(/Index Only Scan using questions_idempotency_unique/);
      expect(askers).not.toMatch(/Sort/);
    } else {
      expect(ranking).toMatch(/SEARCH questions USING COVERING INDEX questions_event \(event_id=\?/);
      expect(askers).toMatch(/SEARCH questions USING COVERING INDEX \S+ \(event_id=\?\)/);
      expect(askers).not.toMatch(/TEMP B-TREE/);
    }

    const top = await mostLikedQuestions(db, "hall", 10);
    expect(top.map((q) => [q._id, q.likes])).toEqual([
      ["q050", 9],
      ["q100", 7],
      ["q101", 7],
      ["q300", 7],
      ["q200", 3],
      ["q000", 1],
      ["q003", 1],
      ["q006", 1],
      ["q012", 1],
      ["q015", 1],
    ]);
    expect(top[0]).toEqual({ _id: "q050", content: "Question 50?", likes: 9, answered: false });
    expect(await askerCount(db, "hall")).toBe(60);
  });
});
