// Likes and favourites written in batches (docs/PERFORMANCE.md "Like storm"; the batching itself
// is db/batched-writes.ts). A hall liking the question on the big screen sends a thousand likes a
// second to one event; written one transaction each, every like paid its own BEGIN…COMMIT,
// version bump and re-read of the question. Here a batch's reactions bump each event's
// questions_version ONCE, and each question is read back once.
//
// Every request is still checked and answered on its own: its question as its actor may see it
// (hidden and awaiting ones are not found), its actor's rights (members and hosts, never a
// removed person), with its own refusal if refused, which fails it alone.
import type { Question } from "@handraise/contract";
import { ANSWER_MESSAGES } from "@handraise/contract";
import { BatchedWriter, onePerDatabase, type Waiting } from "../../db/batched-writes.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { type Actor, memberIdOf } from "../../http/actor.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { rowsChanged, scopes } from "../../http/cache-invalidation.ts";
import { type EventAccess, eventAccessFor } from "../events/event-access.ts";
import { announceReactionChanged } from "./broadcasts.ts";
import { nextTimestamp } from "./clock.ts";
import { presented, presentedMany, presentedRows } from "./lookup.ts";
import { assertParticipant, assertVisible } from "./policy.ts";
import { asSeenBy } from "./presenter.ts";
import type { QuestionDeps, Trx } from "./question-change.ts";
import {
  addReaction,
  moveLikeCounts,
  questionsForReactions,
  type ReactionTable,
  removeReaction,
} from "./reaction-repository.ts";
import { bumpQuestionsVersion, type QuestionRow } from "./repository.ts";

/** "on" inserts unless present, "off" deletes, "toggle" inserts and, when nothing was inserted, deletes. */
export type ReactionChange = "on" | "off" | "toggle";
export type ReactionRequest = { actor: Actor; questionId: string; table: ReactionTable; change: ReactionChange };

/**
 * How long the first reaction of a batch waits for others, in milliseconds. None: a batch starts
 * once the requests already read in the same turn are queued, and what arrives while it is written
 * waits for the next one, so a storm fills each batch by itself while a lone like is not held
 * back. (A wait of 4 ms capped 32 callers at about 5,000 likes a second with the core half idle.)
 */
export const REACTION_BATCH_WINDOW_MS = 0;
/** The most requests one transaction carries; more wait for the next. */
export const REACTION_BATCH_MAX = 400;

type Pending = Waiting<ReactionRequest, Question>;
type Accepted = { request: Pending; row: QuestionRow; memberId: string; present?: boolean };
type Refused = { request: Pending; error: unknown };
type Written = { accepted: Accepted[]; refused: Refused[]; questions: Map<string, Question> };

export class ReactionWriter extends BatchedWriter<ReactionRequest, Question, Written> {
  constructor(
    private readonly deps: QuestionDeps,
    windowMs = REACTION_BATCH_WINDOW_MS,
    maxBatch = REACTION_BATCH_MAX,
  ) {
    super(deps.db, windowMs, maxBatch);
  }

  /** Checks each request, writes the accepted ones, bumps each event once, reads each question once. */
  protected async write(trx: Trx, batch: Pending[]): Promise<Written> {
    const rows = await questionsForReactions(trx, this.deps.engine, [...new Set(batch.map((r) => r.questionId))]);
    const accesses = new Map<string, Promise<EventAccess | undefined>>();
    const accessOf = (actor: Actor, eventId: string) => {
      // One read per caller and event: the same member liking three questions is read once.
      const key = `${actor.kind}:${memberIdOf(actor) ?? ""}:${eventId}`;
      let access = accesses.get(key);
      if (!access) {
        // As kept, when kept: read before the batch writes anything (event-access.ts).
        access = eventAccessFor(trx, actor, eventId, { cachedIn: this.deps.db });
        accesses.set(key, access);
      }
      return access;
    };
    const accepted: Accepted[] = [];
    const refused: Refused[] = [];
    for (const request of batch) {
      try {
        const row = rows.get(request.questionId);
        if (!row) throw notFound(ANSWER_MESSAGES.questionNotFound);
        const access = await accessOf(request.actor, row.event_id);
        assertVisible(request.actor, access, row);
        accepted.push({ request, row, memberId: assertParticipant(request.actor, access) });
      } catch (error) {
        // A refusal is the request's own answer; anything else is the batch's trouble.
        if (!(error instanceof AppError)) throw error;
        refused.push({ request, error });
      }
    }
    // Rows in one order (a stable sort keeps one member's toggles of one row in arrival order),
    // so two transactions writing the same rows never wait for each other in a circle.
    const ordered = [...accepted].sort((a, b) =>
      compare(a.request.table, b.request.table, a.row.id, b.row.id, a.memberId, b.memberId),
    );
    // Each question's kept like count moves with its rows (a table of its own, which only the
    // likes write: a host's change of the question never waits for it, nor it for one).
    const likesMoved = new Map<string, number>();
    for (const entry of ordered) {
      const { present, moved } = await applyReaction(trx, entry);
      entry.present = present;
      if (moved !== 0 && entry.request.table === "question_likes") {
        likesMoved.set(entry.row.id, (likesMoved.get(entry.row.id) ?? 0) + moved);
      }
    }
    await moveLikeCounts(trx, likesMoved);
    const events = [...new Set(accepted.map((entry) => entry.row.event_id))].sort();
    for (const eventId of events) await bumpQuestionsVersion(trx, eventId);
    const questions = await this.readBack(trx, accepted);
    // Gone meanwhile (only a safeguard, as above): the batch is written again, each one alone.
    if (accepted.some((entry) => !questions.has(entry.row.id))) throw notFound(ANSWER_MESSAGES.questionNotFound);
    return { accepted, refused, questions };
  }

