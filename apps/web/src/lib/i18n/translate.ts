// Reading a message by its key, in the language the page shows: `t("screens.login.intro")`, with
// values for its placeholders and plurals: `t("poll-results.votes", { count })`. Dates and numbers
// go through Intl in the same language (useFormat). Components use the hooks, which re-render when
// the language changes; code outside React (a toast after a call) uses translate().
import type { MessageKey } from "@handraise/contract";
import { i18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useMemo } from "react";

export type MessageValues = Record<string, unknown>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A message in the page's current language (outside React: toasts, a call's failure). */
export const translate: Translate = (key, values) => i18n._(key, values);

/** The `t` of a component: its messages in the language shown, re-rendered when it changes. */
export function useT(): Translate {
  const { _ } = useLingui();
  return useMemo<Translate>(() => (key, values) => _(key, values), [_]);
}

/** Numbers, dates and times as the page's language writes them. */
export function useFormat() {
  const { i18n: current } = useLingui();
  const locale = current.locale;
  return useMemo(
    () => ({
      locale,
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locale, options).format(value),
      date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, options).format(new Date(value)),
      list: (items: readonly string[]) =>
        new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items),
    }),
    [locale],
  );
}
