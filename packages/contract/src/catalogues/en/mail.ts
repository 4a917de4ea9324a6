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
  /** To the account, in its language, when a Pro payment succeeds: plan name, amount and date as the language writes them. */
  receipt: {
    subject: "Your Handraise receipt: {plan}",
    body: "Thank you for your payment.\n\nPlan: {plan}\nAmount: {amount}\nDate: {date}\n\nYour payment history, with the receipt of each payment, is on your billing page:\n{link}",
    plans: { proMonthly: "Pro monthly", proYearly: "Pro yearly" },
  },
  /** To whoever sent the contact form, in the form's language; fixed words only, never what the sender wrote. */
  contactConfirmation: {
    subject: "We received your message",
    body: "Thank you for writing to Handraise. We received your message and will answer at this address as soon as we can.\n\nIf you did not write to us, ignore this mail: someone typed your address into our contact form. This address gets at most one mail like this a day.",
  },
} as const;
