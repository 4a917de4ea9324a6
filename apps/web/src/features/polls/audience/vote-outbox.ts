// A vote is never lost to the venue's Wi-Fi (docs/features/polls.md "On the audience's page"):
// like the question outbox, every vote is written here first, per event, in localStorage, and
// leaves only once the server has answered it (counted, or refused). One entry per poll and
// voter: a newer vote replaces a waiting one, as the server would replace it.
import { type VotePollBody, votePollBodySchema } from "@handraise/contract";
import { useSyncExternalStore } from "react";

export type VoteEntry = {
  eventId: string;
  pollId: string;
  memberId: string;
  vote: VotePollBody;
  /** Requests made so far: a 409 after the first may answer an earlier one that did arrive. */
  attempts: number;
  createdAt: string;
};

/** Statuses that mean "try again later" rather than "no". */
const TRANSIENT = new Set([0, 408, 429, 500, 502, 503, 504]);

export type FailureOutcome = "wait" | "done" | "refused";

/**
 * What a failed request means for its entry. No answer (offline) or a passing trouble: it waits.
 * A 409 on a retry is taken as done: the earlier request may have been counted with its answer
 * lost, and a quiz refuses a second answer (the re-read poll says what the server holds).
 * Anything else is a refusal the voter is told of.
 */
export function failureOutcome(status: number, attempts: number): FailureOutcome {
  if (TRANSIENT.has(status)) return "wait";
  if (status === 409 && attempts > 1) return "done";
  return "refused";
}

/** The list with this vote in place of any earlier one of the same voter in the same poll. */
export function withEntry(entries: readonly VoteEntry[], entry: VoteEntry): VoteEntry[] {
  return [...entries.filter((e) => !sameBallot(e, entry)), entry];
}

export function sameBallot(a: Pick<VoteEntry, "pollId" | "memberId">, b: Pick<VoteEntry, "pollId" | "memberId">) {
  return a.pollId === b.pollId && a.memberId === b.memberId;
}

/** Entries as stored, anything unreadable (an older shape, a hand edit) left out. */
export function parseEntries(raw: string | null): VoteEntry[] {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (e): e is VoteEntry =>
      typeof e?.eventId === "string" &&
      typeof e?.pollId === "string" &&
      typeof e?.memberId === "string" &&
      typeof e?.attempts === "number" &&
      votePollBodySchema.safeParse(e?.vote).success,
  );
}

const PREFIX = "handraise.pollVotes:";
const listeners = new Set<() => void>();
/** Ballots with a request under way in this tab: never sent twice at once. */
const inFlight = new Set<string>();
const cache = new Map<string, VoteEntry[]>();
let version = 0;

const ballotKey = (entry: Pick<VoteEntry, "pollId" | "memberId">) => `${entry.pollId}:${entry.memberId}`;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function read(eventId: string): VoteEntry[] {
  const cached = cache.get(eventId);
  if (cached) return cached;
  let entries: VoteEntry[] = [];
  try {
    entries = parseEntries(localStorage.getItem(PREFIX + eventId));
  } catch {
    entries = [];
  }
  cache.set(eventId, entries);
  return entries;
}

function write(eventId: string, entries: VoteEntry[]): void {
  cache.set(eventId, entries);
  try {
    if (entries.length === 0) localStorage.removeItem(PREFIX + eventId);
    else localStorage.setItem(PREFIX + eventId, JSON.stringify(entries));
  } catch (error) {
    // A full or blocked storage still keeps the vote for this page's life.
    console.warn("could not persist the vote outbox", error);
  }
  changed();
}

export const voteOutbox = {
  entries: read,
  put(entry: VoteEntry): void {
    write(entry.eventId, withEntry(read(entry.eventId), entry));
  },
  /** Takes the entry out, unless a newer vote has replaced it meanwhile. */
  remove(entry: VoteEntry): void {
    write(
      entry.eventId,
      read(entry.eventId).filter((e) => !(sameBallot(e, entry) && e.createdAt === entry.createdAt)),
    );
  },
  /** Claims a ballot for sending; false when this tab is already sending it. */
  claim(entry: VoteEntry): boolean {
    if (inFlight.has(ballotKey(entry))) return false;
    inFlight.add(ballotKey(entry));
    changed();
    return true;
  },
  release(entry: VoteEntry): void {
    inFlight.delete(ballotKey(entry));
    changed();
  },
  isSending(entry: Pick<VoteEntry, "pollId" | "memberId">): boolean {
    return inFlight.has(ballotKey(entry));
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab of the same browser may vote or send; forget the cache when storage changes.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key?.startsWith(PREFIX)) {
      cache.delete(event.key.slice(PREFIX.length));
      changed();
    }
  });
}

/** The event's waiting votes; re-renders whenever one is added, sent or taken out. */
export function useVoteOutbox(eventId: string): VoteEntry[] {
  useSyncExternalStore(voteOutbox.subscribe, () => version);
  return read(eventId);
}
