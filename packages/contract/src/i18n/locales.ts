// The languages Handraise speaks (docs/features/languages.md): English is the source, in which
// docs/product.md's exact strings are written; every other language translates every key.

export const LOCALES = ["en", "de", "fr", "es", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, as the language switch lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  ar: "العربية",
};

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(["ar"]);

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The direction a page in this language is laid out in. */
export const directionOf = (locale: Locale): "ltr" | "rtl" => (RIGHT_TO_LEFT.has(locale) ? "rtl" : "ltr");

/**
 * The first of the person's languages that Handraise speaks, matched on the primary subtag
 * ("de-AT" is German), or English: `navigator.languages` or an Accept-Language header's tags.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The tags of an Accept-Language header, most preferred first (q-values honoured). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
