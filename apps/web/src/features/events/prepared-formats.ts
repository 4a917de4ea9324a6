// The formatters an event page writes with, made while the page waits for its event. Making the
// first Intl formatter of a language is ICU's set-up, about 15 ms on a fast machine and four
// times that on a slow phone (docs/PERFORMANCE.md "Formatters ready before the event"): made
// when the event arrives, it lengthened the task that first draws it; made in the idle time
// before, while the event's request is on its way, it is ready when the event comes.
import { useEffect } from "react";
import { dateTimeFormat, listFormat } from "../../lib/i18n/intl-formats.ts";
import { useFormat } from "../../lib/i18n/translate.ts";
import { EVENT_DATE_FORMAT } from "./event-dates.ts";

/** How the summary lists an event's hosts: "Ada, Bob" in English. */
export const HOST_LIST_FORMAT: Intl.ListFormatOptions = { type: "unit", style: "short" };

/** Makes (and keeps) the event page's formatters in a language. */
export function prepareEventFormats(locale: string | undefined): void {
  dateTimeFormat(locale, EVENT_DATE_FORMAT);
  listFormat(locale, HOST_LIST_FORMAT);
}

/**
 * Runs `work` once the browser is idle (within `timeoutMs` at the latest), in a task of its own;
 * answers a function that cancels it. Where the browser has no idle callbacks, a timeout.
 */
export function whenIdle(work: () => void, timeoutMs = 500): () => void {
  if (typeof globalThis.requestIdleCallback === "function") {
    const handle = globalThis.requestIdleCallback(work, { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = globalThis.setTimeout(work, 1);
  return () => globalThis.clearTimeout(handle);
}

/** The event page's formatters in the page's language, made when the browser is next idle. */
export function usePreparedEventFormats(): void {
  const { locale } = useFormat();
  useEffect(() => whenIdle(() => prepareEventFormats(locale)), [locale]);
}
