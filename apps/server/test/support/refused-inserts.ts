// A database that refuses one person's rows (a trigger), as a broken row would: the batch tests
// check that such a refusal fails only its own request.
import type { TestServer } from "@handraise/test-support";
import { sql } from "kysely";

/** The tables a batch inserts into, with the column that names the person of each row. */
const PERSON_COLUMN = { question_likes: "member_id", questions: "created_by" } as const;
type RefusedTable = keyof typeof PERSON_COLUMN;

const triggerName = (table: RefusedTable) => `refuse_${table}`;

/** From now on the database refuses any row of `table` by this member. */
export async function refuseInsertsOf(target: TestServer, table: RefusedTable, memberId: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/.test(memberId)) throw new Error(`not an id: ${memberId}`);
  const db = target.ctx.db;
  const name = triggerName(table);
  const column = PERSON_COLUMN[table];
  if (target.engine === "sqlite") {
    await sql
      .raw(
        `create trigger ${name} before insert on ${table} when new.${column} = '${memberId}'
         begin select raise(abort, 'row refused'); end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create or replace function ${name}() returns trigger language plpgsql as $$
       begin raise exception 'row refused'; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name} before insert on ${table}
       for each row when (new.${column} = '${memberId}') execute function ${name}()`,
    )
    .execute(db);
}

/** The database takes every row of `table` again. */
export async function allowInserts(target: TestServer, table: RefusedTable): Promise<void> {
  const name = triggerName(table);
  if (target.engine === "sqlite") await sql.raw(`drop trigger if exists ${name}`).execute(target.ctx.db);
  else await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(target.ctx.db);
}
