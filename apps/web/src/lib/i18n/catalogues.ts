// The namespaces of the message catalogue this page has loaded, in each language: each namespace
// of each language is its own chunk (compiled at build time by catalogue-plugin.ts), fetched the
// first time a page that needs it opens, so a page downloads only its own messages and only in
// the language it shows (docs/features/languages.md).

import CATALOGUE_LOADERS from "virtual:catalogue-loaders";
import type { Locale, Namespace } from "@handraise/contract";
import type { I18n, Messages } from "@lingui/core";

function loaderOf(locale: Locale, namespace: Namespace): () => Promise<Messages> {
  // A namespace not yet translated shows in English rather than as bare ids (a test fails on it).
  const loader = CATALOGUE_LOADERS[`${locale}/${namespace}`] ?? CATALOGUE_LOADERS[`en/${namespace}`];
  // A namespace unknown to the catalogue is a mistake in the code, never a page's state.
  if (!loader) throw new RangeError(namespace);
  return loader;
}

/** What each i18n instance holds: "<locale>/<namespace>" once loaded, and the namespaces in use. */
const held = new WeakMap<I18n, { loaded: Set<string>; inUse: Set<Namespace> }>();

function holdingsOf(i18n: I18n) {
  let holdings = held.get(i18n);
  if (!holdings) {
    holdings = { loaded: new Set(), inUse: new Set() };
    held.set(i18n, holdings);
  }
  return holdings;
}

/** Loads these namespaces in this language into the instance (once each); they stay in use. */
export async function loadNamespaces(i18n: I18n, locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
  const holdings = holdingsOf(i18n);
  await Promise.all(
    namespaces.map(async (namespace) => {
      holdings.inUse.add(namespace);
      const key = `${locale}/${namespace}`;
      if (holdings.loaded.has(key)) return;
      const messages = await loaderOf(locale, namespace)();
      i18n.load(locale, messages);
      holdings.loaded.add(key);
    }),
  );
}

/** Every namespace the instance uses, in another language: what a switch of language loads first. */
export function loadInUse(i18n: I18n, locale: Locale): Promise<void> {
  return loadNamespaces(i18n, locale, [...holdingsOf(i18n).inUse]);
}

export function isLoaded(i18n: I18n, locale: Locale, namespace: Namespace): boolean {
  return holdingsOf(i18n).loaded.has(`${locale}/${namespace}`);
}
