// Password hashing: argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane). @node-rs/argon2
// hashes on libuv's thread pool, so a login never blocks the event loop while it hashes.
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** OWASP Password Storage Cheat Sheet, argon2id: m=19456 KiB, t=2, p=1. Argon2id is the default algorithm. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of nothing anyone knows, verified against when an e-mail is unknown so that both failures cost the same. */
let decoyHash: Promise<string> | undefined;

/**
 * True when `password` matches `storedHash`. Without a stored hash (unknown account) it still
 * spends one verification, so the answer time does not tell whether an account exists.
 */
export async function passwordMatches(password: string, storedHash: string | undefined): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(randomBytes(32).toString("base64url"));
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A stored value that is not a valid argon2 string never matches.
    return false;
  }
}
