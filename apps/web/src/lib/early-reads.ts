// A page's reads started before it renders (app/page-data.ts): how long they are held for the
// page, and when the page's hooks take such a read as their own instead of reading again.

/**
 * How long an early read is held for its page. A cache entry is kept only while something
 * subscribes (keepUnusedDataFor 0 on a live event's entries); the page's own hooks subscribe once
 * it renders, and until then this hold keeps the entry (and its room) from being dropped. A page
 * slower than this reads again when it opens.
 */
export const EARLY_READ_HOLD_MS = 10_000;

const started = new Map<string, number>();

/** Marks the early read of `key` (an event's id) as started now, by the page being opened. */
export function earlyReadStarted(key: string): void {
  started.set(key, Date.now());
}

/**
 * What a screen's hook for `key` passes as `refetchOnMountOrArgChange`. When this opening started
 * an early read of it, a read under the hold's age is taken as the screen's own (its entry was
 * live, its room joined, before the read, so it is as fresh as a new one); otherwise the screen
 * reads again on every opening, as it always did, whatever another screen read before.
 */
export function refetchOnOpen(key: string): number | true {
  const at = started.get(key);
  return at !== undefined && Date.now() - at < EARLY_READ_HOLD_MS ? EARLY_READ_HOLD_MS / 1_000 : true;
}
