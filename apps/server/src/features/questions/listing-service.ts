// The question list: who sees which questions, served from the per-event, per-view cache
// (list-cache.ts) and built again only when the event's questions_version moved.
import { type Question, questionListSchema } from "@handraise/contract";
import type { Db } from "../../db/connect.ts";
import { type Actor, memberIdOf } from "../../http/actor.ts";
import { type EventAccess, keptEventAccess } from "../events/event-access.ts";
import { type CachedList, type ListView, listTag, type QuestionListCache } from "./list-cache.ts";
import { readableEvent } from "./lookup.ts";
import { asSeenBy, presentQuestion } from "./presenter.ts";
import type { QuestionDeps } from "./question-change.ts";
import { reactionsOfEvent } from "./reaction-repository.ts";
import { listQuestionsOfEvent, privateAuthorsOfEvent, type QuestionRow, removedMembersOf } from "./repository.ts";

/**
 * The list one view sees: hosts get hidden and awaiting questions; a viewer (by member id) also
 * gets their own awaiting and hidden questions, and their own anonymous ones in the author's view.
 */
async function presentedList(
  db: Db,
  eventId: string,
  isHost: boolean,
  viewerId: string | undefined,
): Promise<Question[]> {
  const [rows, reactions, removed] = await Promise.all([
    listQuestionsOfEvent(db, eventId, { includeHidden: isHost || viewerId !== undefined }),
    reactionsOfEvent(db, eventId),
    removedMembersOf(db, eventId),
  ]);
  const shown = (row: QuestionRow) => row.awaiting_review === 0 && row.hidden === 0;
  return rows
    .filter((row) => isHost || shown(row) || (row.author_deleted === 0 && row.created_by === viewerId))
    .map((row) => {
      const question = presentQuestion(
        row,
        reactions.get(row.id) ?? { likes: [], favourites: [] },
        removed.has(row.created_by),
      );
      return asSeenBy(question, viewerId);
    });
}

/**
 * The list as sent to the caller's view (hosts or audience), serialised once per change of the
 * event's questions: the access check runs on every read, the list query only on a miss.
 */
export async function questionListFor(
  deps: QuestionDeps,
  cache: QuestionListCache,
  actor: Actor,
  eventId: string,
): Promise<CachedList> {
  const access = await readableEvent(deps.db, actor, eventId);
  const version = versionOf(access);
  const view = viewOf(access);
  const viewerId = memberIdOf(actor);
  let list = cache.get(eventId, view, version);
  if (!list) {
    // Read after the version: a change made meanwhile retires this entry on the next read.
    const [rows, privateAuthors] = await Promise.all([
      presentedList(deps.db, eventId, access.isHost, undefined),
      privateAuthorsOfEvent(deps.db, eventId),
    ]);
    list = cache.put(eventId, view, version, JSON.stringify(questionListSchema.parse(rows)), privateAuthors);
  }
  // An asker with anonymous, awaiting or hidden questions of their own gets a list of their own, uncached
  // (docs/features/questions.md): the shared lists carry those questions anonymised, or not at all. The
  // entry knows who they are, so everyone else's re-read costs no query about it.
  if (viewerId && list.privateAuthors.has(viewerId)) {
    const own = await presentedList(deps.db, eventId, access.isHost, viewerId);
    const body = JSON.stringify(questionListSchema.parse(own));
    return { version, body, etag: listTag(body), encoded: {}, privateAuthors: list.privateAuthors };
  }
  return list;
}

/**
 * The list at once, when the caller, their rights and the list of their view at the event's
 * version are all kept, and the list is theirs to share (no private question of their own);
 * undefined otherwise, and for every caller the list would refuse: `questionListFor` then decides.
 * A hall's re-reads every 30 s take this path: no promise, no await, no query.
 */
export function keptQuestionList(
  deps: QuestionDeps,
  cache: QuestionListCache,
  actor: Actor,
  eventId: string,
): CachedList | undefined {
  const access = keptEventAccess(deps.db, actor, eventId);
  if (!access?.canRead) return undefined;
  const list = cache.get(eventId, viewOf(access), versionOf(access));
  const viewerId = memberIdOf(actor);
  return list && !(viewerId && list.privateAuthors.has(viewerId)) ? list : undefined;
}

function versionOf(access: EventAccess): number {
  return Number(access.event.questions_version ?? 0);
}

function viewOf(access: EventAccess): ListView {
  return access.isHost ? "hosts" : "audience";
}
