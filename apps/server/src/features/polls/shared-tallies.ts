// In a vote storm hundreds of votes a second each answer with the poll's totals. Read once per
// vote, the totals cost more with every vote (each aggregate scans the poll's vote rows), so a
// hall's storm costs the square of its size and the server falls behind (docs/PERFORMANCE.md
// "Vote storm"). Votes committed before a read of the poll's totals starts share that read: each
// still gets totals that hold its own vote (the read starts after its commit), and a storm costs
// one read per turn of the event loop rather than one per vote. A lone vote waits one turn.
import type { Db } from "../../db/connect.ts";
import { type PollTallies, readTallies } from "./poll-facts.ts";
import type { PollRow } from "./repository.ts";

/** Per database (each app has its own), per poll: the read not started yet, which a vote may join. */
const waiting = new WeakMap<Db, Map<string, Promise<PollTallies | undefined>>>();

/** The poll's totals, read after this call (so after the caller's commit), shared with every caller until the read starts. */
export function talliesAfterCommit(db: Db, poll: PollRow): Promise<PollTallies | undefined> {
  let reads = waiting.get(db);
  if (!reads) {
    reads = new Map();
    waiting.set(db, reads);
  }
  const pending = reads.get(poll.id);
  if (pending) return pending;
  const own = reads;
  const read = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
    // From here on a new commit may not be in this read: later votes start the next one.
    own.delete(poll.id);
    return (await readTallies(db, [poll])).get(poll.id);
  });
  reads.set(poll.id, read);
  return read;
}
