// The mail Handraise sends (password reset, receipts, contact confirmation), in the recipient's
// language: the server formats these (apps/server/src/mail/).
export const MAIL_MESSAGES = {} as const;
