// SQL of the accounts feature: users, their password-reset links, and the removal of what a
// deleted account leaves behind in tables other features own.
import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import type { PasswordResetsTable, UsersTable } from "../../db/tables.ts";

/** A Kysely handle or a transaction on it. */
type Runner = Db;

export type NewUser = Pick<
  UsersTable,
  "id" | "email" | "display_name" | "company_name" | "password_hash" | "locale" | "created_at"
>;
export type UserChanges = Partial<
  Pick<UsersTable, "email" | "display_name" | "company_name" | "password_hash" | "locale">
>;

export function findUserById(db: Runner, id: string): Promise<UsersTable | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** `email` must already be normalised (trimmed, lower-case): that is how it is stored. */
export function findUserByEmail(db: Runner, email: string): Promise<UsersTable | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function insertUser(db: Runner, user: NewUser): Promise<void> {
  // A new account starts on the free plan with no payment history.
  await db
    .insertInto("users")
    .values({
      ...user,
      token_version: 0,
      is_pro: 0,
      plan: "individual",
      plan_status: "free",
      plan_end_date: null,
      stripe_customer_id: null,
    })
    .execute();
}

export async function updateUser(
  db: Runner,
  id: string,
  changes: UserChanges,
  options: { revokeTokens: boolean },
): Promise<void> {
  let query = db.updateTable("users").where("id", "=", id);
  if (Object.keys(changes).length > 0) query = query.set(changes);
  if (options.revokeTokens) query = query.set((eb) => ({ token_version: eb("token_version", "+", 1) }));
  if (Object.keys(changes).length === 0 && !options.revokeTokens) return;
  await query.execute();
}

/**
 * Removes an account and what only it owned: the events it created (their hosts, members,
 * questions and polls follow by cascade), its host and member rows in others' events, and its
 * reset links (cascade). Payments stay, with no user, so receipts survive as 'User deleted'.
 * Its questions in others' events stay, marked as from a deleted account and without its name;
 * its id is retired, so nobody (no guest) can ever act under it again.
 * These tables belong to other features; this is the one place accounts writes to them.
 */
export async function deleteUserAndOwnedRows(db: Runner, userId: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("retired_member_ids")
    .values({ id: userId, retired_at: now })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await db
    .updateTable("questions")
    .set({ author_deleted: 1, creator_name: "" })
    .where("created_by", "=", userId)
    .execute();
  // A change of those events' questions, in the same transaction: their cached lists are retired
  // with it (docs/features/questions.md "One change, one transaction"), or they would keep the name.
  await db
    .updateTable("events")
    .set({ questions_version: sql<number>`questions_version + 1` })
    .where("id", "in", (eb) => eb.selectFrom("questions").select("event_id").where("created_by", "=", userId))
    .execute();
  await db.deleteFrom("event_hosts").where("user_id", "=", userId).execute();
  await db.deleteFrom("event_members").where("user_id", "=", userId).execute();
  await db.deleteFrom("events").where("created_by", "=", userId).execute();
  await db.updateTable("payments").set({ user_id: null }).where("user_id", "=", userId).execute();
  await db.updateTable("subscriptions").set({ user_id: null }).where("user_id", "=", userId).execute();
  await db.deleteFrom("users").where("id", "=", userId).execute();
}

export function eventIdsCreatedBy(db: Runner, userId: string): Promise<string[]> {
  return db
    .selectFrom("events")
    .select("id")
    .where("created_by", "=", userId)
    .execute()
    .then((rows) => rows.map((row) => row.id));
}

// Password-reset links: only a SHA-256 of the token is stored.

export async function replaceResetLinks(db: Runner, link: PasswordResetsTable): Promise<void> {
  // A newer link kills every older one of the same account.
  await db.deleteFrom("password_resets").where("user_id", "=", link.user_id).execute();
  await db.insertInto("password_resets").values(link).execute();
}

export function findResetLink(db: Runner, tokenHash: string): Promise<PasswordResetsTable | undefined> {
  return db.selectFrom("password_resets").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

/** Marks a link used; false when someone else used it first (the link works once, even under a race). */
export async function markResetLinkUsed(db: Runner, id: string, usedAt: string): Promise<boolean> {
  const result = await db
    .updateTable("password_resets")
    .set({ used_at: usedAt })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteOtherResetLinks(db: Runner, userId: string, keepId: string): Promise<void> {
  await db.deleteFrom("password_resets").where("user_id", "=", userId).where("id", "!=", keepId).execute();
}
