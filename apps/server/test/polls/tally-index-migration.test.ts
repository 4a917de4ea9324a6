// Migration 0016 on a database made before it: a poll's totals (its options' counts and places,
// its words' counts) are read from the two new indexes alone, in their order, with no sort; the
// totals stay what the votes say.
import { testEngine } from "@handraise/test-support";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { optionTallies, wordTallies } from "../../src/features/polls/tally-repository.ts";
import { insertHostAndEvents, useDatabaseBefore } from "../support/database-before.ts";
import { queryPlan } from "../support/query-plan.ts";

const before = useDatabaseBefore("0016-poll-tally-indexes");

/** The totals' queries as tally-repository.ts writes them. */
const OPTION_TOTALS = sql`select option_id, count(*) as votes, sum(position) as position_sum from poll_vote_items
  where poll_id in (${"choice"}) and option_id is not null group by poll_id, option_id`;
/** The same for several polls at once, as a page's polls and the report read them. */
const SEVERAL_POLLS_OPTION_TOTALS = sql`select option_id, count(*) as votes, sum(position) as position_sum
  from poll_vote_items where poll_id in (${"choice"}, ${"ranking"}) and option_id is not null
  group by poll_id, option_id`;
const WORD_TOTALS = sql`select poll_id, word, spelling, count(*) as count from poll_vote_items
  where poll_id in (${"cloud"}) and word is not null group by poll_id, word, spelling`;

const planOf = (db: Kysely<any>, query: RawBuilder<unknown>) => queryPlan(db, query, { withoutBitmaps: true });

describe("migration 0016 (indexes for a poll's totals)", () => {
  it("reads a choice poll's and a word cloud's totals from an index alone, and they stay exact", async () => {
    const db = before.db();
    const now = new Date().toISOString();
    await insertHostAndEvents(db, ["e1"], now);
    await db
      .insertInto("polls")
      .values([
        { id: "choice", event_id: "e1", question: "Tea?", kind: "choice", status: "closed", created_at: now },
        { id: "cloud", event_id: "e1", question: "One word?", kind: "wordcloud", status: "open", created_at: now },
        { id: "ranking", event_id: "e1", question: "Which first?", kind: "ranking", status: "closed", created_at: now },
      ])
      .execute();
    await db
      .insertInto("poll_options")
      .values([
        ...["a", "b", "c"].map((id, position) => ({ id, poll_id: "choice", text: id, position })),
        ...["x", "y"].map((id, position) => ({ id, poll_id: "ranking", text: id, position })),
      ])
      .execute();
    // 600 voters: each chose one option of the choice poll, gave two words to the cloud and ranked
    // the ranking's two options.
    const voters = Array.from({ length: 600 }, (_, i) => `m${i}`);
    const ballots = voters.flatMap((member_id, i) =>
      ["choice", "cloud", "ranking"].map((poll_id) => ({ id: `${poll_id}-${i}`, poll_id, member_id, created_at: now })),
    );
    for (let i = 0; i < ballots.length; i += 200) {
      await db
        .insertInto("poll_votes")
        .values(ballots.slice(i, i + 200))
        .execute();
    }
    const items = voters.flatMap((member_id, i) => [
      { poll_id: "choice", member_id, position: 0, option_id: ["a", "b", "c"][i % 3], word: null, spelling: null },
      { poll_id: "cloud", member_id, position: 0, option_id: null, word: `w${i % 7}`, spelling: `W${i % 7}` },
      { poll_id: "cloud", member_id, position: 1, option_id: null, word: "tea", spelling: "Tea" },
      { poll_id: "ranking", member_id, position: 0, option_id: i % 2 ? "x" : "y", word: null, spelling: null },
      { poll_id: "ranking", member_id, position: 1, option_id: i % 2 ? "y" : "x", word: null, spelling: null },
    ]);
    for (let i = 0; i < items.length; i += 200) {
      await db
        .insertInto("poll_vote_items")
        .values(items.slice(i, i + 200))
        .execute();
    }
    await sql`analyze`.execute(db);
    expect(await planOf(db, WORD_TOTALS)).not.toMatch(/poll_vote_items_word_tally/);

    await migrateToLatest(db, before.schema());

    const options = await planOf(db, OPTION_TOTALS);
    const severalPolls = await planOf(db, SEVERAL_POLLS_OPTION_TOTALS);
    const words = await planOf(db, WORD_TOTALS);
    const plans = `${options}\n${severalPolls}\n${words}`;
    if (testEngine() === "postgres") {
      expect(options).toMatch(/Index Only Scan using poll_vote_items_option_tally/);
      expect(severalPolls).toMatch(/Index Only Scan using poll_vote_items_option_tally/);
      expect(words).toMatch(/Index Only Scan using poll_vote_items_word_tally/);
      expect(plans).not.toMatch(/Sort/);
    } else {
      expect(options).toMatch(/SEARCH poll_vote_items USING COVERING INDEX poll_vote_items_option_tally/);
      expect(severalPolls).toMatch(/SEARCH poll_vote_items USING COVERING INDEX poll_vote_items_option_tally/);
      expect(words).toMatch(/SEARCH poll_vote_items USING COVERING INDEX poll_vote_items_word_tally/);
      expect(plans).not.toMatch(/TEMP B-TREE/);
    }
    const byOption = Object.fromEntries((await optionTallies(db, ["choice"])).map((t) => [t.optionId, t.votes]));
    expect(byOption).toEqual({ a: 200, b: 200, c: 200 });
    // Several polls in one read: each option its own voters and places (x first for half of them).
    const both = await optionTallies(db, ["choice", "ranking"]);
    expect(Object.fromEntries(both.map((t) => [t.optionId, [t.votes, t.positionSum]]))).toEqual({
      a: [200, 0],
      b: [200, 0],
      c: [200, 0],
      x: [600, 300],
      y: [600, 300],
    });
    const cloud = await wordTallies(db, ["cloud"]);
    expect(cloud.find((t) => t.word === "tea")?.count).toBe(600);
    expect(cloud.reduce((sum, t) => sum + t.count, 0)).toBe(1200);
  });
});
