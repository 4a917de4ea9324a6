// A counter per event, bumped in the same step as any change to its questions, likes or
// favourites. The question list is cached per event under it (features/questions/list-cache.ts):
// every instance reads the counter with the event row it already loads for the access check, so
// a change made through any instance retires every instance's cached list at once.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("events")
    .addColumn("questions_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
