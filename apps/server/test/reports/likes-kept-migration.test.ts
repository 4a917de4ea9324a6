// Migrations 0013 and 0014 on a database made before them: every existing like gets its minute
// and every question the count of its likes, so the report of an event that ran before them
// reads the same figures as one that ran after.
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { insertHostAndEvents, useDatabaseBefore } from "../support/database-before.ts";

const before = useDatabaseBefore("0013-likes-minute");

describe("migrations 0013 and 0014 (each like's minute, each question's like count)", () => {
  it("fills in the minute of each like and the count of each question's likes", async () => {
    const db = before.db();
    const now = "2030-05-01T10:07:42.123Z";
    await insertHostAndEvents(db, ["e1"], now);
    const question = (id: string) => ({
      id,
      event_id: "e1",
      content: "Why?",
      created_by: "m1",
      creator_name: "Ada",
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto("questions")
      .values([question("q1"), question("q2"), question("q3")])
      .execute();
    const like = (questionId: string, memberId: string, at: string) => ({
      question_id: questionId,
      event_id: "e1",
      member_id: memberId,
      created_at: at,
    });
    await db
      .insertInto("question_likes")
      .values([
        like("q1", "m1", "2030-05-01T10:07:59.999Z"),
        like("q1", "m2", "2030-05-01T10:08:00.000Z"),
        like("q2", "m1", "2030-05-01T10:08:30.000Z"),
      ])
      .execute();
    // A favourite is no like: its question gets no count.
    await db
      .insertInto("question_favourites")
      .values([like("q3", "m1", now)])
      .execute();

    await migrateToLatest(db, before.schema());

    const minutes = await db
      .selectFrom("question_likes")
      .select(["member_id", "question_id", "created_minute"])
      .orderBy("created_at")
      .execute();
    expect(minutes).toEqual([
      { member_id: "m1", question_id: "q1", created_minute: "2030-05-01T10:07" },
      { member_id: "m2", question_id: "q1", created_minute: "2030-05-01T10:08" },
      { member_id: "m1", question_id: "q2", created_minute: "2030-05-01T10:08" },
    ]);
    const counts = await db
      .selectFrom("question_like_counts")
      .select(["question_id", "likes"])
      .orderBy("question_id")
      .execute();
    expect(counts.map((q) => [q.question_id, Number(q.likes)])).toEqual([
      ["q1", 2],
      ["q2", 1],
    ]);
  });
});
