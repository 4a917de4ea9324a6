// The rules of questions: who may submit, when submissions are accepted, the question limit,
// idempotent retries, toggles that hold under concurrent requests, and what is broadcast after
// each commit. Services take explicit ids and the actor; they own their transactions.
import { randomUUID } from "node:crypto";
import {
  MESSAGES,
  type Question,
  type QuestionStatus,
  questionListSchema,
  type SpotlightAnswer,
} from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/connect.ts";
import { type Actor, memberIdOf } from "../../http/actor.ts";
import { conflict, notFound } from "../../http/app-error.ts";
import { broadcastEventChange } from "../events/broadcast.ts";
import { type EventAccess, eventAccessFor } from "../events/event-access.ts";
import { loadEvent } from "../events/load.ts";
import { blockedIn, questionFlag } from "../moderation/event-words.ts";
import {
  announceAdded,
  announceApproved,
  announceBackToReview,
  announceDeleted,
  announceReactionChanged,
  announceSpotlight,
  announceUpdated,
  announceVisibilityChanged,
} from "./broadcasts.ts";
import { nextTimestamp } from "./clock.ts";
import { type CachedList, type ListView, listTag, type QuestionListCache } from "./list-cache.ts";
import {
  assertHost,
  assertMayAskAnonymously,
  assertMayDelete,
  assertMayEdit,
  assertOwnClaim,
  assertVisible,
  participantId,
} from "./policy.ts";
import { asSeenBy, presentQuestion } from "./presenter.ts";
import {
  addReaction,
  approveQuestionRow,
  bumpQuestionsVersion,
  clearSpotlight,
  countQuestionsBy,
  countQuestionsOfEvent,
  deleteQuestion,
  findByIdempotencyKey,
  findQuestion,
  flipAnswered,
  flipHidden,
  insertQuestion,
  isForeignKeyViolation,
  isRemovedFrom,
  isUniqueViolation,
  listQuestionsOfEvent,
  lockEvent,
  privateAuthorsOfEvent,
  type QuestionRow,
  type ReactionTable,
  reactionsOfEvent,
  reactionsOfQuestion,
  removedMembersOf,
  removeReaction,
  setReply,
  setSpotlight,
  updateQuestion,
} from "./repository.ts";

export type QuestionDeps = Pick<AppContext, "db" | "engine" | "realtime">;
export type SubmitOutcome = { question: Question; created: boolean; limitNowReached?: boolean };
export type Reaction = "like" | "favourite";

/** Statuses in which an event takes no more questions. */
const CLOSED_STATUSES = new Set(["ended", "canceled"]);
const REACTION_TABLES: Record<Reaction, ReactionTable> = {
  like: "question_likes",
  favourite: "question_favourites",
};

async function readableEvent(db: Db, actor: Actor, eventId: string): Promise<EventAccess> {
  const access = await eventAccessFor(db, actor, eventId);
  if (!access?.canRead) throw notFound(MESSAGES.eventNotFound);
  return access;
}

/** The question and the actor's rights on its event; hidden questions are not found for non-hosts. */
async function questionForActor(
  db: Db,
  actor: Actor,
  questionId: string,
): Promise<{ row: QuestionRow; access: EventAccess }> {
  const row = await findQuestion(db, questionId);
  if (!row) throw notFound(MESSAGES.questionNotFound);
  const access = await eventAccessFor(db, actor, row.event_id);
  assertVisible(actor, access, row);
  return { row, access };
}

