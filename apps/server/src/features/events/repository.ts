// The only place the events feature speaks SQL about events (their spotlight too), their hosts
// and their members (the guest registry: guest-repository.ts; the caller's standing:
// access-repository.ts). Every function takes the executor, so services choose the transaction.
import type { Kysely, Transaction } from "kysely";
import type { DbEngine } from "../../db/connect.ts";
import type { Database, EventHostsTable, EventMembersTable, EventsTable } from "../../db/tables.ts";

export type Executor = Kysely<Database> | Transaction<Database>;

export async function findEvent(db: Executor, eventId: string): Promise<EventsTable | undefined> {
  return db.selectFrom("events").selectAll().where("id", "=", eventId).executeTakeFirst();
}

/**
 * Reads the event and, on PostgreSQL, locks its row until the transaction ends, so joins into
 * one event queue behind each other. SQLite runs one write transaction at a time already.
 */
export async function lockEvent(trx: Transaction<Database>, engine: DbEngine, eventId: string) {
  const query = trx.selectFrom("events").selectAll().where("id", "=", eventId);
  return (engine === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertEvent(db: Executor, row: EventsTable): Promise<void> {
  await db.insertInto("events").values(row).execute();
}

export async function updateEventRow(db: Executor, eventId: string, changes: Partial<EventsTable>): Promise<void> {
  await db.updateTable("events").set(changes).where("id", "=", eventId).execute();
}

/** Questions, polls, hosts and members go with the event through their foreign keys. */
export async function deleteEventRow(db: Executor, eventId: string): Promise<void> {
  await db.deleteFrom("events").where("id", "=", eventId).execute();
}

export async function insertHost(db: Executor, row: EventHostsTable): Promise<void> {
  await db.insertInto("event_hosts").values(row).execute();
}

/** The event with this join code (already normalised to upper case). */
export async function findEventByCode(db: Executor, code: string): Promise<EventsTable | undefined> {
  return db.selectFrom("events").selectAll().where("code", "=", code).executeTakeFirst();
}

/** The position after the event's last host, so co-hosts are listed in the order they were added. */
export async function nextHostPosition(db: Executor, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("event_hosts")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Removes a host; false when the account did not host the event. */
export async function deleteHost(db: Executor, eventId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("event_hosts")
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Hosts with the name their account has now: a rename on the profile shows on every event at
 * once. The stored host_name (the name when the host was added) only stands in for an account
 * that is gone.
 */
export async function hostsOf(db: Executor, eventIds: readonly string[]): Promise<EventHostsTable[]> {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom("event_hosts")
    .leftJoin("users", "users.id", "event_hosts.user_id")
    .select((eb) => [
      "event_hosts.event_id",
      "event_hosts.user_id",
      "event_hosts.position",
      eb.fn.coalesce("users.display_name", "event_hosts.host_name").as("host_name"),
    ])
    .where("event_hosts.event_id", "in", eventIds)
    .orderBy("event_hosts.position")
    .orderBy("event_hosts.user_id")
    .execute();
}

export async function membersOf(db: Executor, eventIds: readonly string[]): Promise<EventMembersTable[]> {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom("event_members")
    .selectAll()
    .where("event_id", "in", eventIds)
    .orderBy("joined_at")
    .orderBy("id")
    .execute();
}

/**
 * How many questions each event holds, as its question limit counts them (every row, hidden and
 * awaiting ones too, a removed person's not): one grouped query for a page of events.
 */
export async function questionCountsOf(db: Executor, eventIds: readonly string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("questions")
    .select((eb) => ["event_id", eb.fn.countAll<number | string | bigint>().as("count")])
    .where("event_id", "in", eventIds)
    // A removed person's questions no longer count (docs/features/moderation.md), as in the ask's own count.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("event_bans")
            .select("event_bans.id")
            .whereRef("event_bans.event_id", "=", "questions.event_id")
            .whereRef("event_bans.member_id", "=", "questions.created_by"),
        ),
      ),
    )
    .groupBy("event_id")
    .execute();
  return new Map(rows.map((row) => [row.event_id, Number(row.count)]));
}

export async function eventsHostedBy(db: Executor, userId: string): Promise<EventsTable[]> {
  return db
    .selectFrom("events")
    .selectAll("events")
    .innerJoin("event_hosts", "event_hosts.event_id", "events.id")
    .where("event_hosts.user_id", "=", userId)
    .orderBy("events.created_at")
    .orderBy("events.id")
    .execute();
}

export async function eventsJoinedBy(db: Executor, userId: string): Promise<EventsTable[]> {
  return db
    .selectFrom("events")
    .selectAll("events")
    .innerJoin("event_members", "event_members.event_id", "events.id")
    .where("event_members.user_id", "=", userId)
    .orderBy("event_members.joined_at")
    .orderBy("events.id")
    .execute();
}

export async function countMembers(db: Executor, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("event_members")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("event_id", "=", eventId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findAccountMember(db: Executor, eventId: string, userId: string) {
  return db
    .selectFrom("event_members")
    .select("id")
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function findGuestMember(db: Executor, eventId: string, guestId: string) {
  return db
    .selectFrom("event_members")
    .select("id")
    .where("event_id", "=", eventId)
    .where("guest_id", "=", guestId)
    .executeTakeFirst();
}

export async function isHostOf(db: Executor, eventId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("event_hosts")
    .select("user_id")
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertMember(db: Executor, row: EventMembersTable): Promise<void> {
  await db.insertInto("event_members").values(row).execute();
}

export async function creatorIsPro(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom("users").select("is_pro").where("id", "=", userId).executeTakeFirst();
  return row?.is_pro === 1;
}

/** Whether a host removed this member (account or guest) from the event (docs/features/moderation.md). */
export async function isBanned(db: Executor, eventId: string, memberId: string): Promise<boolean> {
  const row = await db
    .selectFrom("event_bans")
    .select("id")
    .where("event_id", "=", eventId)
    .where("member_id", "=", memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes the question the one answered now, in one statement that also checks the question is
 * shown to the audience (not hidden, not awaiting review) at that moment; false when it is not.
 */
export async function setSpotlight(db: Executor, eventId: string, questionId: string): Promise<boolean> {
  const result = await db
    .updateTable("events")
    .set({ spotlight_question_id: questionId })
    .where("id", "=", eventId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("questions")
          .select("questions.id")
          .where("questions.id", "=", questionId)
          .where("questions.event_id", "=", eventId)
          .where("questions.hidden", "=", 0)
          .where("questions.awaiting_review", "=", 0),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Clears the spotlight if it is on this question; true when it was. */
export async function clearSpotlight(db: Executor, eventId: string, questionId: string): Promise<boolean> {
  const result = await db
    .updateTable("events")
    .set({ spotlight_question_id: null })
    .where("id", "=", eventId)
    .where("spotlight_question_id", "=", questionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
