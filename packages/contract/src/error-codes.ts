// Codes an error answer may carry beside its message, for refusals a client acts on rather than
// shows (no schema here: the web's first page imports it without the schema library).

/**
 * `reauthRequired`: a 401 that does not end the session: the change asks for the account's
 * password again (docs/features/accounts.md "Re-authentication"); the client asks for it and retries.
 */
export const ERROR_CODES = { reauthRequired: "reauthRequired" } as const;
