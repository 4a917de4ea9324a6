// The read every authorised call starts with (access-repository.ts `findEventWithCaller`), from
// memory when kept: the event's row once per event, the columns that move with its questions
// (questions_version, the spotlight) beside it, and each caller's standing in it (host, member,
// removed) once per event and caller. Writes drop them (http/cache-invalidation.ts): the event's
// settings, hosts and bans drop all three; a join drops the joiner's standing; a change of the
// questions drops only those columns, so a like or a question costs the next list reader one
// small read, and every row and standing stays.
import type { Db } from "../../db/connect.ts";
import type { EventsTable } from "../../db/tables.ts";
import { type CacheInvalidation, invalidationOf, scopes } from "../../http/cache-invalidation.ts";
import type { RowCache } from "../../http/row-cache.ts";
import {
  type Caller,
  type EventWithCaller,
  findEventWithCaller,
  findQuestionsState,
  type QuestionsState,
} from "./access-repository.ts";
import type { Executor } from "./repository.ts";

/** Every live event of a busy instance. */
const EVENTS_KEPT = 5_000;
/** Every caller of those events. */
const STANDINGS_KEPT = 200_000;

/** The caller's standing in the event. */
export type Standing = Pick<EventWithCaller, "callerHosts" | "callerIsMember" | "callerIsBanned">;
/** What an authorised call starts from; kept objects are shared and frozen, never copied per call. */
export type EventAndCaller = { event: EventsTable; standing: Standing };
type AccessCaches = {
  invalidation: CacheInvalidation;
  /** The row as read, its questions' columns as they were then. */
  events: RowCache<EventsTable>;
  /** The same row with its questions' columns as they are now, put together once per change. */
  current: RowCache<EventsTable>;
  standings: RowCache<Standing>;
};
const kept = new WeakMap<CacheInvalidation, AccessCaches>();

/** An anonymous caller hosts nothing, joined nothing and was removed from nothing. */
const NOBODY: Standing = Object.freeze({ callerHosts: false, callerIsMember: false, callerIsBanned: false });

function cachesOf(db: Db): AccessCaches | undefined {
  const invalidation = invalidationOf(db);
  if (!invalidation) return undefined;
  let caches = kept.get(invalidation);
  if (!caches) {
    caches = {
      invalidation,
      events: invalidation.cache(EVENTS_KEPT),
      current: invalidation.cache(EVENTS_KEPT),
      standings: invalidation.cache(STANDINGS_KEPT),
    };
    kept.set(invalidation, caches);
  }
  return caches;
}

/**
 * The event with the caller's standing. Read on `reader` (the app's handle, or the transaction
 * a change runs in) when not kept; kept in the caches of `owner`, the app's handle, or never
 * when there is none. `questionsAsKept`: the questions' columns may be as last kept, for a
 * change of the questions, which moves them itself and reads neither.
 */
export async function eventWithCaller(
  reader: Executor,
  owner: Db | undefined,
  eventId: string,
  caller: Caller,
  options: { questionsAsKept?: boolean } = {},
): Promise<EventAndCaller | undefined> {
  const caches = owner ? cachesOf(owner) : undefined;
  if (!caches) {
    const row = await findEventWithCaller(reader, eventId, caller);
    return row && split(row);
  }
  const memberId = caller.userId ?? caller.guestId;
  const key = standingKey(eventId, caller);
  const event = caches.events.get(eventId);
  const standing = memberId ? caches.standings.get(key) : NOBODY;
  if (event && standing) {
    if (options.questionsAsKept) return { event, standing };
    const current = caches.current.get(eventId) ?? (await currentRowOf(caches, reader, event));
    return current && { event: current, standing };
  }
  const ticket = caches.invalidation.ticket();
  const row = await findEventWithCaller(reader, eventId, caller);
  if (!row) return undefined;
  const found = split(row);
  caches.events.put(eventId, found.event, [scopes.event(eventId)], ticket);
  caches.current.put(eventId, found.event, [scopes.event(eventId), scopes.questionsOf(eventId)], ticket);
  if (memberId)
    caches.standings.put(key, found.standing, [scopes.event(eventId), scopes.member(eventId, memberId)], ticket);
  return found;
}

/**
 * The event, its questions' columns as they are now, and the caller's standing, at once when all
 * three are kept in `owner`'s caches; undefined when any must be read (`eventWithCaller`).
 */
export function keptEventWithCaller(owner: Db, eventId: string, caller: Caller): EventAndCaller | undefined {
  const caches = cachesOf(owner);
  if (!caches) return undefined;
  const event = caches.current.get(eventId);
  const standing = caller.userId || caller.guestId ? caches.standings.get(standingKey(eventId, caller)) : NOBODY;
  return event && standing && caches.events.get(eventId) ? { event, standing } : undefined;
}

function standingKey(eventId: string, caller: Caller): string {
  return caller.userId ? `${eventId}|a:${caller.userId}` : `${eventId}|g:${caller.guestId}`;
}

function split(row: EventWithCaller): EventAndCaller {
  const { callerHosts, callerIsMember, callerIsBanned, ...event } = row;
  return { event: Object.freeze(event), standing: Object.freeze({ callerHosts, callerIsMember, callerIsBanned }) };
}

/** The kept row with its questions' columns read again (a change of the questions dropped them). */
async function currentRowOf(
  caches: AccessCaches,
  reader: Executor,
  event: EventsTable,
): Promise<EventsTable | undefined> {
  const ticket = caches.invalidation.ticket();
  const state: QuestionsState | undefined = await findQuestionsState(reader, event.id);
  if (!state) return undefined;
  const current = Object.freeze({ ...event, ...state });
  caches.current.put(event.id, current, [scopes.event(event.id), scopes.questionsOf(event.id)], ticket);
  return current;
}
