// Who a socket speaks for, checked again whenever it asks for something. The credential shown at
// the handshake is kept and re-resolved on every room join, so a revoked account token (logout
// everywhere, password reset or change, deleted account) or a deleted guest stops counting at
// once. Account sockets also sit in rooms named after the account and its token version, so
// the accounts service can end an account's open sockets on every instance after a commit.

import type { Db } from "../db/connect.ts";
import { type Actor, accountFromToken, guestFromToken } from "../http/actor.ts";
import type { TokenSigner } from "../http/tokens.ts";

export type SocketCredential = { token?: string; guestToken?: string };

/** Every socket signed in as this account. */
export const accountRoom = (userId: string) => `account:${userId}`;
/** The account's sockets whose token carries this version (older ones are revoked). */
export const accountSessionRoom = (userId: string, tokenVersion: number) => `account:${userId}:v${tokenVersion}`;

/** The handshake's `auth`, keeping only what can be a credential. */
export function credentialOf(auth: unknown): SocketCredential {
  const { token, guestToken } = (auth ?? {}) as { token?: unknown; guestToken?: unknown };
  if (typeof token === "string" && token) return { token };
  if (typeof guestToken === "string" && guestToken) return { guestToken };
  return {};
}

/**
 * The caller the credential stands for now; undefined when an account token no longer counts.
 * A guest token that no longer names a guest leaves the socket anonymous, as it does on HTTP.
 */
export async function socketActor(
  db: Db,
  tokens: TokenSigner,
  credential: SocketCredential,
): Promise<Actor | undefined> {
  if (credential.token) {
    const user = await accountFromToken(db, tokens, credential.token);
    return user ? { kind: "account", user } : undefined;
  }
  if (credential.guestToken) return (await guestFromToken(db, tokens, credential.guestToken)) ?? { kind: "anonymous" };
  return { kind: "anonymous" };
}

/** The rooms that let the accounts service reach this socket's session. */
export function sessionRoomsOf(actor: Actor): string[] {
  if (actor.kind !== "account") return [];
  return [accountRoom(actor.user.id), accountSessionRoom(actor.user.id, actor.user.token_version)];
}
