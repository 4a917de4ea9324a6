// The mail Handraise sends, in the recipient's language: the server formats these
// (apps/server/src/i18n/mail.ts; docs/features/languages.md "Server"). A mail's body is one
// message, its lines separated by "\n"; what a person wrote is never part of a message.
export const MAIL_MESSAGES = {
  /** To the account, in its language: the link of a forgotten password. */
  passwordReset: {
    subject: "Reset your Handraise password",
    body: "Someone asked to reset the password of your Handraise account.\n\nTo choose a new password, open this link within {validMinutes, plural, one {# minute} other {# minutes}}:\n{link}\n\nThe link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
  },
  /** To the team (CONTACT_TO), in the team's language: a message of the contact form; the sender's text follows. */
  contact: {
    subject: "Contact form: message from {name}",
    from: "From: {name} <{email}>",
    /** Only when the sender's page was not in the team's language, so the reply can be in theirs. */
    senderLanguage: "Language of the sender: {language}",
  },
} as const;
