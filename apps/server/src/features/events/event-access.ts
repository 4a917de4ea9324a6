// The read policy of an event (docs/product.md §10 "Who may do what"), shared by HTTP routes and
// socket room joins: hosts and members always; anyone for a public event; any signed-in user
// with the link for a private one (unless a host removed them); anonymous callers get nothing
// for a private event.

import type { Db } from "../../db/connect.ts";
import type { EventsTable } from "../../db/tables.ts";
import type { Actor } from "../../http/actor.ts";
import { memberIdOf } from "../../http/actor.ts";

export type EventAccess = {
  event: EventsTable;
  isHost: boolean;
  isCreator: boolean;
  isMember: boolean;
  /** Removed from the event by a host (docs/moderation.md): may not join or take part again. */
  isBanned: boolean;
  canRead: boolean;
};

/**
 * One query: the event row with whether the caller hosts it and is a member of it (two `exists`
 * beside the row), since every authorised call reads this before anything else.
 */
export async function eventAccessFor(db: Db, actor: Actor, eventId: string): Promise<EventAccess | undefined> {
  const userId = actor.kind === "account" ? actor.user.id : undefined;
  const guestId = actor.kind === "guest" ? memberIdOf(actor) : undefined;
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
      userId || guestId
        ? eb
            .exists(
              eb
                .selectFrom("event_members")
                .select("event_members.id")
                .whereRef("event_members.event_id", "=", "events.id")
                .where(userId ? "event_members.user_id" : "event_members.guest_id", "=", (userId ?? guestId) as string),
            )
            .as("caller_is_member")
        : eb.lit(0).as("caller_is_member"),
      userId || guestId
        ? eb
            .exists(
              eb
                .selectFrom("event_bans")
                .select("event_bans.id")
                .whereRef("event_bans.event_id", "=", "events.id")
                .where("event_bans.member_id", "=", (userId ?? guestId) as string),
            )
            .as("caller_is_banned")
        : eb.lit(0).as("caller_is_banned"),
    ])
    .where("events.id", "=", eventId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { caller_hosts, caller_is_member, caller_is_banned, ...event } = row;
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  const isHost = yes(caller_hosts);
  const isMember = yes(caller_is_member);
  const isBanned = !isHost && yes(caller_is_banned);
  // A removed account no longer reads a private event with its link.
  const canRead = event.is_public === 1 || isHost || isMember || (actor.kind === "account" && !isBanned);
  return {
    event: event as EventsTable,
    isHost,
    isCreator: actor.kind === "account" && event.created_by === actor.user.id,
    isMember,
    isBanned,
    canRead,
  };
}

function yes(value: unknown): boolean {
  return value === true || Number(value) === 1;
}
