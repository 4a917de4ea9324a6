// Intl's formatters, each made once per language and options and kept. Making one is the costly
// part of formatting (`toLocaleString(locale, options)` makes a new one on every call): a list of
// questions with their times made dozens per render, about a fifth of the audience page's main
// thread on a slow phone (docs/PERFORMANCE.md "Formatters made once"). The options passed are the
// code's own constants, so the kept formatters are a handful per language.
type Options = Intl.DateTimeFormatOptions | Intl.NumberFormatOptions | Intl.ListFormatOptions | undefined;

const kept = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();

function keyOf(kind: string, locale: string | undefined, options: Options): string {
  return `${kind}|${locale ?? ""}|${options ? JSON.stringify(options) : ""}`;
}

function once<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(key: string, make: () => T): T {
  const found = kept.get(key) as T | undefined;
  if (found) return found;
  const made = make();
  kept.set(key, made);
  return made;
}

/** `locale` undefined is the browser's language, as Intl takes it. */
export function dateTimeFormat(locale: string | undefined, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once(keyOf("date", locale, options), () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string | undefined, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return once(keyOf("number", locale, options), () => new Intl.NumberFormat(locale, options));
}

export function listFormat(locale: string | undefined, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return once(keyOf("list", locale, options), () => new Intl.ListFormat(locale, options));
}
