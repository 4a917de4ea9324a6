// Signed credentials: account tokens (revocable through the user's token_version) and guest
// tokens that prove a guestId. Tokens travel in headers only, never in a URL.
import { jwtVerify, SignJWT } from "jose";

export type AccountClaims = { kind: "account"; userId: string; tokenVersion: number };
export type GuestClaims = { kind: "guest"; guestId: string };

const ACCOUNT_TTL = "30d";
const GUEST_TTL = "365d";

export class TokenSigner {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccount(userId: string, tokenVersion: number): Promise<string> {
    return new SignJWT({ typ: "account", tv: tokenVersion })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(ACCOUNT_TTL)
      .sign(this.key);
  }

  signGuest(guestId: string): Promise<string> {
    return new SignJWT({ typ: "guest" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(guestId)
      .setIssuedAt()
      .setExpirationTime(GUEST_TTL)
      .sign(this.key);
  }

  /** Undefined for anything not a valid account token. */
  async verifyAccount(token: string): Promise<AccountClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      if (payload.typ !== "account" || typeof payload.sub !== "string" || typeof payload.tv !== "number") return;
      return { kind: "account", userId: payload.sub, tokenVersion: payload.tv };
    } catch {
      return undefined;
    }
  }

  async verifyGuest(token: string): Promise<GuestClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      if (payload.typ !== "guest" || typeof payload.sub !== "string") return;
      return { kind: "guest", guestId: payload.sub };
    } catch {
      return undefined;
    }
  }
}
