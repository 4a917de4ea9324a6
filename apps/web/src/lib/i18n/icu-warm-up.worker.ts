// ICU's set-up, done on a thread of its own (icu-warm-up.ts): a formatter of each kind the pages
// make, in the page's language, then word back. Intl's first formatter of a page loads ICU's data
// (50 to 100 ms on this project's machine, four times that on a slow phone); the data is kept for
// the whole browser process, so the page's own formatters are then made in about a millisecond.
// The worker's own formatters are thrown away with it; made through intl-formats.ts all the same,
// as every formatter of the app is.
import { dateTimeFormat, listFormat, numberFormat } from "./intl-formats.ts";

addEventListener("message", (event: MessageEvent<{ locale?: string }>) => {
  const locale = event.data.locale;
  try {
    const moment = new Date(0);
    dateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(moment);
    dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(moment);
    listFormat(locale, { type: "unit", style: "short" }).format(["a", "b"]);
    numberFormat(locale).format(1);
    new Intl.PluralRules(locale).select(1);
  } finally {
    // Word back even when a kind is missing: the page then makes its formatters as before.
    postMessage("warm");
    close();
  }
});
