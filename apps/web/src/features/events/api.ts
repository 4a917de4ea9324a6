// Event calls of docs/product.md §7 as RTK Query endpoints, with the fallback messages of §8: the
// dashboard's lists and one event (joining it and its hosts: membership-api.ts). One change of an
// event reaches every place that shows it: the dashboard lists and the event's own cache entry
// (applyEvent), whether the change is this viewer's call or a live message.
import type { CreateEventBody, EventStatus, HandraiseEvent, UpdateEventBody } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import { type ApiDispatch, api, routeCall } from "../../lib/api.ts";
import { afterFirstRead, type RoomHandlers, roomJoined, watchEventRoom } from "../../lib/realtime-client.ts";

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The dashboard lists. Asked only with a stored token and user id (docs/product.md §5): the
     * caller passes `skipToken` without them (canCallAsUser), so no request goes out.
     */
    eventLists: build.query({
      ...routeCall(eventRoutes.listEvents, () => ({ fallback: "messages.failedFetchEvents" })),
      providesTags: ["EventLists"],
    }),
    event: build.query({
      // Read once the room is joined (its cache entry starts watching before this runs).
      ...routeCall(eventRoutes.getEvent, async (id: string) => {
        await roomJoined(id);
        return { params: { id }, fallback: "messages.failedFetchEvent" };
      }),
      providesTags: (_event, _failure, id) => [{ type: "Event", id }],
      // Watched only while a screen shows it: the event's room is left with the last one.
      keepUnusedDataFor: 0,
      /**
       * Live event changes (docs/product.md §10 "Real time"): while the event is cached, its room's
       * status, edit and delete messages reach both lists and this entry; changes made while
       * the connection was down are read again once it is back. The room is joined before the
       * first read, which waits for it, so a change made while the page opens is not lost.
       */
      async onCacheEntryAdded(id, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        const live = afterFirstRead(cacheDataLoaded);
        const stop = watchEventRoom(id, () => ({
          ...eventMessages(dispatch, live),
          onRejoined: () => {
            void dispatch(eventsApi.endpoints.event.initiate(id, { forceRefetch: true, subscribe: false }));
          },
        }));
        const loaded = await cacheDataLoaded.then(() => true).catch(() => false);
        if (loaded) await cacheEntryRemoved;
        stop();
      },
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(applyToLists(answer.data));
      },
    }),
    createEvent: build.mutation({
      ...routeCall(eventRoutes.createEvent, (body: CreateEventBody) => ({
        body,
        fallback: "messages.failedCreateEvent",
      })),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (!answer) return;
        dispatch(
          eventsApi.util.updateQueryData("eventLists", undefined, (lists) => upsertIn(lists.host_list, answer.data)),
        );
      },
    }),
    updateEvent: build.mutation({
      ...routeCall(
        eventRoutes.updateEvent,
        ({ eventId, body, fallback }: { eventId: string; body: UpdateEventBody; fallback?: string }) => ({
          params: { id: eventId },
          body,
          fallback: fallback ?? "messages.failedUpdateEvent",
        }),
      ),
      onQueryStarted: applyAnswer,
    }),
    deleteEvent: build.mutation({
      ...routeCall(eventRoutes.deleteEvent, (id: string) => ({
        params: { id },
        fallback: "messages.failedDeleteEvent",
      })),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done) dispatch(eventRemoved(id));
      },
    }),
    /**
     * "Now answering" (hosts): puts a question on screen or takes it down. The answer is the
     * spotlight as it now stands, applied at once; every other page hears spotlightChanged.
     */
    spotlightQuestion: build.mutation({
      ...routeCall(eventRoutes.spotlightQuestion, ({ questionId, on }: { questionId: string; on: boolean }) => ({
        params: { id: questionId },
        body: { on },
        fallback: "messages.failedSpotlight",
      })),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(spotlightChanged(answer.data));
      },
    }),
  }),
});

/** The server's event, answered to a call that changes it, replaces the known one everywhere. */
export async function applyAnswer(
  _args: unknown,
  { dispatch, queryFulfilled }: { dispatch: ApiDispatch; queryFulfilled: Promise<{ data: HandraiseEvent }> },
) {
  const answer = await queryFulfilled.catch(() => undefined);
  if (answer) dispatch(applyEvent(answer.data));
}

