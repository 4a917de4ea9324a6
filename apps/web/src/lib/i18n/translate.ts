// Reading a message by its key, in the language the page shows: `t("screens.login.intro")`, with
// values for its placeholders and plurals: `t("poll-results.votes", { count })`. Dates and numbers
// go through Intl in the same language (useFormat). Components use the hooks, which re-render when
// the language changes; code outside React (a toast after a call) uses translate().
import { directionOf, isLocale, type MessageKey } from "@handraise/contract";
import { type I18n, i18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { dateTimeFormat, listFormat, numberFormat } from "./intl-formats.ts";

export type MessageValues = Record<string, unknown>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * In a right-to-left page, a name or a question quoted inside a sentence is isolated (FSI … PDI),
 * so a Latin name does not reorder the Arabic words around it; left-to-right pages get the values
 * as they are, so English stays byte for byte the product's strings.
 */
function isolated(instance: I18n, values: MessageValues | undefined): MessageValues | undefined {
  if (!values || !isLocale(instance.locale) || directionOf(instance.locale) !== "rtl") return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? `\u2068${value}\u2069` : value]),
  );
}

const read = (instance: I18n, key: MessageKey, values?: MessageValues) => instance._(key, isolated(instance, values));

/** A message in the page's current language (outside React: toasts, a call's failure). */
export const translate: Translate = (key, values) => read(i18n, key, values);

/** The `t` of a component: its messages in the language shown, re-rendered when it changes. */
export function useT(): Translate {
  const { i18n: instance, _ } = useLingui();
  // `_` changes when the page shows another language (provider.tsx), and under the presenter
  // view's own provider also when messages load: so does the returned `t`.
  return useMemo<Translate>(() => (key, values) => _(key, isolated(instance, values)), [instance, _]);
}

/** Numbers, dates and times as the page's language writes them. */
export function useFormat() {
  const { i18n: current } = useLingui();
  const locale = current.locale;
  return useMemo(
    () => ({
      locale,
      number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value),
      date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
        dateTimeFormat(locale, options).format(new Date(value)),
      list: (items: readonly string[]) => listFormat(locale, { style: "long", type: "conjunction" }).format(items),
    }),
    [locale],
  );
}
