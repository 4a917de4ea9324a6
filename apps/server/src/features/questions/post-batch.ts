// Questions posted in batches (docs/PERFORMANCE.md "Posts in batches"; the batching itself is
// db/batched-writes.ts). A hall asking at once, or an event's opening minute, sends many
// questions in a few milliseconds; one transaction each, every post paid its own BEGIN, write
// lock and COMMIT. Here a batch's posts share one transaction: the events are locked once (on
// PostgreSQL, in one order), each post is checked and written in arrival order as if it were
// alone (the limits count the batch's earlier posts, an Idempotency-Key retry finds its first
// copy), and each event's questions_version is bumped once.
//
// A refused post fails alone and leaves no trace: every refusal comes before its post writes
// anything. The places the posts take in their events' counts are kept in memory until the
// batch's end (question-places.ts), so one refused after taking its place simply gives it back.
import { ANSWER_MESSAGES, MESSAGES, type Question } from "@handraise/contract";
import { BatchedWriter, onePerDatabase, type Waiting } from "../../db/batched-writes.ts";
import { timeOrderedId } from "../../db/time-ordered-id.ts";
import type { Actor } from "../../http/actor.ts";
import { AppError, conflict, notFound } from "../../http/app-error.ts";
import { rowsChanged, scopes } from "../../http/cache-invalidation.ts";
import { questionFlag } from "../moderation/event-words.ts";
import { announceQuestion } from "./broadcasts.ts";
import { nextMoment } from "./clock.ts";
import { readableEvent } from "./lookup.ts";
import { assertMayAskAnonymously, assertParticipant } from "./policy.ts";
import { presentQuestion } from "./presenter.ts";
import type { QuestionDeps, Trx } from "./question-change.ts";
import { announceLimitState, QuestionPlaces } from "./question-places.ts";
import { reactionsOfQuestion } from "./reaction-repository.ts";
import {
  bumpQuestionsVersion,
  countQuestionsBy,
  findByIdempotencyKey,
  insertQuestion,
  lockEvent,
  type QuestionRow,
} from "./repository.ts";

/** A question to post: its text already trimmed, its asker's claim already checked. */
export type PostRequest = {
  actor: Actor;
  eventId: string;
  content: string;
  anonymous?: boolean;
  idempotencyKey?: string;
};

/** `created: false`: an Idempotency-Key retry, answered with its first copy. */
export type SubmitOutcome = { question: Question; created: boolean; limitNowReached?: boolean };

/** As for reactions: no wait, a storm fills each batch by itself (reaction-batch.ts). */
export const POST_BATCH_WINDOW_MS = 0;
/** The most posts one transaction carries; more wait for the next. */
export const POST_BATCH_MAX = 200;

/** Statuses in which an event takes no more questions. */
export const CLOSED_STATUSES = new Set(["ended", "canceled"]);

type Pending = Waiting<PostRequest, SubmitOutcome>;
type Posted = { request: Pending; outcome: SubmitOutcome };
type Written = { posted: Posted[]; refused: { request: Pending; error: unknown }[]; changed: string[] };

export class QuestionPostWriter extends BatchedWriter<PostRequest, SubmitOutcome, Written> {
  constructor(
    private readonly deps: QuestionDeps,
    windowMs = POST_BATCH_WINDOW_MS,
    maxBatch = POST_BATCH_MAX,
  ) {
    super(deps.db, windowMs, maxBatch);
  }

  protected async write(trx: Trx, batch: Pending[]): Promise<Written> {
    const events = [...new Set(batch.map((request) => request.eventId))].sort();
    // PostgreSQL: the events' rows locked first, in one order, so concurrent posts count one
    // batch after another and two batches never wait for each other in a circle. SQLite runs one
    // transaction at a time, and the access check's read is the event's.
    const gone = new Set<string>();
    if (this.deps.engine === "postgres") {
      for (const eventId of events) if (!(await lockEvent(trx, this.deps.engine, eventId))) gone.add(eventId);
    }
    const places = new QuestionPlaces(trx);
    const posted: Posted[] = [];
    const refused: Written["refused"] = [];
    for (const request of batch) {
      try {
        if (gone.has(request.eventId)) throw notFound(ANSWER_MESSAGES.eventNotFound);
        posted.push({ request, outcome: await postQuestion(trx, this.deps, places, request) });
      } catch (error) {
        // A refusal is the post's own answer; anything else is the batch's trouble.
        if (!(error instanceof AppError)) throw error;
        refused.push({ request, error });
      }
    }
    const changed = events.filter((eventId) => posted.some((p) => p.outcome.created && p.request.eventId === eventId));
    await places.write();
    for (const eventId of changed) await bumpQuestionsVersion(trx, eventId);
    return { posted, refused, changed };
  }

