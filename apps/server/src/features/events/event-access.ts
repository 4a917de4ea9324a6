// The read policy of an event (docs/product.md §10 "Who may do what"), shared by HTTP routes and
// socket room joins: hosts and members always; anyone for a public event; any signed-in user
// with the link for a private one (unless a host removed them); anonymous callers get nothing
// for a private event.

import type { Db } from "../../db/connect.ts";
import type { EventsTable } from "../../db/tables.ts";
import type { Actor } from "../../http/actor.ts";
import { memberIdOf } from "../../http/actor.ts";
import { type EventAndCaller, eventWithCaller, keptEventWithCaller } from "./access-cache.ts";
import type { Caller } from "./access-repository.ts";

export type EventAccess = {
  event: EventsTable;
  isHost: boolean;
  isCreator: boolean;
  isMember: boolean;
  /** Removed from the event by a host (docs/features/moderation.md): may not join or take part again. */
  isBanned: boolean;
  canRead: boolean;
};

/**
 * The event as the caller may see it, from one read (`findEventWithCaller`) or from memory
 * (access-cache.ts). Read on the app's handle, it is kept and reused until a write drops it; on a
 * transaction, it is read there and never kept, unless `cachedIn` names the app's handle: a
 * hot change of the questions (asking, a batch of likes) then takes what is kept, read before it
 * writes anything, with the questions' columns (questions_version, the spotlight) as last kept:
 * the change moves them itself and reads neither.
 */
export async function eventAccessFor(
  db: Db,
  actor: Actor,
  eventId: string,
  options: { cachedIn?: Db } = {},
): Promise<EventAccess | undefined> {
  const caller = callerOf(actor);
  const found = options.cachedIn
    ? await eventWithCaller(db, options.cachedIn, eventId, caller, { questionsAsKept: true })
    : await eventWithCaller(db, db, eventId, caller);
  return found && accessFrom(actor, found);
}

/** The caller's rights at once, when the event and their standing are kept; undefined when they must be read. */
export function keptEventAccess(db: Db, actor: Actor, eventId: string): EventAccess | undefined {
  const found = keptEventWithCaller(db, eventId, callerOf(actor));
  return found && accessFrom(actor, found);
}

function callerOf(actor: Actor): Caller {
  return {
    userId: actor.kind === "account" ? actor.user.id : undefined,
    guestId: actor.kind === "guest" ? memberIdOf(actor) : undefined,
  };
}

function accessFrom(actor: Actor, { event, standing }: EventAndCaller): EventAccess {
  const isHost = standing.callerHosts;
  const isMember = standing.callerIsMember;
  const isBanned = !isHost && standing.callerIsBanned;
  // A removed account no longer reads a private event with its link.
  const canRead = event.is_public === 1 || isHost || isMember || (actor.kind === "account" && !isBanned);
  return {
    event,
    isHost,
    isCreator: actor.kind === "account" && event.created_by === actor.user.id,
    isMember,
    isBanned,
    canRead,
  };
}
