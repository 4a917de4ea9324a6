// In a vote storm hundreds of votes a second each answer with the poll's totals. Read once per
// vote, the totals cost more with every vote (each aggregate scans the poll's vote rows), so a
// hall's storm costs the square of its size and the server falls behind (docs/PERFORMANCE.md
// "Vote storm"). Votes committed before a read of the poll's totals starts share that read: each
// still gets totals that hold its own vote (the read starts after its commit). A lone vote waits
// one turn of the event loop; in a storm, one poll's reads start at least TALLY_READ_SPACING_MS
// apart, so a storm costs a few reads a second rather than one per turn.
import type { Db } from "../../db/connect.ts";
import { type PollTallies, readTallies } from "./poll-facts.ts";
import type { PollRow } from "./repository.ts";

/**
 * The least time between the starts of two reads of one poll's totals, in milliseconds. A vote
 * answered in a storm may wait this long for totals that hold it; the hall's screens are told
 * the totals twice a second anyway (broadcasts.ts).
 */
export const TALLY_READ_SPACING_MS = 20;

/** How long a read asked for `now` waits, when the poll's last read started at `lastStart`. */
export function tallyReadDelay(lastStart: number | undefined, now: number, spacing = TALLY_READ_SPACING_MS): number {
  if (lastStart === undefined) return 0;
  return Math.max(0, lastStart + spacing - now);
}

type PollReads = {
  /** The read not started yet, which a vote may join. */
  waiting?: Promise<PollTallies | undefined>;
  /** When the last read started (performance.now()). */
  lastStart?: number;
};

/** Per database (each app has its own), per poll. */
const readsOf = new WeakMap<Db, Map<string, PollReads>>();

/** This database's polls, each with its reads; added when first asked for. */
function readsOfPoll(db: Db, pollId: string): { polls: Map<string, PollReads>; reads: PollReads } {
  let polls = readsOf.get(db);
  if (!polls) {
    polls = new Map();
    readsOf.set(db, polls);
  }
  let reads = polls.get(pollId);
  if (!reads) {
    reads = {};
    polls.set(pollId, reads);
  }
  return { polls, reads };
}

/** The poll's totals, read after this call (so after the caller's commit), shared with every caller until the read starts. */
export function talliesAfterCommit(db: Db, poll: PollRow): Promise<PollTallies | undefined> {
  const { polls, reads } = readsOfPoll(db, poll.id);
  if (reads.waiting) return reads.waiting;
  const delay = tallyReadDelay(reads.lastStart, performance.now());
  const read = new Promise<void>((resolve) => (delay > 0 ? setTimeout(resolve, delay) : setImmediate(resolve))).then(
    async () => {
      // From here on a new commit may not be in this read: later votes wait for the next one.
      const startedAt = performance.now();
      reads.waiting = undefined;
      reads.lastStart = startedAt;
      // A poll nobody votes in is forgotten once its spacing has passed.
      setTimeout(() => {
        if (reads.lastStart === startedAt && !reads.waiting) polls.delete(poll.id);
      }, TALLY_READ_SPACING_MS).unref();
      return (await readTallies(db, [poll])).get(poll.id);
    },
  );
  reads.waiting = read;
  return read;
}
