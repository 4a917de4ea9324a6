// Writes that arrive together, in ONE transaction (docs/PERFORMANCE.md "Like storm" and "Posts in
// batches"). A durable transaction costs its BEGIN, its first write's lock and its COMMIT whatever
// it carries; a hall sending hundreds of likes or questions a second paid them once per request.
// Here the requests that arrive within a turn of the event loop, or while the previous batch's
// transaction runs, share one.
//
// Each request is still checked and answered on its own: the subclass's `write` refuses a
// request alone (it answers that request's own error) and throws only for trouble of the whole
// batch. Each is answered only after its batch committed, so an acknowledged write is never lost.
// Should a statement fail inside the transaction, the batch rolls back and each request is written
// again alone, in a transaction of its own, so one bad row fails only its own request.
import type { Transaction } from "kysely";
import type { Db } from "./connect.ts";
import type { Database } from "./tables.ts";

/** A request waiting for its batch, with the way to answer it. */
export type Waiting<R, A> = R & { resolve: (answer: A) => void; reject: (error: unknown) => void };

/** What a writer has done since it started (tests and the bench read it). */
export type BatchStats = { batches: number; requests: number; largest: number; retriedAlone: number };

export abstract class BatchedWriter<R, A, W> {
  private queue: Waiting<R, A>[] = [];
  private timer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  private running = false;
  readonly stats: BatchStats = { batches: 0, requests: 0, largest: 0, retriedAlone: 0 };

  /**
   * `windowMs`: how long the first request of a batch waits for others. With none, a batch starts
   * once the requests read in the same turn are queued, and what arrives while it is written waits
   * for the next one: a storm fills each batch by itself, and a lone request is not held back.
   * `maxBatch`: the most requests one transaction carries; more wait for the next.
   */
  constructor(
    protected readonly db: Db,
    public windowMs: number,
    public maxBatch: number,
  ) {}

  /** Writes the batch on `trx`; answers what `committed` needs. Throws only for the whole batch's trouble. */
  protected abstract write(trx: Transaction<Database>, batch: Waiting<R, A>[]): Promise<W>;

  /** After the commit: answers every request of the batch (and tells whoever must hear of it). */
  protected abstract committed(written: W): Promise<void>;

  /** How many requests wait for a batch that has not started (tests order their arrivals by it). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Answers the request once its batch committed. */
  submit(request: R): Promise<A> {
    return new Promise<A>((resolve, reject) => {
      this.queue.push({ ...request, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    // While a batch is written, what arrives waits for its commit and goes in the next one.
    if (this.running || this.timer) return;
    const start = () => {
      this.timer = undefined;
      void this.drain();
    };
    this.timer = this.windowMs > 0 ? setTimeout(start, this.windowMs) : setImmediate(start);
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        await this.writeBatch(batch);
      }
    } finally {
      this.running = false;
    }
  }

  /** Writes one batch and answers each of its requests; never throws. */
  private async writeBatch(batch: Waiting<R, A>[]): Promise<void> {
    this.stats.batches += 1;
    this.stats.requests += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    const outcome = await this.inTransaction(batch);
    if ("written" in outcome) {
      await this.settle(batch, outcome.written);
      return;
    }
    // A statement failed inside the transaction, which rolled back: nothing of the batch was
    // written. Alone, each request meets only its own trouble. A failed COMMIT is not retried:
    // whether it landed is unknown, and a change written twice (a toggle) could undo itself.
    if (!outcome.beforeCommit || batch.length === 1) {
      for (const request of batch) request.reject(outcome.error);
      return;
    }
    for (const request of batch) {
      this.stats.retriedAlone += 1;
      const alone = await this.inTransaction([request]);
      if ("written" in alone) await this.settle([request], alone.written);
      else request.reject(alone.error);
    }
  }

  private async inTransaction(
    batch: Waiting<R, A>[],
  ): Promise<{ written: W } | { error: unknown; beforeCommit: boolean }> {
    let beforeCommit = false;
    try {
      const written = await this.db.transaction().execute(async (trx) => {
        try {
          return await this.write(trx, batch);
        } catch (error) {
          beforeCommit = true;
          throw error;
        }
      });
      return { written };
    } catch (error) {
      return { error, beforeCommit };
    }
  }

  /** The batch committed: `committed` answers it; should it throw, no request is left waiting. */
  private async settle(batch: Waiting<R, A>[], written: W): Promise<void> {
    try {
      await this.committed(written);
    } catch (error) {
      // Answering a request twice does nothing: those already answered keep their answer.
      for (const request of batch) request.reject(error);
    }
  }
}

/**
 * One writer per database, made on first use: one app's requests share its batches, so an
 * instance writes one batch of a kind at a time.
 */
export function onePerDatabase<D extends { db: Db }, T>(make: (deps: D) => T): (deps: D) => T {
  const made = new WeakMap<Db, T>();
  return (deps) => {
    let writer = made.get(deps.db);
    if (!writer) {
      writer = make(deps);
      made.set(deps.db, writer);
    }
    return writer;
  };
}
