// The asker's side of a question: submit (the limits, idempotent retries), edit and delete.
// Each change is one transaction with its version bump (question-change.ts; a post shares its
// transaction with the posts that arrive with it, post-batch.ts); the rooms hear it after the commit.
import { ANSWER_MESSAGES, MESSAGES, type Question } from "@handraise/contract";
import { isUniqueViolation } from "../../db/errors.ts";
import { type Actor, memberIdOf } from "../../http/actor.ts";
import { conflict, notFound } from "../../http/app-error.ts";
import { announceSpotlight } from "../events/broadcast.ts";
import { clearSpotlight } from "../events/repository.ts";
import { questionFlag } from "../moderation/event-words.ts";
import { announceBackToReview, announceDeleted, announceQuestion } from "./broadcasts.ts";
import { nextTimestamp } from "./clock.ts";
import { presented, questionForActor } from "./lookup.ts";
import { assertMayDelete, assertMayEdit, assertOwnClaim } from "./policy.ts";
import { CLOSED_STATUSES, postWriter, type SubmitOutcome } from "./post-batch.ts";
import { changeQuestion, changeQuestions, type QuestionDeps } from "./question-change.ts";
import { announceLimitState, giveBackQuestionPlace } from "./question-places.ts";
import { deleteQuestion, findByIdempotencyKey, updateQuestion } from "./repository.ts";

/**
 * Adds a question, in the batch of posts that arrive with it (post-batch.ts). The limit check and
 * the insert share one transaction with the event row locked, so concurrent submissions never
 * overshoot `maxQuestions`. A retry carrying the same Idempotency-Key answers the first question
 * and creates nothing, also when two copies race in two transactions (the unique key (event,
 * member, key) refuses the second insert, and the second copy then answers the first).
 */
export async function submitQuestion(
  deps: QuestionDeps,
  actor: Actor,
  eventId: string,
  input: { content: string; memberId: string; anonymous?: boolean },
  idempotencyKey: string | undefined,
): Promise<SubmitOutcome> {
  assertOwnClaim(actor, input.memberId);
  const request = { actor, eventId, content: input.content.trim(), anonymous: input.anonymous, idempotencyKey };
  try {
    return await postWriter(deps).submit(request);
  } catch (error) {
    const memberId = memberIdOf(actor);
    if (!idempotencyKey || !memberId || !isUniqueViolation(error)) throw error;
    const earlier = await findByIdempotencyKey(deps.db, eventId, memberId, idempotencyKey);
    if (!earlier) throw error;
    // As for any retry (post-batch.ts): the room hears the question again, as it is now.
    const question = await presented(deps.db, earlier.id);
    announceQuestion(deps.realtime, "questionAdded", question);
    return { question, created: false };
  }
}

export async function editQuestion(
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  content: string,
): Promise<Question> {
  const trimmed = content.trim();
  const { question } = await changeQuestion(deps, actor, questionId, {
    authorise: ({ row, access }) => {
      assertMayEdit(actor, row);
      if (CLOSED_STATUSES.has(access.event.status)) throw conflict(MESSAGES.editWhenClosed);
      if (access.event.questions_paused === 1) throw conflict(MESSAGES.editWhilePaused);
    },
    write: async (trx, { row, access }) => {
      // An edit meets the word filter as a new question does (docs/features/moderation.md), and under
      // moderation it is reviewed again: what was approved is not what it says now.
      const flag = questionFlag(access.event, trimmed, undefined);
      const review = flag !== null || access.event.moderate_questions === 1;
      const backToReview = review && row.awaiting_review === 0;
      const reason = flag
        ? { flag_in: flag.in, flag_word: flag.word }
        : row.flag_in === "question"
          ? { flag_in: null, flag_word: null }
          : {};
      const patch = { content: trimmed, ...(review ? { awaiting_review: 1 as const } : {}), ...reason };
      await updateQuestion(trx, questionId, patch, nextTimestamp());
      // Back in review, it is no longer the audience's: it cannot stay the one answered now.
      const offScreen = backToReview && (await clearSpotlight(trx, row.event_id, questionId));
      return { backToReview, offScreen };
    },
    announce: (edited, { backToReview, offScreen }) => {
      if (offScreen) announceSpotlight(deps.realtime, edited.eventId, null);
      if (backToReview) announceBackToReview(deps.realtime, edited);
      else announceQuestion(deps.realtime, "questionUpdated", edited);
    },
  });
  return question;
}

export async function removeQuestion(deps: QuestionDeps, actor: Actor, questionId: string): Promise<void> {
  await changeQuestions(
    deps,
    async (trx) => {
      const { row, access } = await questionForActor(trx, actor, questionId);
      assertMayDelete(actor, access, row);
      // A deleted question cannot stay the one answered now.
      const offScreen = await clearSpotlight(trx, row.event_id, questionId);
      if (!(await deleteQuestion(trx, questionId))) throw notFound(ANSWER_MESSAGES.questionNotFound);
      // The place it held may have been the last one: pages that said "limit reached" hear it is free.
      const freed = await giveBackQuestionPlace(trx, row.event_id, access.event.max_questions);
      return { eventId: row.event_id, result: { row, offScreen, freed } };
    },
    async ({ row, offScreen, freed }) => {
      if (offScreen) announceSpotlight(deps.realtime, row.event_id, null);
      if (freed) await announceLimitState(deps, row.event_id);
      announceDeleted(
        deps.realtime,
        row.event_id,
        questionId,
        row.hidden === 1,
        row.awaiting_review === 1 || row.hidden === 1 ? { authorId: row.created_by } : undefined,
      );
    },
  );
}
