// Migration 0007 on a database made before it: existing polls become open multiple-choice polls
// with their results shown, and each existing vote a ballot with its one option, still counted.
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { useDatabaseBefore } from "../support/database-before.ts";

const before = useDatabaseBefore("0007-polls");

describe("migration 0007 (polls)", () => {
  it("keeps every poll and vote, as an open choice poll and one ballot per voter", async () => {
    const db = before.db();
    const now = new Date().toISOString();
    await db
      .insertInto("users")
      .values({ id: "host", email: "h@example.test", display_name: "Host", password_hash: "x", created_at: now })
      .execute();
    await db
      .insertInto("events")
      .values({
        id: "e1",
        title: "Old event",
        date: now,
        max_members: 10,
        max_polls: 1,
        max_questions: 5,
        created_by: "host",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.insertInto("polls").values({ id: "p1", event_id: "e1", question: "Tea?", created_at: now }).execute();
    await db
      .insertInto("poll_options")
      .values([
        { id: "o1", poll_id: "p1", text: "Yes", position: 0 },
        { id: "o2", poll_id: "p1", text: "No", position: 1 },
      ])
      .execute();
    await db
      .insertInto("poll_votes")
      .values([
        { poll_id: "p1", member_id: "m1", option_id: "o1", created_at: now },
        { poll_id: "p1", member_id: "m2", option_id: "o2", created_at: now },
      ])
      .execute();

    await migrateToLatest(db, before.schema());

    const poll = await db.selectFrom("polls").selectAll().executeTakeFirstOrThrow();
    expect(poll).toMatchObject({ kind: "choice", status: "open", results_shown: 1, settings: "{}", opened_at: now });
    const ballots = await db.selectFrom("poll_votes").select(["poll_id", "member_id"]).orderBy("member_id").execute();
    expect(ballots).toEqual([
      { poll_id: "p1", member_id: "m1" },
      { poll_id: "p1", member_id: "m2" },
    ]);
    const items = await db
      .selectFrom("poll_vote_items")
      .select(["member_id", "option_id", "position"])
      .orderBy("member_id")
      .execute();
    expect(items).toEqual([
      { member_id: "m1", option_id: "o1", position: 0 },
      { member_id: "m2", option_id: "o2", position: 0 },
    ]);
  });
});
