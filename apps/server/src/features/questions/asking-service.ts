// The asker's side of a question: submit (the limits, idempotent retries), edit and delete.
// Each change is one transaction with its version bump (question-change.ts); the rooms hear it
// after the commit.
import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, MESSAGES, type Question } from "@handraise/contract";
import { isUniqueViolation } from "../../db/errors.ts";
import { type Actor, memberIdOf } from "../../http/actor.ts";
import { conflict, notFound } from "../../http/app-error.ts";
import { announceSpotlight, broadcastEventChange } from "../events/broadcast.ts";
import { loadEvent } from "../events/load.ts";
import { clearSpotlight } from "../events/repository.ts";
import { questionFlag } from "../moderation/event-words.ts";
import { announceBackToReview, announceDeleted, announceQuestion } from "./broadcasts.ts";
import { nextTimestamp } from "./clock.ts";
import { presented, questionForActor, readableEvent } from "./lookup.ts";
import {
  assertMayAskAnonymously,
  assertMayDelete,
  assertMayEdit,
  assertOwnClaim,
  assertParticipant,
} from "./policy.ts";
import { presentQuestion } from "./presenter.ts";
import { changeQuestion, changeQuestions, type QuestionDeps } from "./question-change.ts";
import { giveBackQuestionPlace, takeQuestionPlace } from "./question-places.ts";
import { reactionsOfQuestion } from "./reaction-repository.ts";
import {
  countQuestionsBy,
  deleteQuestion,
  findByIdempotencyKey,
  insertQuestion,
  lockEvent,
  type QuestionRow,
  updateQuestion,
} from "./repository.ts";

export type SubmitOutcome = { question: Question; created: boolean; limitNowReached?: boolean };

/** Statuses in which an event takes no more questions. */
const CLOSED_STATUSES = new Set(["ended", "canceled"]);

/**
 * Adds a question. The limit check and the insert share one transaction with the event row
 * locked, so concurrent submissions never overshoot `maxQuestions`. A retry carrying the same
 * Idempotency-Key answers the first question and creates nothing, also when two copies race
 * (the unique key (event, member, key) refuses the second insert).
 */
export async function submitQuestion(
  deps: QuestionDeps,
  actor: Actor,
  eventId: string,
  input: { content: string; memberId: string; anonymous?: boolean },
  idempotencyKey: string | undefined,
): Promise<SubmitOutcome> {
  assertOwnClaim(actor, input.memberId);
  const content = input.content.trim();
  try {
    const outcome = await changeQuestions<SubmitOutcome>(
      deps,
      async (trx) => {
        // PostgreSQL: the row is locked first, so concurrent submissions count one after another.
        // SQLite runs one transaction at a time, and the access check's read is the event's.
        if (deps.engine === "postgres" && !(await lockEvent(trx, deps.engine, eventId))) {
          throw notFound(ANSWER_MESSAGES.eventNotFound);
        }
        // The caller's standing as kept (a write to it drops it everywhere before it answers).
        const access = await readableEvent(trx, actor, eventId, { cachedIn: deps.db });
        const event = access.event;
        const memberId = assertParticipant(actor, access);
        if (idempotencyKey) {
          const earlier = await findByIdempotencyKey(trx, eventId, memberId, idempotencyKey);
          if (earlier) {
            const question = presentQuestion(earlier, await reactionsOfQuestion(trx, earlier.id));
            return { eventId, changed: false, result: { question, created: false } };
          }
        }
        if (CLOSED_STATUSES.has(event.status)) throw conflict(ANSWER_MESSAGES.eventClosed);
        if (event.questions_paused === 1) throw conflict(MESSAGES.questionsPaused);
        if (input.anonymous) assertMayAskAnonymously(event);
        const place = await takeQuestionPlace(trx, eventId, event.max_questions);
        if (!place) throw notFound(ANSWER_MESSAGES.eventNotFound);
        if (!place.taken) throw conflict(MESSAGES.questionLimitReached);
        // Each person's share (docs/features/moderation.md), counted behind the same lock; hosts have none.
        const share = event.max_questions_per_member;
        if (share !== null && !access.isHost && (await countQuestionsBy(trx, eventId, memberId)) >= share) {
          throw conflict(ANSWER_MESSAGES.memberQuestionLimitReached);
        }
        const creatorName =
          actor.kind === "account" ? actor.user.display_name : actor.kind === "guest" ? actor.guestName : "";
        // The word filter holds a question for review (docs/features/moderation.md); an anonymous asker's
        // name is shown to nobody, so only the text counts then.
        const flag = questionFlag(event, content, input.anonymous ? undefined : creatorName);
        const now = nextTimestamp();
        const row: QuestionRow = {
          id: randomUUID(),
          event_id: eventId,
          content,
          status: "pending",
          hidden: 0,
          awaiting_review: event.moderate_questions === 1 || flag ? 1 : 0,
          anonymous: input.anonymous ? 1 : 0,
          reply_text: null,
          reply_host_name: null,
          reply_at: null,
          flag_in: flag?.in ?? null,
          flag_word: flag?.word ?? null,
          author_deleted: 0,
          created_by: memberId,
          creator_name: creatorName,
          idempotency_key: idempotencyKey ?? null,
          created_at: now,
          updated_at: now,
        };
        await insertQuestion(trx, row);
        const question = presentQuestion(row, { likes: [], favourites: [] });
        return { eventId, result: { question, created: true, limitNowReached: place.limitNowReached } };
      },
      async (outcome) => {
        announceQuestion(deps.realtime, "questionAdded", outcome.question);
        if (outcome.limitNowReached) await announceLimitState(deps, eventId);
      },
    );
    if (!outcome.created) announceAgain(deps, outcome.question);
    return outcome;
  } catch (error) {
    const memberId = memberIdOf(actor);
    if (!idempotencyKey || !memberId || !isUniqueViolation(error)) throw error;
    const earlier = await findByIdempotencyKey(deps.db, eventId, memberId, idempotencyKey);
    if (!earlier) throw error;
    const question = await presented(deps.db, earlier.id);
    announceAgain(deps, question);
    return { question, created: false };
  }
}

/**
 * A retry found its question already saved. The first try's answer was lost, and so may its
 * announcement have been (its instance stopped between the commit and the broadcast): the room
 * hears the question again, as it is now. A page that has it already replaces it in place.
 */
function announceAgain(deps: QuestionDeps, question: Question): void {
  announceQuestion(deps.realtime, "questionAdded", question);
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

/**
 * The event's questionLimitReached changed (or may have, under concurrent changes): every page
 * hears the event again, so the question box and the presenter view say so before anyone types.
 */
async function announceLimitState(deps: QuestionDeps, eventId: string): Promise<void> {
  const event = await loadEvent(deps.db, eventId);
  if (event) await broadcastEventChange(deps.realtime, event, { statusChanged: false, becamePrivate: false });
}
