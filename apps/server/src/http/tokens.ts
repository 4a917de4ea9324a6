// Signed credentials: account tokens (revocable through the user's token_version) and guest
// tokens that prove a guestId. Tokens travel in headers only, never in a URL.
import { webcrypto } from "node:crypto";
import { type JWTPayload, jwtVerify, SignJWT } from "jose";

/** `signedInAt`: when the session last proved the password (seconds); undefined for older tokens. */
export type AccountClaims = { kind: "account"; userId: string; tokenVersion: number; signedInAt: number | undefined };
export type GuestClaims = { kind: "guest"; guestId: string };

const ACCOUNT_TTL = "30d";
const GUEST_TTL = "365d";
/** Tokens whose signature was checked, kept: every caller of a busy instance, many times over. */
const VERIFIED_CAPACITY = 20_000;

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

  /**
   * Tokens whose signature and claims were checked, with their payload. Checking a signature
   * gives the same answer for the same token and secret every time, so it is done once per
   * token (it cost a tenth of an authorised read); the expiry is checked again on every use.
   * Only the signature is kept: whether the account's sessions were revoked (token_version) or
   * the guest still exists is read on every request (http/actor.ts), from a row kept in memory
   * that the revoking write drops on every instance before it answers (account-cache.ts), so a
   * revocation refuses a kept token at once, on every instance.
   */
  private readonly verified = new Map<string, JWTPayload>();

  /** The payload of a token checked before and not expired since; undefined when it must be checked. */
  private keptPayload(token: string): JWTPayload | undefined {
    const kept = this.verified.get(token);
    if (kept && typeof kept.exp === "number" && kept.exp * 1000 > Date.now()) return kept;
    return undefined;
  }

  /**
   * Checks under way, by token: a phone opening the page sends its first calls together with one
   * token, and a hall reconnecting to a fresh instance does so by the thousand. They wait for the
   * one check rather than each asking for its own.
   */
  private readonly checking = new Map<string, Promise<JWTPayload | undefined>>();

  private payloadOf(token: string): Promise<JWTPayload | undefined> {
    const kept = this.keptPayload(token);
    if (kept) return Promise.resolve(kept);
    if (this.verified.has(token)) {
      // Checked once, expired since.
      this.verified.delete(token);
      return Promise.resolve(undefined);
    }
    let check = this.checking.get(token);
    if (!check) {
      check = this.check(token).finally(() => this.checking.delete(token));
      this.checking.set(token, check);
    }
    return check;
  }

  private async check(token: string): Promise<JWTPayload | undefined> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await this.key, { algorithms: ["HS256"] }));
    } catch {
      return undefined;
    }
    // Every token signed here expires; one without an expiry is not kept.
    if (typeof payload.exp !== "number") return payload;
    this.verified.set(token, payload);
    if (this.verified.size > VERIFIED_CAPACITY) {
      // The oldest checked first (insertion order): one more signature check if it comes back.
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    return payload;
  }

  /** `signedInAt` (seconds): when the password was last proven in this session; now by default. */
  async signAccount(userId: string, tokenVersion: number, signedInAt = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ typ: "account", tv: tokenVersion, sat: signedInAt })
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
    return accountClaimsOf(await this.payloadOf(token));
  }

  async verifyGuest(token: string): Promise<GuestClaims | undefined> {
    return guestClaimsOf(await this.payloadOf(token));
  }

  /**
   * The claims of an account token whose signature was checked before, at once; undefined when
   * it was not (or is no account token): `verifyAccount` then decides. The hot reads' kept path
   * (http/actor.ts `keptActor`) starts here.
   */
  keptAccount(token: string): AccountClaims | undefined {
    return accountClaimsOf(this.keptPayload(token));
  }

  /** As `keptAccount`, for a guest token. */
  keptGuest(token: string): GuestClaims | undefined {
    return guestClaimsOf(this.keptPayload(token));
  }
}

function accountClaimsOf(payload: JWTPayload | undefined): AccountClaims | undefined {
  if (payload?.typ !== "account" || typeof payload.sub !== "string" || typeof payload.tv !== "number") return;
  const signedInAt = typeof payload.sat === "number" ? payload.sat : undefined;
  return { kind: "account", userId: payload.sub, tokenVersion: payload.tv, signedInAt };
}

function guestClaimsOf(payload: JWTPayload | undefined): GuestClaims | undefined {
  if (payload?.typ !== "guest" || typeof payload.sub !== "string") return;
  return { kind: "guest", guestId: payload.sub };
}
