// A page's reads started before it renders (app/page-data.ts): how long they are held for the
// page, and how recent a read the page's hooks take as their own when it opens.

/**
 * How long an early read is held for its page. A cache entry is kept only while something
 * subscribes (keepUnusedDataFor 0 on a live event's entries); the page's own hooks subscribe once
 * it renders, and until then this hold keeps the entry (and its room) from being dropped. A page
 * slower than this reads again when it opens.
 */
export const EARLY_READ_HOLD_MS = 10_000;

/**
 * How recent a read a live event screen takes as its own when it opens, in seconds. Its cache
 * entry was live (its room joined) before the read and stays so, so it is as fresh as a new
 * read. It only applies while the entry exists: one nobody shows is dropped at once.
 */
export const FRESH_ON_OPEN_S = EARLY_READ_HOLD_MS / 1_000;
