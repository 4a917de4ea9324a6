// What an event page shows first, asked for as soon as the page is: the event, its questions,
// the formatters that write its date. Without this, the event's request left only once the
// page's code had loaded and rendered (its hook subscribes in an effect), and the questions'
// only once the event had been drawn: on a slow phone, a second and more of waiting one after
// the other (docs/PERFORMANCE.md "The event's data with its code"). Started with the page's
// code, the requests (and the socket, whose room each read waits for) are on their way while it
// loads, and the page's hooks find them in flight or answered.

import { prepareEventFormatsSoon } from "../features/events/prepared-formats.ts";
import { EARLY_READ_HOLD_MS, earlyReadStarted } from "../lib/early-reads.ts";
import { currentLocale } from "../lib/i18n/locale.ts";
import type { AppDispatch } from "./hooks.ts";

/** Starts the event page's reads and its formatters, for the event of `eventId`. */
export function startEventPageData(dispatch: AppDispatch, eventId: string): void {
  prepareEventFormatsSoon(currentLocale());
  // The endpoints load with the page's code, which is already on its way.
  void Promise.all([import("../features/events/api.ts"), import("../features/questions/api.ts")]).then(
    ([{ eventsApi }, { questionsApi }]) => {
      // Read afresh, as the page's hooks did on opening: an entry another screen keeps (the host
      // dashboard's list, read as a host) is read again for this page.
      earlyReadStarted(eventId);
      const held = [
        dispatch(eventsApi.endpoints.event.initiate(eventId, { forceRefetch: true })),
        dispatch(questionsApi.endpoints.questions.initiate(eventId, { forceRefetch: true })),
      ];
      globalThis.setTimeout(() => {
        for (const read of held) read.unsubscribe();
      }, EARLY_READ_HOLD_MS);
    },
  );
}