async function presented(db: Db, questionId: string): Promise<Question> {
  const row = await findQuestion(db, questionId);
  if (!row) throw notFound(MESSAGES.questionNotFound);
  const [reactions, removed] = await Promise.all([
    reactionsOfQuestion(db, questionId),
    isRemovedFrom(db, row.event_id, row.created_by),
  ]);
  return presentQuestion(row, reactions, removed);
}

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
  const version = Number(access.event.questions_version ?? 0);
  const view: ListView = access.isHost ? "hosts" : "audience";
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
  // (docs/live-room.md): the shared lists carry those questions anonymised, or not at all. The
  // entry knows who they are, so everyone else's re-read costs no query about it.
  if (viewerId && list.privateAuthors.has(viewerId)) {
    const own = await presentedList(deps.db, eventId, access.isHost, viewerId);
    const body = JSON.stringify(questionListSchema.parse(own));
    return { version, body, etag: listTag(body), encoded: {}, privateAuthors: list.privateAuthors };
  }
  return list;
}

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
  let outcome: SubmitOutcome;
  try {
    outcome = await deps.db.transaction().execute(async (trx) => {
      // PostgreSQL: the row is locked first, so concurrent submissions count one after another.
      // SQLite runs one transaction at a time, and the access check's read is the event's.
      if (deps.engine === "postgres" && !(await lockEvent(trx, deps.engine, eventId))) {
        throw notFound(MESSAGES.eventNotFound);
      }
      const access = await readableEvent(trx, actor, eventId);
      const event = access.event;
      const memberId = participantId(actor, access);
      if (idempotencyKey) {
        const earlier = await findByIdempotencyKey(trx, eventId, memberId, idempotencyKey);
        if (earlier)
          return { question: presentQuestion(earlier, await reactionsOfQuestion(trx, earlier.id)), created: false };
      }
      if (CLOSED_STATUSES.has(event.status)) throw conflict(MESSAGES.eventClosed);
      if (event.questions_paused === 1) throw conflict(MESSAGES.questionsPaused);
      if (input.anonymous) assertMayAskAnonymously(event);
      const counted = await countQuestionsOfEvent(trx, eventId);
      if (counted >= event.max_questions) throw conflict(MESSAGES.questionLimitReached);
      // Each person's share (docs/moderation.md), counted behind the same lock; hosts have none.
      const share = event.max_questions_per_member;
      if (share !== null && !access.isHost && (await countQuestionsBy(trx, eventId, memberId)) >= share) {
        throw conflict(MESSAGES.memberQuestionLimitReached);
      }
      const creatorName =
        actor.kind === "account" ? actor.user.display_name : actor.kind === "guest" ? actor.guestName : "";
      // The word filter holds a question for review (docs/moderation.md); an anonymous asker's
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
      await bumpQuestionsVersion(trx, eventId);
      return {
        question: presentQuestion(row, { likes: [], favourites: [] }),
        created: true,
        limitNowReached: counted + 1 >= event.max_questions,
      };
    });
  } catch (error) {
    const memberId = memberIdOf(actor);
    if (!idempotencyKey || !memberId || !isUniqueViolation(error)) throw error;
    const earlier = await findByIdempotencyKey(deps.db, eventId, memberId, idempotencyKey);
    if (!earlier) throw error;
    return { question: await presented(deps.db, earlier.id), created: false };
  }
  if (outcome.created) announceAdded(deps.realtime, outcome.question);
  if (outcome.limitNowReached) await announceLimitState(deps, eventId);
  return outcome;
}

export async function setQuestionStatus(
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  status: QuestionStatus,
): Promise<Question> {
  const { access } = await questionForActor(deps.db, actor, questionId);
  assertHost(access);
  const eventId = access.event.id;
  const { question, offScreen } = await deps.db.transaction().execute(async (trx) => {
    await updateQuestion(trx, questionId, { status }, nextTimestamp());
    const offScreen = status === "answered" && (await clearSpotlight(trx, eventId, questionId));
    await bumpQuestionsVersion(trx, eventId);
    return { question: await presented(trx, questionId), offScreen };
  });
  announceUpdated(deps.realtime, question);
  if (offScreen) announceSpotlight(deps.realtime, eventId, null);
  return asSeenBy(question, memberIdOf(actor));
}

