// What the row caches may keep, and the writes that empty them (docs/ARCHITECTURE.md "Token and
// access caches"). The hot calls read the caller's account or guest and its standing in the
// event from memory (account-cache.ts, features/events/access-cache.ts); every write to those
// rows names what it changed (`rowsChanged`, after its commit) and each cache drops the entries
// of those scopes: on this instance at once, on the others through a Redis channel.
//
// Three rules keep an entry honest:
// - A read that started before a write never stores what it found after it: each write marks
//   its scopes with a counter, each read carries the counter from its start (`ticket`), and
//   `mayStore` refuses when a scope of the entry was marked since.
// - Without REDIS_URL there is one instance and the in-process drop is exact. With Redis, a
//   write awaits its publish, so when its answer leaves, every instance has been sent the drop.
// - While Redis is away, or a publish failed and was not yet sent again, an instance may miss
//   a drop: entries are then answered for DEGRADED_MAX_AGE_MS only, and everything is dropped
//   when the link is back (its subscriptions in place again).
import { randomUUID } from "node:crypto";
import type { Db } from "../db/connect.ts";
import { CACHE_INVALIDATION_CHANNEL, type RedisLink } from "../realtime/redis-link.ts";
import { type Keeper, RowCache } from "./row-cache.ts";

/** The longest any entry is answered, a safety net for a write made beside the repositories. */
export const CACHE_MAX_AGE_MS = 60_000;
/** How long an entry is trusted while a drop may be missed (Redis away, a publish not sent). */
export const DEGRADED_MAX_AGE_MS = 2_000;
/** Recent marks kept; a read older than the oldest forgotten one stores nothing. */
const MARKS_KEPT = 10_000;
/** Unsent scopes kept for sending again; past that, everything is dropped everywhere instead. */
const UNSENT_KEPT = 1_000;

const EVERYTHING = "*";

/** What a write changed: every entry under the scope is dropped. */
export const scopes = {
  /** The account's row: token_version, profile, plan, locale; its deletion. */
  account: (userId: string) => `account:${userId}`,
  /** The guest's row: its name; its erasure. */
  guest: (guestId: string) => `guest:${guestId}`,
  /** The event's row and everyone's standing in it: settings, hosts, bans, deletion. */
  event: (eventId: string) => `event:${eventId}`,
  /** The columns that change with its questions: questions_version, the spotlight. */
  questionsOf: (eventId: string) => `questions:${eventId}`,
  /** One member's standing in the event (joined). */
  member: (eventId: string, memberId: string) => `member:${eventId}:${memberId}`,
  /** Every entry of every cache: a change too wide to name (an account deleted, retention). */
  everything: EVERYTHING,
} as const;

type Message = { from: string; scopes: string[] };

export class CacheInvalidation implements Keeper {
  private counter = 0;
  /** Reads that started before this mark may have missed one that was forgotten. */
  private floor = 0;
  /** Each scope's latest mark, oldest first. */
  private readonly marks = new Map<string, number>();
  private readonly caches: RowCache<unknown>[] = [];
  /** Our own messages come back from Redis: they are known by this id and skipped. */
  private readonly instance = randomUUID();
  private link: RedisLink | undefined;
  private outage = false;
  private readonly unsent = new Set<string>();

  /** A cache that this channel empties. */
  cache<V>(capacity: number): RowCache<V> {
    const cache = new RowCache<V>(this, capacity);
    this.caches.push(cache as RowCache<unknown>);
    return cache;
  }

  ticket(): number {
    return this.counter;
  }

  mayStore(entryScopes: readonly string[], ticket: number): boolean {
    if (ticket < this.floor) return false;
    if ((this.marks.get(EVERYTHING) ?? 0) > ticket) return false;
    return entryScopes.every((scope) => (this.marks.get(scope) ?? 0) <= ticket);
  }

  maxAgeMs(): number {
    return this.exact() ? CACHE_MAX_AGE_MS : DEGRADED_MAX_AGE_MS;
  }

