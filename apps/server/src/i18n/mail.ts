// Mail in a language (docs/features/languages.md "Server"): the mail catalogue of every language
// (packages/contract/src/catalogues/<locale>/mail.ts), imported here, so the bundle carries them.
import { DEFAULT_LOCALE, isLocale, type Locale, MAIL_MESSAGES, type Translation } from "@handraise/contract";
import arMail from "@handraise/contract/catalogues/ar/mail";
import deMail from "@handraise/contract/catalogues/de/mail";
import esMail from "@handraise/contract/catalogues/es/mail";
import frMail from "@handraise/contract/catalogues/fr/mail";
import { formatMessage } from "./format.ts";

type MailCatalogue = Translation<typeof MAIL_MESSAGES>;

const MAIL: Record<Locale, MailCatalogue> = { en: MAIL_MESSAGES, de: deMail, fr: frMail, es: esMail, ar: arMail };

/** The language an account's mail is written in: its own, or English while it has chosen none. */
export const mailLocaleOf = (stored: string | null | undefined): Locale => (isLocale(stored) ? stored : DEFAULT_LOCALE);

/** Private-use marks around a text value's index: no ICU or escape sequence can touch them. */
const SHIELD = /\uE000(\d+)\uE001/g;

/**
 * A message of the mail catalogue in this language, its placeholders filled: numbers as the
 * language writes them (and picking plural forms), texts exactly as given. A text is set in after
 * formatting, so nothing a person typed (a name, an address) is read as part of the message.
 */
export function mailText(
  locale: Locale,
  pick: (mail: MailCatalogue) => string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const texts: string[] = [];
  const shielded = Object.fromEntries(
    Object.entries(values).map(([name, value]) =>
      typeof value === "number" ? [name, value] : [name, `\uE000${texts.push(value) - 1}\uE001`],
    ),
  );
  return formatMessage(locale, pick(MAIL[locale]), shielded).replace(SHIELD, (_, index) => texts[Number(index)] ?? "");
}

/**
 * An amount of money as the language writes it with its currency ("9,99 £" in German). `minor`
 * is in the currency's smallest unit, as Stripe counts it; the currency's decimals are the ones
 * Intl knows for it (ISO 4217: 2 for GBP, 0 for JPY).
 */
export function mailMoney(locale: Locale, minor: number, currency: string): string {
  const format = new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** decimals);
}

/** A day as the language writes it in full ("26. November 2026"), in UTC: a mail knows no reader's time zone. */
export function mailDate(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(at);
}
