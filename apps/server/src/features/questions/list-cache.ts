// The question list as sent, kept per event and per view, so the audience's re-reads every 30 s
// cost no list query and no serialisation, and answer 304 when nothing changed.
//
// Hosts and the audience get different lists (hidden questions are the hosts' only), so each
// view has its own entry. An entry is valid for one value of the event's `questions_version`,
// which every change to its questions, likes and favourites bumps in the database
// (repository.ts `bumpQuestionsVersion`). Every instance takes that counter from the event row of
// the access check, which it keeps in memory until a change drops it (features/events/
// access-cache.ts; `changeQuestions` drops it on every instance through Redis before it answers),
// so a change made through any instance retires the cached list on all of them.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { ROW_CACHE_MOVE_EVERY_MS } from "../../http/row-cache.ts";

export type ListView = "hosts" | "audience";
export type ListEncoding = "br" | "gzip";
export type CachedList = {
  version: number;
  body: string;
  etag: string;
  /** The body compressed, once per encoding a browser asked for (a full list shrinks about 8×). */
  encoded: Partial<Record<ListEncoding, Buffer>>;
  /**
   * The members with anonymous or awaiting questions at this version, who get a list of their
   * own instead (listing-service.ts). Exact for the version: a question is private only from the
   * transaction that inserts it and bumps the version, so no read of the same version can
   * meet a private question of a member missing here.
   */
  privateAuthors: ReadonlySet<string>;
};

/** Enough for every live event of a busy instance; the least recently read go first. */
const DEFAULT_CAPACITY = 4_000;

/** A kept list and when it was last moved to the young end of the map. */
type Kept = { list: CachedList; movedAt: number };

export class QuestionListCache {
  private readonly entries = new Map<string, Kept>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /** The list of this view at exactly this version, if one was kept. */
  get(eventId: string, view: ListView, version: number): CachedList | undefined {
    const key = `${view}:${eventId}`;
    const kept = this.entries.get(key);
    if (!kept || kept.list.version !== version) return undefined;
    // Re-inserted, so the map's order is the order of last use: at most once a second, as the
    // row caches do (a hall re-reads one list thousands of times a second).
    const now = Date.now();
    if (now - kept.movedAt >= ROW_CACHE_MOVE_EVERY_MS) {
      kept.movedAt = now;
      this.entries.delete(key);
      this.entries.set(key, kept);
    }
    return kept.list;
  }

  put(eventId: string, view: ListView, version: number, body: string, privateAuthors: ReadonlySet<string>): CachedList {
    const key = `${view}:${eventId}`;
    const entry: CachedList = { version, body, etag: listTag(body), encoded: {}, privateAuthors };
    this.entries.delete(key);
    this.entries.set(key, { list: entry, movedAt: Date.now() });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The tag names the bytes, so every instance gives the same list the same tag. */
export function listTag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether the browser's copy (If-None-Match) is this list. */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** The encoding to send, from the request's Accept-Encoding: brotli first, then gzip. */
export function preferredEncoding(acceptEncoding: string | undefined): ListEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const offered = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (offered.includes("br")) return "br";
  if (offered.includes("gzip")) return "gzip";
  return undefined;
}

/** The cached body in that encoding, compressed on first use and kept with the entry. */
export function encodedBody(entry: CachedList, encoding: ListEncoding): Buffer {
  let encoded = entry.encoded[encoding];
  if (!encoded) {
    encoded =
      encoding === "br"
        ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.body, { level: 6 });
    entry.encoded[encoding] = encoded;
  }
  return encoded;
}