  /** Whether every drop made anywhere reaches this instance (and ours reached the others). */
  exact(): boolean {
    if (!this.link) return true;
    return !this.outage && this.unsent.size === 0 && this.link.healthy();
  }

  /** After a commit: drops the scopes here, then tells every other instance (awaited; never throws). */
  async changed(changedScopes: readonly string[]): Promise<void> {
    this.forget(changedScopes);
    await this.publish(changedScopes);
  }

  /** Drops the scopes on this instance only. */
  forget(changedScopes: readonly string[]): void {
    for (const scope of changedScopes) {
      this.mark(scope);
      if (scope === EVERYTHING) for (const cache of this.caches) cache.clear();
      else for (const cache of this.caches) cache.drop(scope);
    }
  }

  /** Shares drops with the other instances through Redis (a link of its own, one channel). */
  async connect(link: RedisLink, readyWithinMs: number): Promise<void> {
    this.link = link;
    link.sub.on("message", (channel: string, message: string) => {
      if (channel === CACHE_INVALIDATION_CHANNEL) this.receive(message);
    });
    const lost = () => {
      this.outage = true;
    };
    for (const client of [link.pub, link.sub]) {
      client.on("close", lost);
      client.on("error", lost);
    }
    // Back after an outage, subscribed again: whatever was dropped meanwhile may have been missed.
    link.onResumed(() => {
      this.forget([EVERYTHING]);
      this.outage = false;
      void this.sendUnsent();
    });
    const subscribed = link.sub.subscribe(CACHE_INVALIDATION_CHANNEL);
    subscribed.catch(lost);
    if (!(await link.ready(readyWithinMs))) {
      lost();
      return;
    }
    await subscribed.catch(lost);
    // What was kept before the subscription stood was kept unheard.
    this.forget([EVERYTHING]);
  }

  private mark(scope: string): void {
    this.counter += 1;
    this.marks.delete(scope);
    this.marks.set(scope, this.counter);
    if (this.marks.size > MARKS_KEPT) {
      const [oldest, at] = this.marks.entries().next().value as [string, number];
      this.marks.delete(oldest);
      this.floor = Math.max(this.floor, at);
    }
  }

  private async publish(changedScopes: readonly string[]): Promise<void> {
    if (!this.link) return;
    const message: Message = { from: this.instance, scopes: [...changedScopes] };
    try {
      await this.link.pub.publish(CACHE_INVALIDATION_CHANNEL, JSON.stringify(message));
    } catch {
      // The others keep their entries until they hear it: sent again when the link is back,
      // and meanwhile this instance trusts its own entries only briefly.
      for (const scope of changedScopes) this.unsent.add(scope);
      if (this.unsent.size > UNSENT_KEPT) {
        this.unsent.clear();
        this.unsent.add(EVERYTHING);
      }
    }
  }

  private async sendUnsent(): Promise<void> {
    if (this.unsent.size === 0) return;
    const pending = [...this.unsent];
    this.unsent.clear();
    await this.publish(pending);
  }

  private receive(raw: string): void {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (message.from === this.instance || !Array.isArray(message.scopes)) return;
    this.forget(message.scopes.filter((scope): scope is string => typeof scope === "string"));
  }
}

/** Each app's channel, by the database handle its caches mirror (a transaction is not one). */
const channels = new WeakMap<Db, CacheInvalidation>();

export function attachInvalidation(db: Db, invalidation: CacheInvalidation): void {
  channels.set(db, invalidation);
}

/** The channel of this database handle; none for a transaction or a handle without caches. */
export function invalidationOf(db: unknown): CacheInvalidation | undefined {
  return channels.get(db as Db);
}

/**
 * The one call every write to users, guests, events, hosts, members or bans makes, after its
 * commit (docs/ARCHITECTURE.md "Token and access caches"). `db` is the app's handle, never the
 * transaction. Resolves once the other instances have been sent the drop.
 */
export async function rowsChanged(db: Db, changedScopes: readonly string[]): Promise<void> {
  await invalidationOf(db)?.changed(changedScopes);
}
