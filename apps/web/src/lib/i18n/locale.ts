// The language a page shows: the person's choice (remembered on this device, and on the account
// when signed in), else the browser's first language Handraise speaks, else English. The page's
// `lang` and `dir` follow it, so Arabic lays the page out right to left.
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale, type Namespace, pickLocale } from "@handraise/contract";
import { i18n } from "@lingui/core";
import { loadInUse, loadNamespaces } from "./catalogues.ts";

const STORAGE_KEY = "handraise.locale";

/**
 * What every page needs before it shows anything: the frame's words and the theme switch's. The
 * shared messages come with each route that shows them (not the pricing or legal pages).
 */
export const FIRST_NAMESPACES: readonly Namespace[] = ["common", "theme"];

function savedLocale(): Locale | undefined {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function browserLocale(): Locale {
  if (typeof navigator === "undefined") return DEFAULT_LOCALE;
  return pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language ?? ""]);
}

export function initialLocale(): Locale {
  return savedLocale() ?? browserLocale();
}

/**
 * The language the page shows; before startI18n has activated it, the one it is about to (the
 * app starts loading the first page's chunk and namespaces before that: main.tsx).
 */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : initialLocale();
}

function showOnDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** Before the first render: the first namespaces in the person's language, and the page set to it. */
export async function startI18n(): Promise<void> {
  const locale = initialLocale();
  await loadNamespaces(i18n, locale, FIRST_NAMESPACES);
  i18n.activate(locale);
  showOnDocument(locale);
}

/** Loads namespaces a page needs in the page's language (a route's or an on-demand part's). */
export function loadMessages(namespaces: readonly Namespace[]): Promise<void> {
  return loadNamespaces(i18n, currentLocale(), namespaces);
}

/**
 * Shows the whole app in another language: every namespace in use loads first, then every screen
 * re-renders in it at once. `remember` keeps the choice on this device (an account's own choice
 * is also kept on the account by the caller).
 */
export async function switchLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  await loadInUse(i18n, locale);
  i18n.activate(locale);
  showOnDocument(locale);
  if (!remember) return;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // A browser that keeps nothing still shows the language until the page is closed.
  }
}
