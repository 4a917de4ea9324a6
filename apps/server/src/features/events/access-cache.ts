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

type Standing = Pick<EventWithCaller, "callerHosts" | "callerIsMember" | "callerIsBanned">;
type AccessCaches = {
  invalidation: CacheInvalidation;
  events: RowCache<EventsTable>;
  questions: RowCache<QuestionsState>;
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
      questions: invalidation.cache(EVENTS_KEPT),
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
): Promise<EventWithCaller | undefined> {
  const caches = owner ? cachesOf(owner) : undefined;
  if (!caches) return findEventWithCaller(reader, eventId, caller);
  const memberId = caller.userId ?? caller.guestId;
  const key = caller.userId ? `${eventId}|a:${caller.userId}` : `${eventId}|g:${caller.guestId}`;
  const event = caches.events.get(eventId);
  const standing = memberId ? caches.standings.get(key) : NOBODY;
  if (event && standing) {
    if (options.questionsAsKept) return { ...event, ...standing };
    const state = caches.questions.get(eventId) ?? (await questionsStateOf(caches, reader, eventId));
    return state ? { ...event, ...state, ...standing } : undefined;
  }
  const ticket = caches.invalidation.ticket();
  const row = await findEventWithCaller(reader, eventId, caller);
  if (!row) return undefined;
  const { callerHosts, callerIsMember, callerIsBanned, ...fresh } = row;
  caches.events.put(eventId, Object.freeze(fresh), [scopes.event(eventId)], ticket);
  const state = { questions_version: fresh.questions_version, spotlight_question_id: fresh.spotlight_question_id };
  caches.questions.put(eventId, Object.freeze(state), [scopes.event(eventId), scopes.questionsOf(eventId)], ticket);
  if (memberId) {
    const found = Object.freeze({ callerHosts, callerIsMember, callerIsBanned });
    caches.standings.put(key, found, [scopes.event(eventId), scopes.member(eventId, memberId)], ticket);
  }
  return row;
}

/** The questions' columns read again (a change of the questions dropped them). */
async function questionsStateOf(
  caches: AccessCaches,
  reader: Executor,
  eventId: string,
): Promise<QuestionsState | undefined> {
  const ticket = caches.invalidation.ticket();
  const state = await findQuestionsState(reader, eventId);
  if (state)
    caches.questions.put(eventId, Object.freeze(state), [scopes.event(eventId), scopes.questionsOf(eventId)], ticket);
  return state;
}
