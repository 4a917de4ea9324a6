// The live room (docs/features/questions.md): join codes, the question being answered now, moderation
// before publishing, anonymous questions and host replies. One column per statement, since
// SQLite adds one column at a time.
//
// Existing events get a join code here, keep publishing questions at once (moderation off) and
// do not take anonymous questions until their host allows them: their audience joined a room
// where every question carried a name. New events allow anonymous questions (service.ts).
import { randomBytes } from "node:crypto";
import { JOIN_CODE_LENGTH, joinCodeFrom } from "@handraise/contract";
import type { Kysely } from "kysely";

type Columns = [name: string, type: "text" | "integer", notNullDefault?: number][];

const EVENT_COLUMNS: Columns = [
  ["code", "text"],
  ["spotlight_question_id", "text"],
  ["moderate_questions", "integer", 0],
  ["allow_anonymous", "integer", 0],
];

const QUESTION_COLUMNS: Columns = [
  ["awaiting_review", "integer", 0],
  ["anonymous", "integer", 0],
  ["reply_text", "text"],
  ["reply_host_name", "text"],
  ["reply_at", "text"],
];

async function addColumns(db: Kysely<unknown>, table: string, columns: Columns): Promise<void> {
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(name, type, (c) => (fallback === undefined ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, "events", EVENT_COLUMNS);
  await addColumns(db, "questions", QUESTION_COLUMNS);

  // A code for every existing event, distinct from every other (codes are never reused).
  const events = db as unknown as Kysely<{ events: { id: string; code: string | null } }>;
  const rows = await events.selectFrom("events").select("id").execute();
  const taken = new Set<string>();
  for (const row of rows) {
    let code = "";
    while (code.length !== JOIN_CODE_LENGTH || taken.has(code)) code = joinCodeFrom(randomBytes(16));
    taken.add(code);
    await events.updateTable("events").set({ code }).where("id", "=", row.id).execute();
  }
  await db.schema.createIndex("events_code").on("events").column("code").unique().execute();
}
