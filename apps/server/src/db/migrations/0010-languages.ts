// Languages (docs/features/languages.md "Server"): an account's language, in which its mail is
// written and which the web app takes at login, and an event's, in which its presenter view shows.
// Both are null until someone chooses one: English mail, and the viewer's own language.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("locale", "text").execute();
  await db.schema.alterTable("events").addColumn("language", "text").execute();
}
