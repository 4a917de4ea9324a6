// The callers' rows in memory: every request with a token reads its account (to compare the
// token's version with token_version, and for the profile and plan the handlers use) or its
// guest. Kept until a write drops them (cache-invalidation.ts: `scopes.account`, `scopes.guest`),
// so a revoked token is refused on the first request after the revoking write answered.
import type { Db } from "../db/connect.ts";
import type { GuestsTable, UsersTable } from "../db/tables.ts";
import { findUserById } from "../features/accounts/repository.ts";
import { findGuest } from "../features/events/guest-repository.ts";
import { type CacheInvalidation, invalidationOf, scopes } from "./cache-invalidation.ts";
import type { RowCache } from "./row-cache.ts";

/** Every caller of a busy instance, many times over. */
const ACCOUNTS_KEPT = 20_000;
const GUESTS_KEPT = 50_000;

type AccountCaches = {
  invalidation: CacheInvalidation;
  users: RowCache<UsersTable>;
  guests: RowCache<GuestsTable>;
};
const kept = new WeakMap<CacheInvalidation, AccountCaches>();

function cachesOf(db: Db): AccountCaches | undefined {
  const invalidation = invalidationOf(db);
  if (!invalidation) return undefined;
  let caches = kept.get(invalidation);
  if (!caches) {
    caches = { invalidation, users: invalidation.cache(ACCOUNTS_KEPT), guests: invalidation.cache(GUESTS_KEPT) };
    kept.set(invalidation, caches);
  }
  return caches;
}

/** The account row, from memory when kept (frozen: it is shared by every request). */
export async function cachedUser(db: Db, userId: string): Promise<UsersTable | undefined> {
  const caches = cachesOf(db);
  if (!caches) return findUserById(db, userId);
  return caches.users.through(userId, [scopes.account(userId)], () => findUserById(db, userId));
}

/** The guest row, from memory when kept. */
export async function cachedGuest(db: Db, guestId: string): Promise<GuestsTable | undefined> {
  const caches = cachesOf(db);
  if (!caches) return findGuest(db, guestId);
  return caches.guests.through(guestId, [scopes.guest(guestId)], () => findGuest(db, guestId));
}

/** The account row if kept, at once; undefined when it must be read (`cachedUser`). */
export function keptUser(db: Db, userId: string): UsersTable | undefined {
  return cachesOf(db)?.users.get(userId);
}

/** The guest row if kept, at once; undefined when it must be read (`cachedGuest`). */
export function keptGuest(db: Db, guestId: string): GuestsTable | undefined {
  return cachesOf(db)?.guests.get(guestId);
}
