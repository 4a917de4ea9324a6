// The only place bans speak SQL: the removed people of an event, and what a removal takes away
// (the member's place, the visibility of their questions, the spotlight on one of them).
import type { Kysely, Transaction } from "kysely";
import type { Database, EventBansTable } from "../../db/tables.ts";

type Executor = Kysely<Database> | Transaction<Database>;

export function bansOf(db: Executor, eventId: string): Promise<EventBansTable[]> {
  return db
    .selectFrom("event_bans")
    .selectAll()
    .where("event_id", "=", eventId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

export function findBan(db: Executor, eventId: string, banId: string): Promise<EventBansTable | undefined> {
  return db
    .selectFrom("event_bans")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("id", "=", banId)
    .executeTakeFirst();
}

export function banOfMember(db: Executor, eventId: string, memberId: string): Promise<EventBansTable | undefined> {
  return db
    .selectFrom("event_bans")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("member_id", "=", memberId)
    .executeTakeFirst();
}

export async function insertBan(db: Executor, row: EventBansTable): Promise<void> {
  await db.insertInto("event_bans").values(row).execute();
}

export async function deleteBan(db: Executor, banId: string): Promise<boolean> {
  const result = await db.deleteFrom("event_bans").where("id", "=", banId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A question of the event, with what a ban needs of it. */
export function questionOfEvent(db: Executor, eventId: string, questionId: string) {
  return db
    .selectFrom("questions")
    .select(["id", "created_by", "creator_name", "anonymous"])
    .where("event_id", "=", eventId)
    .where("id", "=", questionId)
    .executeTakeFirst();
}

/**
 * The name under which a member id is known in the event: its membership (a guest's name, or
 * the account's), else its latest named question; undefined when the id has no part in it.
 */
export async function nameInEvent(db: Executor, eventId: string, memberId: string): Promise<string | undefined> {
  const member = await db
    .selectFrom("event_members")
    .leftJoin("users", "users.id", "event_members.user_id")
    .select(["event_members.guest_name", "users.display_name"])
    .where("event_members.event_id", "=", eventId)
    .where((eb) => eb.or([eb("event_members.user_id", "=", memberId), eb("event_members.guest_id", "=", memberId)]))
    .executeTakeFirst();
  if (member) return member.guest_name ?? member.display_name ?? "";
  const asked = await db
    .selectFrom("questions")
    .select("creator_name")
    .where("event_id", "=", eventId)
    .where("created_by", "=", memberId)
    .where("anonymous", "=", 0)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (asked) return asked.creator_name;
  const anyQuestion = await db
    .selectFrom("questions")
    .select("id")
    .where("event_id", "=", eventId)
    .where("created_by", "=", memberId)
    .executeTakeFirst();
  return anyQuestion ? "" : undefined;
}

export async function isHostOf(db: Executor, eventId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("event_hosts")
    .select("user_id")
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Frees the member's place. */
export async function removeMembership(db: Executor, eventId: string, memberId: string): Promise<void> {
  await db
    .deleteFrom("event_members")
    .where("event_id", "=", eventId)
    .where((eb) => eb.or([eb("user_id", "=", memberId), eb("guest_id", "=", memberId)]))
    .execute();
}

/** Hides the member's questions in the event; answers the ids of those that were shown until now. */
export async function hideQuestionsOf(
  db: Executor,
  eventId: string,
  memberId: string,
  updatedAt: string,
): Promise<string[]> {
  const shown = await db
    .selectFrom("questions")
    .select("id")
    .where("event_id", "=", eventId)
    .where("created_by", "=", memberId)
    .where("hidden", "=", 0)
    .execute();
  if (shown.length === 0) return [];
  const ids = shown.map((row) => row.id);
  await db.updateTable("questions").set({ hidden: 1, updated_at: updatedAt }).where("id", "in", ids).execute();
  return ids;
}

/** Clears the spotlight when it is on one of these questions; true when it was. */
export async function clearSpotlightOn(
  db: Executor,
  eventId: string,
  questionIds: readonly string[],
): Promise<boolean> {
  if (questionIds.length === 0) return false;
  const result = await db
    .updateTable("events")
    .set({ spotlight_question_id: null })
    .where("id", "=", eventId)
    .where("spotlight_question_id", "in", questionIds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
