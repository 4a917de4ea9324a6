// The reads every question service starts from: the event the actor may read, a question with
// the actor's rights on its event, and a question presented from its rows. Each takes the
// connection or transaction to read on, so a change reads what it writes beside.
import { ANSWER_MESSAGES, type Question } from "@handraise/contract";
import type { Db } from "../../db/connect.ts";
import type { Actor } from "../../http/actor.ts";
import { notFound } from "../../http/app-error.ts";
import { type EventAccess, eventAccessFor } from "../events/event-access.ts";
import { assertVisible } from "./policy.ts";
import { presentQuestion } from "./presenter.ts";
import { type Reactions, reactionsOfQuestions } from "./reaction-repository.ts";
import { findQuestion, findQuestions, type QuestionRow, removedAmong } from "./repository.ts";

/** A question and the actor's rights on its event. */
export type Found = { row: QuestionRow; access: EventAccess };

/** `cachedIn`: the app's handle, whose kept access a transaction may take (event-access.ts). */
export async function readableEvent(
  db: Db,
  actor: Actor,
  eventId: string,
  options: { cachedIn?: Db } = {},
): Promise<EventAccess> {
  const access = await eventAccessFor(db, actor, eventId, options);
  if (!access?.canRead) throw notFound(ANSWER_MESSAGES.eventNotFound);
  return access;
}

/** The question and the actor's rights on its event; hidden questions are not found for non-hosts. */
export async function questionForActor(db: Db, actor: Actor, questionId: string): Promise<Found> {
  const row = await findQuestion(db, questionId);
  if (!row) throw notFound(ANSWER_MESSAGES.questionNotFound);
  const access = await eventAccessFor(db, actor, row.event_id);
  assertVisible(actor, access, row);
  return { row, access };
}

/** The question as its author sees it, with its likes and favourites. */
export async function presented(db: Db, questionId: string): Promise<Question> {
  const question = (await presentedMany(db, [questionId])).get(questionId);
  if (!question) throw notFound(ANSWER_MESSAGES.questionNotFound);
  return question;
}

/** Questions as their authors see them, in four reads whatever their number (a batch touches many). */
export async function presentedMany(db: Db, questionIds: string[]): Promise<Map<string, Question>> {
  return presentedRows(db, await findQuestions(db, questionIds));
}

/** Questions already read, as their authors see them: their reactions and authors read in three reads. */
export async function presentedRows(db: Db, rows: QuestionRow[]): Promise<Map<string, Question>> {
  const reactions = await reactionsOfQuestions(
    db,
    rows.map((row) => row.id),
  );
  const removed = await removedAmong(
    db,
    rows.map((row) => ({ eventId: row.event_id, memberId: row.created_by })),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      presentQuestion(row, reactions.get(row.id) as Reactions, removed.has(`${row.event_id}:${row.created_by}`)),
    ]),
  );
}
