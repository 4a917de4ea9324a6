// The read every authorised call of an event starts with: the event row and the caller's
// standing in it. SQL only; event-access.ts decides what that standing allows.
import type { EventsTable } from "../../db/tables.ts";
import type { Executor } from "./repository.ts";

/** Who is asking: an account's user id, or a guest's id; neither for an anonymous caller. */
export type Caller = { userId?: string | undefined; guestId?: string | undefined };
export type EventWithCaller = EventsTable & { callerHosts: boolean; callerIsMember: boolean; callerIsBanned: boolean };

/**
 * One query: the event row with whether the caller hosts it, is a member of it and was removed
 * from it (three `exists` beside the row), since every authorised call reads this first.
 */
export async function findEventWithCaller(
  db: Executor,
  eventId: string,
  caller: Caller,
): Promise<EventWithCaller | undefined> {
  const { userId, guestId } = caller;
  const memberId = userId ?? guestId;
  const row = await db
    .selectFrom("events")
    .selectAll("events")
    .select((eb) => [
      userId
        ? eb
            .exists(
              eb
                .selectFrom("event_hosts")
                .select("event_hosts.user_id")
                .whereRef("event_hosts.event_id", "=", "events.id")
                .where("event_hosts.user_id", "=", userId),
            )
            .as("caller_hosts")
        : eb.lit(0).as("caller_hosts"),
      memberId
        ? eb
            .exists(
              eb
                .selectFrom("event_members")
                .select("event_members.id")
                .whereRef("event_members.event_id", "=", "events.id")
                .where(userId ? "event_members.user_id" : "event_members.guest_id", "=", memberId),
            )
            .as("caller_is_member")
        : eb.lit(0).as("caller_is_member"),
      memberId
        ? eb
            .exists(
              eb
                .selectFrom("event_bans")
                .select("event_bans.id")
                .whereRef("event_bans.event_id", "=", "events.id")
                .where("event_bans.member_id", "=", memberId),
            )
            .as("caller_is_banned")
        : eb.lit(0).as("caller_is_banned"),
    ])
    .where("events.id", "=", eventId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { caller_hosts, caller_is_member, caller_is_banned, ...event } = row;
  return {
    ...(event as EventsTable),
    callerHosts: yes(caller_hosts),
    callerIsMember: yes(caller_is_member),
    callerIsBanned: yes(caller_is_banned),
  };
}

/** SQLite answers 0 or 1 for `exists`, PostgreSQL a boolean. */
function yes(value: unknown): boolean {
  return value === true || Number(value) === 1;
}

/** The columns of an event that move with its questions (the list's version, the spotlight). */
export type QuestionsState = Pick<EventsTable, "questions_version" | "spotlight_question_id">;

/** Only those columns, read again after a change of the questions while the rest is kept. */
export function findQuestionsState(db: Executor, eventId: string): Promise<QuestionsState | undefined> {
  return db
    .selectFrom("events")
    .select(["questions_version", "spotlight_question_id"])
    .where("id", "=", eventId)
    .executeTakeFirst();
}
