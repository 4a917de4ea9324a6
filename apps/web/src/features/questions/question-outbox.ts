// Nothing is lost (docs/product.md §11): every submitted question is written here first, per event, in
// localStorage, and leaves only once the server has answered it (created, or refused). A
// question whose request got no answer waits and is sent again with the same Idempotency-Key,
// so a retry after a lost answer never makes a second question.
import { useSyncExternalStore } from "react";

export type OutboxEntry = {
  /** The Idempotency-Key, made once when the question was first submitted. */
  key: string;
  eventId: string;
  memberId: string;
  content: string;
  createdAt: string;
  /** Asked anonymously: kept with the question so a retry asks the same way. */
  anonymous?: boolean;
};

const PREFIX = "handraise.outbox:";
const listeners = new Set<() => void>();
/** Keys with a request under way in this tab; never sent twice at once. */
const inFlight = new Set<string>();
const cache = new Map<string, OutboxEntry[]>();
const EMPTY: OutboxEntry[] = [];

function notify(): void {
  for (const listener of listeners) listener();
}

function read(eventId: string): OutboxEntry[] {
  const cached = cache.get(eventId);
  if (cached) return cached;
  let entries: OutboxEntry[] = EMPTY;
  try {
    const raw = localStorage.getItem(PREFIX + eventId);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      entries = parsed.filter(
        (e): e is OutboxEntry =>
          typeof e?.key === "string" && typeof e?.content === "string" && typeof e?.memberId === "string",
      );
    }
  } catch {
    entries = EMPTY;
  }
  cache.set(eventId, entries);
  return entries;
}

function write(eventId: string, entries: OutboxEntry[]): void {
  cache.set(eventId, entries);
  try {
    if (entries.length === 0) localStorage.removeItem(PREFIX + eventId);
    else localStorage.setItem(PREFIX + eventId, JSON.stringify(entries));
  } catch (error) {
    // A full or blocked storage still keeps the question for this page's life.
    console.warn("could not persist the question outbox", error);
  }
  notify();
}

export const outbox = {
  entries: read,
  add(entry: OutboxEntry): void {
    write(entry.eventId, [...read(entry.eventId), entry]);
  },
  remove(eventId: string, key: string): void {
    write(
      eventId,
      read(eventId).filter((e) => e.key !== key),
    );
  },
  /** Claims an entry for sending; false when this tab is already sending it. */
  claim(key: string): boolean {
    if (inFlight.has(key)) return false;
    inFlight.add(key);
    notify();
    return true;
  },
  release(key: string): void {
    inFlight.delete(key);
    notify();
  },
  isSending(key: string): boolean {
    return inFlight.has(key);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab of the same browser may send or add; forget the cache when storage changes.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key?.startsWith(PREFIX)) {
      cache.delete(event.key.slice(PREFIX.length));
      notify();
    }
  });
}

/** Version bumps on every change so components re-render when sending starts or ends. */
let version = 0;
outbox.subscribe(() => {
  version += 1;
});

export function useOutbox(eventId: string): { entries: OutboxEntry[]; version: number } {
  const v = useSyncExternalStore(outbox.subscribe, () => version);
  return { entries: read(eventId), version: v };
}