export async function editQuestion(
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  content: string,
): Promise<Question> {
  const { row, access } = await questionForActor(deps.db, actor, questionId);
  assertMayEdit(actor, row);
  const event = access.event;
  if (CLOSED_STATUSES.has(event.status)) throw conflict(MESSAGES.editWhenClosed);
  if (event.questions_paused === 1) throw conflict(MESSAGES.editWhilePaused);
  const trimmed = content.trim();
  // An edit meets the word filter as a new question does (docs/moderation.md), and under
  // moderation it is reviewed again: what was approved is not what it says now.
  const flag = questionFlag(event, trimmed, undefined);
  const review = flag !== null || event.moderate_questions === 1;
  const backToReview = review && row.awaiting_review === 0;
  const reason = flag
    ? { flag_in: flag.in, flag_word: flag.word }
    : row.flag_in === "question"
      ? { flag_in: null, flag_word: null }
      : {};
  await updateQuestion(
    deps.db,
    questionId,
    { content: trimmed, ...(review ? { awaiting_review: 1 as const } : {}), ...reason },
    nextTimestamp(),
  );
  await bumpQuestionsVersion(deps.db, row.event_id);
  if (backToReview) await unspotlight(deps, row.event_id, questionId);
  const question = await presented(deps.db, questionId);
  if (backToReview) announceBackToReview(deps.realtime, question);
  else announceUpdated(deps.realtime, question);
  return question;
}

/**
 * Sets or clears one member's like or favourite. Each is a row under the unique key
 * (question, member): "on" inserts unless present, "off" deletes, "toggle" inserts and, when
 * nothing was inserted, deletes. No count is read and written back, so concurrent requests
 * never leave two rows of one member or a count that disagrees with the rows.
 */
async function react(
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  reaction: Reaction,
  change: "on" | "off" | "toggle",
  claimedMemberId: string | undefined,
): Promise<Question> {
  assertOwnClaim(actor, claimedMemberId);
  const { access } = await questionForActor(deps.db, actor, questionId);
  const memberId = participantId(actor, access);
  const table = REACTION_TABLES[reaction];
  try {
    const added = change !== "off" && (await addReaction(deps.db, table, questionId, memberId, nextTimestamp()));
    if (change === "off" || (change === "toggle" && !added)) await removeReaction(deps.db, table, questionId, memberId);
    await bumpQuestionsVersion(deps.db, access.event.id);
  } catch (error) {
    // The question was deleted between the read and the insert.
    if (isForeignKeyViolation(error)) throw notFound(MESSAGES.questionNotFound);
    throw error;
  }
  const question = await presented(deps.db, questionId);
  announceReactionChanged(deps.realtime, question, (id) => presented(deps.db, id));
  return asSeenBy(question, memberId);
}

export const toggleReaction = (
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  reaction: Reaction,
  claimedMemberId: string | undefined,
) => react(deps, actor, questionId, reaction, "toggle", claimedMemberId);

/** The legacy vote call: "up" turns the caller's like on, "down" turns it off. */
export const voteOnQuestion = (deps: QuestionDeps, actor: Actor, questionId: string, voteType: "up" | "down") =>
  react(deps, actor, questionId, "like", voteType === "up" ? "on" : "off", undefined);

