// Who is calling: an account (from the bearer token), a guest (from X-Guest-Token), or nobody.
// The actor always comes from a credential; ids in a body are claims checked against it.
// The account and guest rows come from memory when kept (account-cache.ts): every write that
// changes them, a revocation (token_version) first, drops them on every instance.
import { ANSWER_MESSAGES } from "@handraise/contract";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/connect.ts";
import type { UsersTable } from "../db/tables.ts";
import { cachedGuest, cachedUser } from "./account-cache.ts";
import { unauthorized } from "./app-error.ts";
import type { TokenSigner } from "./tokens.ts";

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

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : "";
}

/** The account of a valid, unrevoked token, with when its session signed in. */
export async function accountSession(db: Db, tokens: TokenSigner, token: string): Promise<AccountActor | undefined> {
  const claims = await tokens.verifyAccount(token);
  if (!claims) return undefined;
  const user = await cachedUser(db, claims.userId);
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
  if (!guest) return undefined;
  return { kind: "guest", guestId: guest.id, guestName: guest.name };
}

/**
 * Resolves the actor. A bearer token that is present but invalid answers 401 (so the client
 * sends its user to /login); a bad guest token is ignored, leaving the caller anonymous.
 */
export async function resolveActor(request: FastifyRequest, db: Db, tokens: TokenSigner): Promise<Actor> {
  const token = bearer(request);
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
  return { kind: "anonymous" };
}
