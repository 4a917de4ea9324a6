// SQLite's checkpoints, off the event loop (docs/PERFORMANCE.md "Tallies read from an index;
// checkpoints off the event loop"). In WAL mode each commit appends pages to the log, and by default the commit that
// takes the log past 1,000 pages also copies them back into the database file and syncs it to
// disk. better-sqlite3 runs that on the calling thread, so one vote in a storm every second or so
// held the event loop for 20 to 54 ms, and for 191 ms when the disk was slow.
//
// Here the app's connection never checkpoints. Once the log has grown past that size, a worker
// thread with a connection of its own checkpoints every second, PASSIVE: it copies what no reader
// still needs and waits for nobody, while the app goes on reading and writing. Should the worker
// fail, the app's connection checkpoints by itself again, as before.
import { stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { Database } from "better-sqlite3";

/** How often the log's size is looked at, and the worker asked to checkpoint once it is big. */
export const WAL_CHECKPOINT_EVERY_MS = 1000;
/** The log's size past which checkpoints begin: SQLite's own default, 1,000 pages. */
const WAL_CHECKPOINT_PAGES = 1000;

// Plain JavaScript, evaluated as the worker's script: the driver is the app's own, by path.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
const database = new SQLite(workerData.file);
parentPort.on("message", () => {
  const [result] = database.pragma("wal_checkpoint(PASSIVE)");
  parentPort.postMessage(result);
});
`;

/** What a checkpoint did: SQLite's answer to `wal_checkpoint`. */
export type CheckpointResult = { busy: number; log: number; checkpointed: number };

export class WalCheckpoints {
  private worker: Worker | undefined;
  private stopped = false;
  private readonly timer: NodeJS.Timeout;
  private readonly threshold: number;
  /** How many checkpoints the worker has done, and the last one's answer (tests read them). */
  checkpoints = 0;
  last: CheckpointResult | undefined;

  constructor(
    private readonly database: Database,
    private readonly file: string,
    everyMs = WAL_CHECKPOINT_EVERY_MS,
  ) {
    this.threshold = WAL_CHECKPOINT_PAGES * Number(database.pragma("page_size", { simple: true }));
    database.pragma("wal_autocheckpoint = 0");
    this.timer = setInterval(() => void this.tick(), everyMs);
    this.timer.unref();
  }

  /** Whether the worker has started (the log grew past its threshold). */
  get started(): boolean {
    return this.worker !== undefined;
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    // The log's file keeps its size once it has grown (SQLite reuses it from the start after a
    // full checkpoint): past the threshold once, the worker checkpoints every tick after, and
    // the file is not looked at again.
    if (!this.worker) {
      const size = await stat(`${this.file}-wal`).then(
        (found) => found.size,
        () => 0,
      );
      if (size < this.threshold || this.stopped) return;
      this.worker = this.startWorker();
    }
    this.worker.postMessage("checkpoint");
  }

  private startWorker(): Worker {
    const driver = createRequire(import.meta.url).resolve("better-sqlite3");
    const worker = new Worker(WORKER, { eval: true, workerData: { driver, file: this.file } });
    worker.unref();
    worker.on("message", (result: CheckpointResult) => {
      this.checkpoints += 1;
      this.last = result;
    });
    worker.on("error", () => this.fallBack());
    worker.on("exit", () => this.fallBack());
    return worker;
  }

  /** The worker is gone: the app's connection checkpoints by itself again. */
  private fallBack(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.worker = undefined;
    clearInterval(this.timer);
    try {
      this.database.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
    } catch {
      // The database was closed meanwhile: nothing to checkpoint any more.
    }
  }

  /** Stops the checks and the worker; call before closing the database. */
  async close(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
