// What a failed call of the server gives a screen, and how a screen reads it: apart from the API
// itself (api.ts), so that a screen whose calls load on demand (the welcome page's code field)
// reads their failures without loading RTK Query and every endpoint with its page.
import { REAUTH_CODES } from "@handraise/contract";

/** `code`: the server's ERROR_CODES value, when it sent one. */
export type ApiFailure = { status: number; message: string; code?: string };

/**
 * The message of a failed call (an ApiFailure, or what a mutation's unwrap threw), for a toast: in
 * the page's language already (failure-text.ts); `fallback` is a translated text too.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error && typeof error === "object" && "message" in error && typeof error.message === "string" && error.message
    ? error.message
    : fallback;
}

/** The server asked for the account's password again (docs/features/accounts.md "Re-authentication"). */
export function needsPasswordAgain(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && "code" in error && REAUTH_CODES.includes(error.code as string));
}

/** The HTTP status of a failed call; 0 when the server was never reached. */
export function failureStatus(error: unknown): number {
  return error && typeof error === "object" && "status" in error && typeof error.status === "number" ? error.status : 0;
}
