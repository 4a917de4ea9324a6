// The event's question limit (docs/features/moderation.md): every question counts but those of
// people removed from the event. Counting the rows costs as much as the event holds, so each
// insert and delete moves a count kept on the event's row (every row, removed people's too) in
// its own transaction, and the rows are counted only when that count says the limit is near:
// removed people's questions can only make the real figure smaller, never larger.
import type { Db } from "../../db/connect.ts";
import { countQuestionsOfEvent, moveQuestionCount } from "./repository.ts";

export type PlaceTaken =
  /** The event has no room: the caller refuses, and its transaction undoes the count. */
  | { taken: false }
  /** Room for this question; `limitNowReached`: it takes the last place. */
  | { taken: true; limitNowReached: boolean };

/** Before inserting a question of the event: takes its place in the count, or says it is full. */
export async function takeQuestionPlace(
  trx: Db,
  eventId: string,
  maxQuestions: number,
): Promise<PlaceTaken | undefined> {
  const rows = await moveQuestionCount(trx, eventId, 1);
  if (rows === undefined) return undefined;
  // The count is every row before this one, plus one: at most the counted questions plus one.
  if (rows < maxQuestions) return { taken: true, limitNowReached: false };
  const counted = await countQuestionsOfEvent(trx, eventId);
  if (counted >= maxQuestions) return { taken: false };
  return { taken: true, limitNowReached: counted + 1 >= maxQuestions };
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
