// Deleted accounts (docs/features/accounts.md "Deleting an account"): the ids they held are kept as
// retired, so no guest can ever claim one, and their remaining questions are marked as from a
// deleted account, without the name they were asked with.
//
// Before this migration a deletion left nothing behind: an author that is neither an account nor
// a registered guest is a deleted account (guests are never deleted), and so is a member id of a
// like, favourite or vote that is neither.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("retired_member_ids")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("retired_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("questions")
    .addColumn("author_deleted", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  const now = new Date().toISOString();
  const unknown = (column: string) =>
    sql.raw(`${column} not in (select id from users) and ${column} not in (select id from guests)`);
  await sql`
    insert into retired_member_ids (id, retired_at)
    select distinct member_id, ${now} from (
      select created_by as member_id from questions
      union select member_id from question_likes
      union select member_id from question_favourites
      union select member_id from poll_votes
    ) as ids
    where ${unknown("member_id")}
    on conflict (id) do nothing
  `.execute(db);
  await sql`
    update questions set author_deleted = 1, creator_name = ''
    where ${unknown("created_by")}
  `.execute(db);
}
