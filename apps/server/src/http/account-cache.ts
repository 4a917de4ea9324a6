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
  const hit = caches.users.get(userId);
  if (hit) return hit;
  const ticket = caches.invalidation.ticket();
  const user = await findUserById(db, userId);
  if (user) caches.users.put(userId, Object.freeze(user), [scopes.account(userId)], ticket);
  return user;
}

/** The guest row, from memory when kept. */
export async function cachedGuest(db: Db, guestId: string): Promise<GuestsTable | undefined> {
  const caches = cachesOf(db);
  if (!caches) return findGuest(db, guestId);
  const hit = caches.guests.get(guestId);
  if (hit) return hit;
  const ticket = caches.invalidation.ticket();
  const guest = await findGuest(db, guestId);
  if (guest) caches.guests.put(guestId, Object.freeze(guest), [scopes.guest(guestId)], ticket);
  return guest;
}
