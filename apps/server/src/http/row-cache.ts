// A bounded, least-recently-used map of database rows that a write empties by scope
// (cache-invalidation.ts). It holds only what a read found: a missing row is never kept, so a
// row that comes into being needs no invalidation to be seen.
//
// An entry is answered only while it is young enough for the state of the invalidation channel:
// exact while every instance hears every write (no Redis, or Redis up), a short time only while
// Redis is away or a publish failed (`CacheInvalidation.maxAgeMs`).

/** Who says what may be kept and for how long; one per app, shared by all its caches. */
export type Keeper = {
  /** The moment a read starts, to hand back to `put`. */
  ticket: () => number;
  /** Whether none of these scopes was emptied since `ticket`. */
  mayStore: (scopes: readonly string[], ticket: number) => boolean;
  /** How old an entry may be to be answered now. */
  maxAgeMs: () => number;
};

type Entry<V> = { value: V; scopes: readonly string[]; storedAt: number; movedAt: number };

/**
 * An entry read is moved to the young end of the map at most this often (milliseconds): moving a
 * key deletes and re-adds it, and on a hot key (every request of a hall reads the same event)
 * that churn made the map compact itself again and again, microseconds a read. Eviction is then
 * "least recently used, to within this time".
 */
export const ROW_CACHE_MOVE_EVERY_MS = 1_000;

export class RowCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** The keys each scope covers, so a write empties them without a scan. */
  private readonly byScope = new Map<string, Set<string>>();

  constructor(
    private readonly keeper: Keeper,
    private readonly capacity: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (now - entry.storedAt > this.keeper.maxAgeMs()) {
      this.remove(key);
      return undefined;
    }
    // Re-inserted, so the map's order is the order of last use (to within ROW_CACHE_MOVE_EVERY_MS).
    if (now - entry.movedAt >= ROW_CACHE_MOVE_EVERY_MS) {
      entry.movedAt = now;
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  /**
   * Keeps what a read that started at `ticket` found, unless a write emptied one of its scopes
   * since: that read may have seen the row before the write, and must not outlive it.
   */
  put(key: string, value: V, scopes: readonly string[], ticket: number): void {
    if (!this.keeper.mayStore(scopes, ticket)) return;
    this.remove(key);
    const now = Date.now();
    this.entries.set(key, { value, scopes, storedAt: now, movedAt: now });
    for (const scope of scopes) {
      let keys = this.byScope.get(scope);
      if (!keys) {
        keys = new Set();
        this.byScope.set(scope, keys);
      }
      keys.add(key);
    }
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
  }

  /**
   * The kept row, or `read`'s, kept (frozen: every request shares it) under `scopes` when found
   * and no write emptied them while it was read.
   */
  async through(key: string, scopes: readonly string[], read: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.get(key);
    if (hit) return hit;
    const ticket = this.keeper.ticket();
    const found = await read();
    if (found) this.put(key, Object.freeze(found), scopes, ticket);
    return found;
  }

  /** Empties every entry of the scope. */
  drop(scope: string): void {
    const keys = this.byScope.get(scope);
    if (!keys) return;
    for (const key of [...keys]) this.remove(key);
    this.byScope.delete(scope);
  }

  clear(): void {
    this.entries.clear();
    this.byScope.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const scope of entry.scopes) {
      const keys = this.byScope.get(scope);
      keys?.delete(key);
      if (keys?.size === 0) this.byScope.delete(scope);
    }
  }
}