export async function removeQuestion(deps: QuestionDeps, actor: Actor, questionId: string): Promise<void> {
  const { row, access } = await questionForActor(deps.db, actor, questionId);
  assertMayDelete(actor, access, row);
  const removed = await deleteQuestion(deps.db, questionId);
  if (!removed) throw notFound(MESSAGES.questionNotFound);
  await bumpQuestionsVersion(deps.db, row.event_id);
  await unspotlight(deps, row.event_id, questionId);
  // The place it held may have been the last one: pages that said "limit reached" hear it is free.
  if ((await countQuestionsOfEvent(deps.db, row.event_id)) + 1 >= access.event.max_questions) {
    await announceLimitState(deps, row.event_id);
  }
  announceDeleted(
    deps.realtime,
    row.event_id,
    questionId,
    row.hidden === 1,
    row.awaiting_review === 1 || row.hidden === 1 ? { authorId: row.created_by } : undefined,
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

/** A hidden or deleted question cannot stay the one answered now: cleared, and every page told. */
async function unspotlight(deps: QuestionDeps, eventId: string, questionId: string): Promise<void> {
  if (await clearSpotlight(deps.db, eventId, questionId)) announceSpotlight(deps.realtime, eventId, null);
}

/** Host moderation: flips answered or hidden in one statement and reads the result in the same transaction. */
async function moderate(
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  flag: "answered" | "hidden",
  claimedMemberId: string | undefined,
): Promise<Question> {
  assertOwnClaim(actor, claimedMemberId);
  const { access } = await questionForActor(deps.db, actor, questionId);
  assertHost(access);
  const eventId = access.event.id;
  const { question, offScreen } = await deps.db.transaction().execute(async (trx) => {
    const now = nextTimestamp();
    if (flag === "hidden") await flipHidden(trx, questionId, now);
    else await flipAnswered(trx, questionId, now);
    const flipped = await presented(trx, questionId);
    // A question answered is done: it leaves the screen in the same change (the host can put it back).
    const offScreen =
      flag === "answered" && flipped.status === "answered" && (await clearSpotlight(trx, eventId, questionId));
    await bumpQuestionsVersion(trx, eventId);
    return { question: flipped, offScreen };
  });
  if (flag === "hidden" && question.hidden) await unspotlight(deps, eventId, questionId);
  if (flag === "hidden") announceVisibilityChanged(deps.realtime, question);
  else announceUpdated(deps.realtime, question);
  if (offScreen) announceSpotlight(deps.realtime, eventId, null);
  return asSeenBy(question, memberIdOf(actor));
}

export const toggleAnswered = (deps: QuestionDeps, actor: Actor, questionId: string, claim: string | undefined) =>
  moderate(deps, actor, questionId, "answered", claim);

export const toggleHidden = (deps: QuestionDeps, actor: Actor, questionId: string, claim: string | undefined) =>
  moderate(deps, actor, questionId, "hidden", claim);

/** A host publishes a question awaiting review; approving it again changes nothing. */
export async function approveQuestion(deps: QuestionDeps, actor: Actor, questionId: string): Promise<Question> {
  const { access } = await questionForActor(deps.db, actor, questionId);
  assertHost(access);
  const approved = await approveQuestionRow(deps.db, questionId, nextTimestamp());
  if (approved) await bumpQuestionsVersion(deps.db, access.event.id);
  const question = await presented(deps.db, questionId);
  if (approved) announceApproved(deps.realtime, question);
  return asSeenBy(question, memberIdOf(actor));
}

/** A host's reply under the question, signed with the host's name; empty text removes it. */
export async function replyToQuestion(deps: QuestionDeps, actor: Actor, questionId: string, text: string) {
  const { access } = await questionForActor(deps.db, actor, questionId);
  assertHost(access);
  const trimmed = text.trim();
  // A reply is a host's own words, published at once: one the filter matches is refused, never held.
  if (trimmed && blockedIn(access.event, trimmed)) throw conflict(MESSAGES.replyBlocked);
  const hostName = actor.kind === "account" ? actor.user.display_name : "";
  await setReply(deps.db, questionId, trimmed ? { text: trimmed, hostName, at: nextTimestamp() } : null);
  await bumpQuestionsVersion(deps.db, access.event.id);
  const question = await presented(deps.db, questionId);
  announceUpdated(deps.realtime, question);
  return asSeenBy(question, memberIdOf(actor));
}

/**
 * A host sets the question answered now (on) or takes it down (off; only if it is this one).
 * Only a question the audience sees can be set: the check and the change are one statement.
 */
export async function spotlightQuestion(
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  on: boolean,
): Promise<SpotlightAnswer> {
  const { row, access } = await questionForActor(deps.db, actor, questionId);
  assertHost(access);
  const eventId = row.event_id;
  if (on) {
    if (!(await setSpotlight(deps.db, eventId, questionId))) throw conflict(MESSAGES.spotlightNotShown);
    await bumpQuestionsVersion(deps.db, eventId);
    announceSpotlight(deps.realtime, eventId, questionId);
    return { eventId, questionId };
  }
  if (await clearSpotlight(deps.db, eventId, questionId)) {
    await bumpQuestionsVersion(deps.db, eventId);
    announceSpotlight(deps.realtime, eventId, null);
    return { eventId, questionId: null };
  }
  return { eventId, questionId: access.event.spotlight_question_id };
}
