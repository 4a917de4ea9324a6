// Codes an error answer may carry beside its message, for refusals a client acts on rather than
// shows (no schema here: the web's first page imports it without the schema library).

/**
 * `reauthRequired` and `currentPasswordWrong`: a 401 that does not end the session: the change asks
 * for the account's password again, or the password given was not the account's
 * (docs/features/accounts.md "Re-authentication"); the client asks for it and retries. Each is
 * also the catalogue key of its message, as every code is.
 */
export const ERROR_CODES = { reauthRequired: "reauthRequired", currentPasswordWrong: "currentPasswordWrong" } as const;

/** The codes of a 401 that keeps the session. */
export const REAUTH_CODES: readonly string[] = [ERROR_CODES.reauthRequired, ERROR_CODES.currentPasswordWrong];
