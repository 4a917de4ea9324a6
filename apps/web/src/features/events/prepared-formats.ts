// The formatters an event page writes with, made before the event is drawn. Making the first Intl
// formatter of a page is ICU's set-up, about 15 ms on a fast machine and four times that on a
// slow phone (docs/PERFORMANCE.md "Formatters ready before the event"). Made while the event is
// drawn, it lengthens the task that draws it; the idle moment once awaited for it seldom came
// before the event did. So it is made in a task of its own as soon as the event page is asked
// for, while the page's code is still on its way (docs/PERFORMANCE.md "The event's data with
// its code"). ICU's own set-up, the costly part, is done on another thread first (lib/i18n/
// icu-warm-up.ts), so this task waits for it and then costs about a millisecond.
import { icuWarm } from "../../lib/i18n/icu-warm-up.ts";
import { dateTimeFormat, listFormat } from "../../lib/i18n/intl-formats.ts";
import { EVENT_DATE_FORMAT } from "./event-dates.ts";

/** How the summary lists an event's hosts: "Ada, Bob" in English. */
export const HOST_LIST_FORMAT: Intl.ListFormatOptions = { type: "unit", style: "short" };

/** Makes (and keeps) the event page's formatters in a language. */
export function prepareEventFormats(locale: string | undefined): void {
  dateTimeFormat(locale, EVENT_DATE_FORMAT);
  listFormat(locale, HOST_LIST_FORMAT);
}

/** prepareEventFormats in a task of its own, once ICU is warm: not inside a render. */
export function prepareEventFormatsSoon(locale: string | undefined): void {
  void icuWarm().then(() => globalThis.setTimeout(() => prepareEventFormats(locale), 0));
}
