// Every change of an event's questions goes through here (docs/features/questions.md "One change, one
// transaction"): the actor's rights are checked, the change written and the event's
// questions_version bumped in ONE transaction, so the change and the version land together or
// not at all and no instance keeps serving a list older than the rows (list-cache.ts). What
// the rooms hear is sent after the commit, never from inside it.
import type { Question } from "@handraise/contract";
import type { Transaction } from "kysely";
import type { AppContext } from "../../app-context.ts";
import type { Database } from "../../db/tables.ts";
import type { Actor } from "../../http/actor.ts";
import { rowsChanged, scopes } from "../../http/cache-invalidation.ts";
import { type Found, presented, questionForActor } from "./lookup.ts";
import { bumpQuestionsVersion } from "./repository.ts";

export type QuestionDeps = Pick<AppContext, "db" | "engine" | "realtime">;
/** The change's transaction: every read and write of a change runs on it. */
export type Trx = Transaction<Database>;

/**
 * What a change wrote: the event whose questions changed; `changed: false` when nothing was.
 * `alsoChanged`: the kept rows it changed beside the questions (a ban, a host), dropped with them.
 */
export type Written<T> = { eventId: string; result: T; changed?: boolean; alsoChanged?: string[] };

/**
 * Runs `change` (authorise and write, on `trx` only) and the version bump in one transaction,
 * then, after the commit, drops the event's kept row (its questions_version and spotlight,
 * features/events/access-cache.ts) on every instance, and `announce`s its result. A change that
 * wrote nothing bumps nothing and announces nothing; one that throws leaves no trace.
 */
export async function changeQuestions<T>(
  deps: Pick<QuestionDeps, "db">,
  change: (trx: Trx) => Promise<Written<T>>,
  announce?: (result: T) => void | Promise<void>,
): Promise<T> {
  const written = await deps.db.transaction().execute(async (trx) => {
    const done = await change(trx);
    if (done.changed !== false) await bumpQuestionsVersion(trx, done.eventId);
    return done;
  });
  if (written.changed !== false) {
    await rowsChanged(deps.db, [scopes.questionsOf(written.eventId), ...(written.alsoChanged ?? [])]);
    await announce?.(written.result);
  }
  return written.result;
}

/** A change of one question, in the steps every such change takes. */
export type QuestionChange<A, W> = {
  /** Refuses (throws) when the actor may not; answers what the write needs of the rights. */
  authorise: (found: Found) => A;
  /** Writes the change on `trx`; false when there was nothing to change. */
  write: (trx: Trx, found: Found, allowed: A) => Promise<W | false>;
  /** After commit: what the rooms hear, with the question as written. */
  announce: (question: Question, written: W, found: Found) => void | Promise<void>;
};

/**
 * One question's change: found as the actor may see it, authorised, written, version bumped and
 * presented in one transaction; announced after commit. Answers the question in its author's
 * view (the caller narrows it with asSeenBy) and what was found.
 */
export async function changeQuestion<A, W>(
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  change: QuestionChange<A, W>,
): Promise<{ question: Question; found: Found; allowed: A }> {
  const outcome = await changeQuestions(
    deps,
    async (trx) => {
      const found = await questionForActor(trx, actor, questionId);
      const allowed = change.authorise(found);
      const written = await change.write(trx, found, allowed);
      const question = await presented(trx, questionId);
      return { eventId: found.row.event_id, changed: written !== false, result: { question, found, allowed, written } };
    },
    ({ question, written, found }) => (written === false ? undefined : change.announce(question, written, found)),
  );
  return { question: outcome.question, found: outcome.found, allowed: outcome.allowed };
}
