// Who is calling: an account (from the bearer token), a guest (from X-Guest-Token), or nobody.
// The actor always comes from a credential; ids in a body are claims checked against it.
// The account and guest rows come from memory when kept (account-cache.ts): every write that
// changes them, a revocation (token_version) first, drops them on every instance.
import type { IncomingHttpHeaders } from "node:http";
import { ANSWER_MESSAGES } from "@handraise/contract";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/connect.ts";
import type { UsersTable } from "../db/tables.ts";
import { cachedGuest, cachedUser, keptGuest, keptUser } from "./account-cache.ts";
import { unauthorized } from "./app-error.ts";
import type { AccountClaims, TokenSigner } from "./tokens.ts";

/** `signedInAt`: when the session last proved the password (seconds), from its token. */
export type AccountActor = { kind: "account"; user: UsersTable; signedInAt?: number };
export type GuestActor = { kind: "guest"; guestId: string; guestName: string };
export type Actor = AccountActor | GuestActor | { kind: "anonymous" };

/** The member id an actor acts under: an account's user id or a guest's guestId. */
export function memberIdOf(actor: Actor): string | undefined {
  if (actor.kind === "account") return actor.user.id;
  if (actor.kind === "guest") return actor.guestId;
  return undefined;
}

function bearer(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : "";
}

/** The account of a valid, unrevoked token, with when its session signed in. */
export async function accountSession(db: Db, tokens: TokenSigner, token: string): Promise<AccountActor | undefined> {
  const claims = await tokens.verifyAccount(token);
  if (!claims) return undefined;
  return sessionOf(claims, await cachedUser(db, claims.userId));
}

/** The session of these claims on this account row: none if the row is gone or its sessions were revoked. */
function sessionOf(claims: AccountClaims, user: UsersTable | undefined): AccountActor | undefined {
  if (!user || user.token_version !== claims.tokenVersion) return undefined;
  return { kind: "account", user, ...(claims.signedInAt !== undefined ? { signedInAt: claims.signedInAt } : {}) };
}

export async function accountFromToken(db: Db, tokens: TokenSigner, token: string): Promise<UsersTable | undefined> {
  return (await accountSession(db, tokens, token))?.user;
}

export async function guestFromToken(db: Db, tokens: TokenSigner, token: string): Promise<GuestActor | undefined> {
  const claims = await tokens.verifyGuest(token);
  if (!claims) return undefined;
  const guest = await cachedGuest(db, claims.guestId);
  return guest && { kind: "guest", guestId: guest.id, guestName: guest.name };
}

const ANONYMOUS: Actor = Object.freeze({ kind: "anonymous" });

/**
 * Resolves the actor. A bearer token that is present but invalid answers 401 (so the client
 * sends its user to /login); a bad guest token is ignored, leaving the caller anonymous.
 */
export async function resolveActor(request: FastifyRequest, db: Db, tokens: TokenSigner): Promise<Actor> {
  const token = bearer(request.headers);
  if (token !== undefined) {
    const session = token ? await accountSession(db, tokens, token) : undefined;
    if (!session) throw unauthorized(ANSWER_MESSAGES.sessionExpired);
    return session;
  }
  const guestToken = request.headers["x-guest-token"];
  if (typeof guestToken === "string" && guestToken) {
    const guest = await guestFromToken(db, tokens, guestToken);
    if (guest) return guest;
  }
  return ANONYMOUS;
}

/**
 * The actor at once, when everything it rests on is in memory: a token whose signature was
 * checked before, and its account or guest row as kept (account-cache.ts). Undefined otherwise,
 * and for every credential `resolveActor` would refuse: that one then decides, reading what is
 * missing. The same kept rows answer both, so a revoking write refuses the token on both paths.
 */
export function keptActor(headers: IncomingHttpHeaders, db: Db, tokens: TokenSigner): Actor | undefined {
  const token = bearer(headers);
  if (token !== undefined) {
    const claims = token ? tokens.keptAccount(token) : undefined;
    return claims && sessionOf(claims, keptUser(db, claims.userId));
  }
  const guestToken = headers["x-guest-token"];
  if (typeof guestToken === "string" && guestToken) {
    const claims = tokens.keptGuest(guestToken);
    const guest = claims && keptGuest(db, claims.guestId);
    // A guest token not kept, or of a guest not kept: the slow path reads it (and makes a bad one anonymous).
    return guest ? { kind: "guest", guestId: guest.id, guestName: guest.name } : undefined;
  }
  return ANONYMOUS;
}
