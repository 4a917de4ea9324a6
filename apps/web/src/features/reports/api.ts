// The report calls (docs/features/reports.md) as RTK Query endpoints. The report is read once and
// again whenever the event's room says something it counts changed (a question, a like, a join, a
// vote, an erase), at most once every REREAD_PERIOD_MS: the page follows a live event without an
// interval, and an event that is over sends nothing, so costs nothing.
import { POLL_EVENT_PAYLOADS } from "@handraise/contract";
import * as reportRoutes from "@handraise/contract/routes/reports";
import { api, routeCall } from "../../lib/api.ts";
import { learnMessages } from "../../lib/message-schemas.ts";
import { roomJoined, watchEventRoom } from "../../lib/realtime-client.ts";
import { throttle } from "./throttle.ts";

// The report counts votes: the page hears the polls' messages too.
learnMessages(POLL_EVENT_PAYLOADS);

/** The shortest time between two reads of a live report. */
export const REREAD_PERIOD_MS = 2000;

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventReport: build.query({
      // Read once the room is watched, so that a change made while the page opens is not lost.
      ...routeCall(reportRoutes.getEventReport, async (id: string) => {
        await roomJoined(id);
        return { params: { id }, fallback: "report.failedFetchReport" };
      }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(id, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        const reread = throttle(() => {
          void dispatch(reportsApi.endpoints.eventReport.initiate(id, { forceRefetch: true, subscribe: false }));
        }, REREAD_PERIOD_MS);
        const changed = () => reread.call();
        const stop = watchEventRoom(id, () => ({
          questionAdded: changed,
          questionUpdated: changed,
          questionDeleted: changed,
          eventUpdated: changed,
          statusUpdated: changed,
          pollChanged: changed,
          pollDeleted: changed,
          eventDataErased: changed,
          onRejoined: changed,
        }));
        await cacheDataLoaded.catch(() => undefined);
        await cacheEntryRemoved;
        reread.cancel();
        stop();
      },
    }),
    /** The event's creator erases its questions, likes, favourites, polls and votes. */
    eraseEventData: build.mutation({
      ...routeCall(reportRoutes.eraseEventData, (id: string) => ({
        params: { id },
        fallback: "report.eraseFailed",
      })),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done)
          void dispatch(reportsApi.endpoints.eventReport.initiate(id, { forceRefetch: true, subscribe: false }));
      },
    }),
  }),
});

export const { useEventReportQuery, useEraseEventDataMutation } = reportsApi;
