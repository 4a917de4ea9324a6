// The mails accounts send, in the account's language (the mail catalogue, i18n/mail.ts). Links are
// built from PUBLIC_URL, never from a request.
import type { Locale } from "@handraise/contract";
import { mailText } from "../../i18n/mail.ts";
import type { Mail } from "../../mail/mailer.ts";

export function resetLinkMail(to: string, link: string, validMinutes: number, locale: Locale): Mail {
  return {
    to,
    subject: mailText(locale, (mail) => mail.passwordReset.subject),
    text: mailText(locale, (mail) => mail.passwordReset.body, { link, validMinutes }),
  };
}
