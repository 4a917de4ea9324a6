// Join codes (docs/features/events.md "Join codes"): six characters a person reads off a projector and
// types on a phone, so the alphabet leaves out the look-alikes 0/O and 1/I/L. Typed in any case.

export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 6;

/** The code as stored (upper case, no spaces around it). */
export function normalizeJoinCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** Whether a typed code could be a code at all (right length, only letters of the alphabet). */
export function isJoinCode(typed: string): boolean {
  const code = normalizeJoinCode(typed);
  return code.length === JOIN_CODE_LENGTH && [...code].every((char) => JOIN_CODE_ALPHABET.includes(char));
}

/** A code from random bytes (one byte per character; 256 is not a multiple of 31, see below). */
export function joinCodeFrom(randomBytes: Uint8Array): string {
  let code = "";
  for (const byte of randomBytes) {
    // Bytes from 248 up are skipped so each character is equally likely (248 = 8 × 31).
    if (byte >= 248) continue;
    code += JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length];
    if (code.length === JOIN_CODE_LENGTH) break;
  }
  return code;
}
