// The only SQL of payments: the user's Stripe customer and plan, subscriptions as last read
// from Stripe, processed Stripe event ids, and payment records.
import type { Kysely } from "kysely";
import type { Db } from "../../db/connect.ts";
import type { Database, PaymentsTable, SubscriptionsTable, UsersTable } from "../../db/tables.ts";

type Executor = Db | Kysely<Database>;

export type UserPlan = Pick<UsersTable, "is_pro" | "plan" | "plan_status" | "plan_end_date">;
export type PaymentWithPayer = PaymentsTable & { payer_id: string | null; payer_email: string | null };

export function findUser(db: Executor, userId: string): Promise<UsersTable | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
}

export function findUserByCustomer(db: Executor, customerId: string): Promise<UsersTable | undefined> {
  return db.selectFrom("users").selectAll().where("stripe_customer_id", "=", customerId).executeTakeFirst();
}

/** Keeps the first customer a user gets; answers the one now stored (another request may have won). */
export async function claimCustomer(db: Executor, userId: string, customerId: string): Promise<string | undefined> {
  await db
    .updateTable("users")
    .set({ stripe_customer_id: customerId })
    .where("id", "=", userId)
    .where("stripe_customer_id", "is", null)
    .execute();
  const user = await findUser(db, userId);
  return user?.stripe_customer_id ?? undefined;
}

/** Whether this Stripe event id was applied already (read before asking Stripe for its objects). */
export async function isEventProcessed(db: Executor, id: string): Promise<boolean> {
  const seen = await db.selectFrom("stripe_events").select("id").where("id", "=", id).executeTakeFirst();
  return seen !== undefined;
}

/** True the first time an event id is seen; false for a repeated delivery. */
export async function markEventProcessed(db: Executor, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insertInto("stripe_events")
    .values({ id, type, received_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findSubscription(db: Executor, id: string): Promise<SubscriptionsTable | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function saveSubscription(db: Executor, row: SubscriptionsTable): Promise<void> {
  const { id, ...rest } = row;
  await db
    .insertInto("subscriptions")
    .values(row)
    .onConflict((oc) => oc.column("id").doUpdateSet(rest))
    .execute();
}

export function subscriptionsOfUser(db: Executor, userId: string): Promise<SubscriptionsTable[]> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .execute();
}

export async function setUserPlan(db: Executor, userId: string, plan: UserPlan): Promise<void> {
  await db.updateTable("users").set(plan).where("id", "=", userId).execute();
}

/** Stores a payment record once per invoice id; true when this call stored it, false when it was there. */
export async function savePayment(db: Executor, row: PaymentsTable): Promise<boolean> {
  const inserted = await db
    .insertInto("payments")
    .values(row)
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Payment records with their payer, if the payer still exists; newest first. */
export function paymentsOfUser(db: Executor, userId: string): Promise<PaymentWithPayer[]> {
  return paymentsWithPayer(db).where("payments.user_id", "=", userId).execute();
}

/** Every record of one invoice id list, payer or not: for support tools and tests, not for callers. */
export function unsafePaymentsByIds(db: Executor, ids: string[]): Promise<PaymentWithPayer[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return paymentsWithPayer(db).where("payments.id", "in", ids).execute();
}

function paymentsWithPayer(db: Executor) {
  return db
    .selectFrom("payments")
    .leftJoin("users", "users.id", "payments.user_id")
    .selectAll("payments")
    .select(["users.id as payer_id", "users.email as payer_email"])
    .orderBy("payments.created_at", "desc")
    .orderBy("payments.id", "desc");
}
