// The event's question limit (docs/features/moderation.md): every question counts but those of
// people removed from the event. Counting the rows costs as much as the event holds, so each
// insert and delete moves a count kept on the event's row (every row, removed people's too) in
// its own transaction (a batch of posts, once for all its questions), and the rows are counted
// only when that count says the limit is near: removed people's questions can only make the real
// figure smaller, never larger.
import type { Db } from "../../db/connect.ts";
import { broadcastEventChange } from "../events/broadcast.ts";
import { loadEvent } from "../events/load.ts";
import type { QuestionDeps } from "./question-change.ts";
import { countQuestionsOfEvent, moveQuestionCount, questionCountOf } from "./repository.ts";

export type PlaceTaken =
  /** The event has no room: the count is as it was, and the caller refuses. */
  | { taken: false }
  /** Room for this question; `limitNowReached`: it takes the last place. */
  | { taken: true; limitNowReached: boolean };

/**
 * The places a batch of posts (post-batch.ts) takes in its events' counts, on the batch's
 * transaction: each event's count is read once, moved in memory as posts take and give back
 * places, and written once (`write`) before the commit.
 */
export class QuestionPlaces {
  private readonly events = new Map<string, { before: number; taken: number }>();

  constructor(private readonly trx: Db) {}

  /** Before inserting a question of the event: takes its place, or says it is full (undefined: no such event). */
  async take(eventId: string, maxQuestions: number): Promise<PlaceTaken | undefined> {
    let entry = this.events.get(eventId);
    if (!entry) {
      const before = await questionCountOf(this.trx, eventId);
      if (before === undefined) return undefined;
      entry = { before, taken: 0 };
      this.events.set(eventId, entry);
    }
    // The count is every row before this one, plus one: at most the counted questions plus one.
    if (entry.before + entry.taken + 1 < maxQuestions) {
      entry.taken += 1;
      return { taken: true, limitNowReached: false };
    }
    // The batch's earlier questions are inserted already, on the same transaction: counted too.
    const counted = await countQuestionsOfEvent(this.trx, eventId);
    if (counted >= maxQuestions) return { taken: false };
    entry.taken += 1;
    return { taken: true, limitNowReached: counted + 1 >= maxQuestions };
  }

  /** A place taken for a question then refused after all (the asker's share). */
  giveBack(eventId: string): void {
    const entry = this.events.get(eventId);
    if (entry) entry.taken -= 1;
  }

  /** Moves each event's kept count by the places its questions took. */
  async write(): Promise<void> {
    for (const [eventId, { taken }] of this.events) {
      if (taken !== 0) await moveQuestionCount(this.trx, eventId, taken);
    }
  }
}

/**
 * After deleting a question of the event: gives its place back, and says whether the event was
 * at its limit before (so pages that said "limit reached" hear there is room again).
 */
export async function giveBackQuestionPlace(trx: Db, eventId: string, maxQuestions: number): Promise<boolean> {
  const rows = await moveQuestionCount(trx, eventId, -1);
  if (rows === undefined || rows + 1 < maxQuestions) return false;
  return (await countQuestionsOfEvent(trx, eventId)) + 1 >= maxQuestions;
}

/**
 * The event's questionLimitReached changed (or may have, under concurrent changes): every page
 * hears the event again, so the question box and the presenter view say so before anyone types.
 */
export async function announceLimitState(deps: QuestionDeps, eventId: string): Promise<void> {
  const event = await loadEvent(deps.db, eventId);
  if (event) await broadcastEventChange(deps.realtime, event, { statusChanged: false, becamePrivate: false });
}
