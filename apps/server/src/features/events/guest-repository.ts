// The guest registry: a guest id is registered with its name at its first join, and never
// taken by an id that is or was an account's. SQL only; membership-service.ts holds the rules.
import type { GuestsTable } from "../../db/tables.ts";
import type { Executor } from "./repository.ts";

export async function findGuest(db: Executor, guestId: string): Promise<GuestsTable | undefined> {
  return db.selectFrom("guests").selectAll().where("id", "=", guestId).executeTakeFirst();
}

/**
 * Whether this id is or was an account's: a guest may never take it as its own. Every member or
 * author id is an account's, a registered guest's (which needs its guest token) or a deleted
 * account's, kept in retired_member_ids.
 */
export async function isAccountId(db: Executor, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", id)
    .union(db.selectFrom("retired_member_ids").select("id").where("id", "=", id))
    .executeTakeFirst();
  return Boolean(row);
}

/** Registers a guest id; false when it was registered already (by this or a concurrent call). */
export async function registerGuest(db: Executor, row: GuestsTable): Promise<boolean> {
  const result = await db
    .insertInto("guests")
    .values(row)
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function renameGuest(db: Executor, guestId: string, name: string): Promise<void> {
  await db.updateTable("guests").set({ name }).where("id", "=", guestId).execute();
}
