// The mail the team receives for each contact message; replying answers the sender. It is written
// in the team's language (English: CONTACT_TO is the operator's), and names the sender's language
// when it is another, so the reply can be written in it (docs/features/languages.md "Server").
// And the confirmation the sender receives: fixed words of the catalogue in the sender's language.
import { DEFAULT_LOCALE, type Locale } from "@handraise/contract";
import { mailText } from "../../i18n/mail.ts";
import type { Mail } from "../../mail/mailer.ts";

const TEAM_LOCALE: Locale = DEFAULT_LOCALE;

/** The sender's name as a quoted display name: no line breaks, quotes escaped, so it cannot add headers or addresses. */
function quotedName(name: string): string {
  return `"${name.replace(/[\r\n]+/g, " ").replace(/["\\]/g, "\\$&")}"`;
}

/** "German (de)": a language as the team's language names it. */
function languageName(locale: Locale): string {
  return `${new Intl.DisplayNames([TEAM_LOCALE], { type: "language" }).of(locale) ?? locale} (${locale})`;
}

export function contactMail(
  to: string,
  sender: { name: string; email: string; message: string; language: Locale },
): Mail {
  const from = mailText(TEAM_LOCALE, (mail) => mail.contact.from, { name: sender.name, email: sender.email });
  const language =
    sender.language === TEAM_LOCALE
      ? []
      : [mailText(TEAM_LOCALE, (mail) => mail.contact.senderLanguage, { language: languageName(sender.language) })];
  return {
    to,
    replyTo: `${quotedName(sender.name)} <${sender.email}>`,
    subject: mailText(TEAM_LOCALE, (mail) => mail.contact.subject, { name: sender.name.replace(/[\r\n]+/g, " ") }),
    text: [from, ...language, "", sender.message].join("\n"),
  };
}

/**
 * The sender's confirmation: the catalogue's words only, never the name or message they typed, so
 * the form cannot carry anything to an address it names. A reply reaches the team.
 */
export function confirmationMail(to: string, language: Locale, team: string): Mail {
  return {
    to,
    replyTo: team,
    subject: mailText(language, (mail) => mail.contactConfirmation.subject),
    text: mailText(language, (mail) => mail.contactConfirmation.body),
  };
}
