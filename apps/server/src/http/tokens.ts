// Signed credentials: account tokens (revocable through the user's token_version) and guest
// tokens that prove a guestId. Tokens travel in headers only, never in a URL.
import { webcrypto } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export type AccountClaims = { kind: "account"; userId: string; tokenVersion: number };
export type GuestClaims = { kind: "guest"; guestId: string };

const ACCOUNT_TTL = "30d";
const GUEST_TTL = "365d";

export class TokenSigner {
  /**
   * Imported once: given raw bytes, jose imports the key again on every sign and verify, which
   * costs more than the HMAC itself on every request that carries a token.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;
  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    // A bad secret fails each sign and verify, not the process.
    this.key.catch(() => undefined);
  }

  async signAccount(userId: string, tokenVersion: number): Promise<string> {
    return new SignJWT({ typ: "account", tv: tokenVersion })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(ACCOUNT_TTL)
      .sign(await this.key);
  }

  async signGuest(guestId: string): Promise<string> {
    return new SignJWT({ typ: "guest" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(guestId)
      .setIssuedAt()
      .setExpirationTime(GUEST_TTL)
      .sign(await this.key);
  }

  /** Undefined for anything not a valid account token. */
  async verifyAccount(token: string): Promise<AccountClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ["HS256"] });
      if (payload.typ !== "account" || typeof payload.sub !== "string" || typeof payload.tv !== "number") return;
      return { kind: "account", userId: payload.sub, tokenVersion: payload.tv };
    } catch {
      return undefined;
    }
  }

  async verifyGuest(token: string): Promise<GuestClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ["HS256"] });
      if (payload.typ !== "guest" || typeof payload.sub !== "string") return;
      return { kind: "guest", guestId: payload.sub };
    } catch {
      return undefined;
    }
  }
}