  /** After the commit: the events' kept rows dropped everywhere, the rooms told, then the answers. */
  protected async committed({ posted, refused, changed }: Written): Promise<void> {
    if (changed.length > 0) await rowsChanged(this.deps.db, changed.map(scopes.questionsOf));
    // A retry that found its question already saved announces it again: the first try's answer
    // was lost, and so may its announcement have been (its instance stopped between the commit
    // and the broadcast). A page that has it already replaces it in place.
    for (const { outcome } of posted) announceQuestion(this.deps.realtime, "questionAdded", outcome.question);
    const full = new Set(posted.filter((p) => p.outcome.limitNowReached).map((p) => p.request.eventId));
    for (const eventId of full) await announceLimitState(this.deps, eventId);
    for (const { request, error } of refused) request.reject(error);
    for (const { request, outcome } of posted) request.resolve(outcome);
  }
}

/**
 * One post, checked and written on the batch's transaction as if it were alone: the caller's
 * standing, an earlier copy under its Idempotency-Key, the event open and taking questions, the
 * event's limit and the asker's share, the word filter. Refuses (throws an AppError) before
 * writing anything it keeps.
 */
async function postQuestion(
  trx: Trx,
  deps: QuestionDeps,
  places: QuestionPlaces,
  request: PostRequest,
): Promise<SubmitOutcome> {
  const { actor, eventId, content, anonymous, idempotencyKey } = request;
  // The caller's standing as kept (a write to it drops it everywhere before it answers).
  const access = await readableEvent(trx, actor, eventId, { cachedIn: deps.db });
  const event = access.event;
  const memberId = assertParticipant(actor, access);
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(trx, eventId, memberId, idempotencyKey);
    if (earlier) {
      return { question: presentQuestion(earlier, await reactionsOfQuestion(trx, earlier.id)), created: false };
    }
  }
  if (CLOSED_STATUSES.has(event.status)) throw conflict(ANSWER_MESSAGES.eventClosed);
  if (event.questions_paused === 1) throw conflict(MESSAGES.questionsPaused);
  if (anonymous) assertMayAskAnonymously(event);
  const place = await places.take(eventId, event.max_questions);
  if (!place) throw notFound(ANSWER_MESSAGES.eventNotFound);
  if (!place.taken) throw conflict(MESSAGES.questionLimitReached);
  // Each person's share (docs/features/moderation.md), counted behind the same lock; hosts have none.
  const share = event.max_questions_per_member;
  if (share !== null && !access.isHost && (await countQuestionsBy(trx, eventId, memberId)) >= share) {
    places.giveBack(eventId);
    throw conflict(ANSWER_MESSAGES.memberQuestionLimitReached);
  }
  const creatorName =
    actor.kind === "account" ? actor.user.display_name : actor.kind === "guest" ? actor.guestName : "";
  // The word filter holds a question for review (docs/features/moderation.md); an anonymous asker's
  // name is shown to nobody, so only the text counts then.
  const flag = questionFlag(event, content, anonymous ? undefined : creatorName);
  const moment = nextMoment();
  const now = new Date(moment).toISOString();
  const row: QuestionRow = {
    // In the order of time, as its created_at: each new id goes at the end of the ids' index.
    id: timeOrderedId(moment),
    event_id: eventId,
    content,
    status: "pending",
    hidden: 0,
    awaiting_review: event.moderate_questions === 1 || flag ? 1 : 0,
    anonymous: anonymous ? 1 : 0,
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
  return { question, created: true, limitNowReached: place.limitNowReached };
}

/** The post writer of this app's database. */
export const postWriter = onePerDatabase((deps: QuestionDeps) => new QuestionPostWriter(deps));