  /**
   * The batch's questions as it leaves them. A like or favourite changes no question's row, so on
   * SQLite the rows read at the batch's start are read again for nothing: its transactions come one
   * at a time, and a write on a snapshot another connection has moved past is refused, never
   * applied (WAL). On PostgreSQL a host's edit may commit between that read and this one (the rows
   * are held against deletion only), so they are read again, for the edit to be in the answer.
   */
  private async readBack(trx: Trx, accepted: Accepted[]): Promise<Map<string, Question>> {
    const rows = new Map(accepted.map((entry) => [entry.row.id, entry.row]));
    if (this.deps.engine === "sqlite") return presentedRows(trx, [...rows.values()]);
    return presentedMany(trx, [...rows.keys()]);
  }

  /** After the commit: the events' kept rows dropped everywhere (their questions_version moved), then the answers. */
  protected async committed(written: Written): Promise<void> {
    const events = new Set(written.accepted.map((entry) => entry.row.event_id));
    if (events.size > 0) await rowsChanged(this.deps.db, [...events].map(scopes.questionsOf));
    this.answer(written);
  }

  /** After the commit: each request its own answer, the rooms each changed question once. */
  private answer({ accepted, refused, questions }: Written): void {
    for (const { request, error } of refused) request.reject(error);
    for (const entry of accepted) {
      const question = questions.get(entry.row.id) as Question;
      entry.request.resolve(asSeenBy(withOwnReaction(question, entry), entry.memberId));
    }
    for (const question of questions.values()) {
      announceReactionChanged(this.deps.realtime, question, (id) => presented(this.deps.db, id));
    }
  }
}

function compare(...pairs: string[]): number {
  for (let i = 0; i < pairs.length; i += 2) {
    const a = pairs[i] as string;
    const b = pairs[i + 1] as string;
    if (a !== b) return a < b ? -1 : 1;
  }
  return 0;
}

/** Writes one request's change; answers whether its row exists afterwards, and by how much the rows moved. */
async function applyReaction(
  trx: Trx,
  { request, row, memberId }: Accepted,
): Promise<{ present: boolean; moved: -1 | 0 | 1 }> {
  try {
    const onQuestion = { id: row.id, eventId: row.event_id };
    const removed = async () =>
      ({ present: false, moved: (await removeReaction(trx, request.table, row.id, memberId)) ? -1 : 0 }) as const;
    if (request.change === "off") return await removed();
    const added = await addReaction(trx, request.table, onQuestion, memberId, nextTimestamp());
    if (added) return { present: true, moved: 1 };
    if (request.change === "on") return { present: true, moved: 0 };
    return await removed();
  } catch (error) {
    // The question was deleted between the read and the insert (the read locks it on
    // PostgreSQL, so this is only a safeguard): the batch is written again, this one alone.
    if (isForeignKeyViolation(error)) throw notFound(ANSWER_MESSAGES.questionNotFound);
    throw error;
  }
}

/**
 * The question as the batch left it, with the requester's own like or favourite as their request
 * left it: a later toggle of the same row by the same member, in the same batch, is theirs to be
 * answered by; everyone else's reactions of the batch are in (they committed together).
 */
function withOwnReaction(question: Question, { request, memberId, present }: Accepted): Question {
  const field = request.table === "question_likes" ? "likes" : "favourites";
  const ids = question[field];
  const has = ids.includes(memberId);
  if (has === present) return question;
  return { ...question, [field]: present ? [...ids, memberId] : ids.filter((id) => id !== memberId) };
}

/** The reaction writer of this app's database. */
export const reactionWriter = onePerDatabase((deps: QuestionDeps) => new ReactionWriter(deps));