/** Puts an event into one list, or replaces it there. */
export function upsertIn(list: HandraiseEvent[], event: HandraiseEvent): void {
  const index = list.findIndex((e) => e._id === event._id);
  if (index >= 0) list[index] = event;
  else list.push(event);
}

function replaceIn(list: HandraiseEvent[], event: HandraiseEvent): void {
  const index = list.findIndex((e) => e._id === event._id);
  if (index >= 0) list[index] = keepHostFields(event, list[index]);
}

/**
 * The host's blocked words come in hosts' answers only (docs/features/moderation.md), never in a live
 * message: an event without them keeps the ones already known.
 */
function keepHostFields(event: HandraiseEvent, known: HandraiseEvent | undefined): HandraiseEvent {
  return event.blockedWords === undefined && known?.blockedWords !== undefined
    ? { ...event, blockedWords: [...known.blockedWords] }
    : event;
}

function applyToLists(event: HandraiseEvent) {
  return eventsApi.util.updateQueryData("eventLists", undefined, (lists) => {
    replaceIn(lists.host_list, event);
    replaceIn(lists.member_list, event);
  });
}

/** The server's whole event replaces ours in both lists and in the event's own entry. */
export function applyEvent(event: HandraiseEvent) {
  return (dispatch: ApiDispatch) => {
    dispatch(applyToLists(event));
    dispatch(eventsApi.util.updateQueryData("event", event._id, (known) => keepHostFields(event, known)));
  };
}

/**
 * Changes one event wherever it is shown: in both lists and in its own entry. For the live
 * messages that carry one field of the event rather than the whole event.
 */
export function patchEvent(eventId: string, change: (event: HandraiseEvent) => void) {
  return (dispatch: ApiDispatch) => {
    dispatch(
      eventsApi.util.updateQueryData("eventLists", undefined, (lists) => {
        for (const event of [...lists.host_list, ...lists.member_list]) if (event._id === eventId) change(event);
      }),
    );
    dispatch(eventsApi.util.updateQueryData("event", eventId, change));
  };
}

/** Live `statusUpdated`: only the status changes, wherever the event is shown. */
export function eventStatusChanged({ eventId, status }: { eventId: string; status: EventStatus }) {
  return patchEvent(eventId, (event) => {
    event.status = status;
  });
}

/** Live `spotlightChanged`: the question the host puts on screen, wherever the event is shown. */
export function spotlightChanged({ eventId, questionId }: { eventId: string; questionId: string | null }) {
  return patchEvent(eventId, (event) => {
    event.spotlightQuestionId = questionId;
  });
}

/**
 * A deleted event leaves both lists at once; a screen showing it reads it again and hears the
 * server's 404, so it says the event is not available (docs/product.md §2).
 */
export function eventRemoved(eventId: string) {
  return (dispatch: ApiDispatch) => {
    dispatch(
      eventsApi.util.updateQueryData("eventLists", undefined, (lists) => {
        lists.host_list = lists.host_list.filter((e) => e._id !== eventId);
        lists.member_list = lists.member_list.filter((e) => e._id !== eventId);
      }),
    );
    dispatch(eventsApi.util.invalidateTags([{ type: "Event", id: eventId }]));
  };
}

/**
 * What the event's room says about the event itself, applied to the cache: the one table of
 * event messages, for the open event's entry (which holds each message until its first read has
 * arrived, `apply`) and for the dashboard's rooms (which apply at once).
 */
export function eventMessages(
  dispatch: ApiDispatch,
  apply: (change: () => void) => void = (change) => change(),
): Pick<RoomHandlers, "statusUpdated" | "eventUpdated" | "eventDeleted" | "spotlightChanged"> {
  return {
    statusUpdated: (payload) => apply(() => dispatch(eventStatusChanged(payload))),
    eventUpdated: ({ event }) => apply(() => dispatch(applyEvent(event))),
    eventDeleted: ({ eventId }) => apply(() => dispatch(eventRemoved(eventId))),
    spotlightChanged: (payload) => apply(() => dispatch(spotlightChanged(payload))),
  };
}

export const {
  useEventListsQuery,
  useEventQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useDeleteEventMutation,
  useSpotlightQuestionMutation,
} = eventsApi;
