// Event calls of docs/product.md §7 as RTK Query endpoints, with the fallback messages of §8. One
// change of an event reaches every place that shows it: the dashboard lists and the event's
// own cache entry (applyEvent), whether the change is this viewer's call or a live message.
import {
  type CreateEventBody,
  type EventListsAnswer,
  type EventStatus,
  type GuestJoinBody,
  type HandraiseEvent,
  MESSAGES,
  type SpotlightAnswer,
  type UpdateEventBody,
} from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { type ApiFailure, api, call } from "../../lib/api.ts";
import { newId } from "../../lib/new-id.ts";
import { afterFirstRead, type RoomHandlers, roomJoined, watchEventRoom } from "../../lib/realtime-client.ts";
import { type GuestInfo, storage } from "../../lib/storage.ts";
import type { SessionState } from "../session/slice.ts";
import { type EventsState, guestJoined } from "./slice.ts";

/** Managing co-hosts is new: docs/product.md §8 has no fallback for it. */
export const HOSTS_CHANGE_FAILED = "Could not change the hosts. Please try again.";

const refused = (message: string): { error: ApiFailure } => ({ error: { status: 0, message } });

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The dashboard lists; needs a stored token and user id first (docs/product.md §5). */
    eventLists: build.query<EventListsAnswer, void>({
      async queryFn(_arg, { getState }, _extra, baseQuery) {
        const { token, userInfo } = (getState() as { session: SessionState }).session;
        if (!token) return refused(MESSAGES.noTokenFound);
        if (!userInfo?._id) return refused(MESSAGES.noUserIdFound);
        const result = await baseQuery(call(eventRoutes.listEvents, { fallback: MESSAGES.failedFetchEvents }));
        return result.error ? { error: result.error } : { data: result.data as EventListsAnswer };
      },
      providesTags: ["EventLists"],
    }),
    event: build.query<HandraiseEvent, string>({
      // Read once the room is joined (its cache entry starts watching before this runs).
      async queryFn(id, _api, _extra, baseQuery) {
        await roomJoined(id);
        const result = await baseQuery(
          call(eventRoutes.getEvent, { params: { id }, fallback: MESSAGES.failedFetchEvent }),
        );
        return result.error ? { error: result.error } : { data: result.data as HandraiseEvent };
      },
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
    createEvent: build.mutation<HandraiseEvent, CreateEventBody>({
      query: (body) => call(eventRoutes.createEvent, { body, fallback: MESSAGES.failedCreateEvent }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (!answer) return;
        dispatch(
          eventsApi.util.updateQueryData("eventLists", undefined, (lists) => upsertIn(lists.host_list, answer.data)),
        );
      },
    }),
    updateEvent: build.mutation<HandraiseEvent, { eventId: string; body: UpdateEventBody; fallback?: string }>({
      query: ({ eventId, body, fallback }) =>
        call(eventRoutes.updateEvent, {
          params: { id: eventId },
          body,
          fallback: fallback ?? MESSAGES.failedUpdateEvent,
        }),
      onQueryStarted: applyAnswer,
    }),
    deleteEvent: build.mutation<unknown, string>({
      query: (id) => call(eventRoutes.deleteEvent, { params: { id }, fallback: MESSAGES.failedDeleteEvent }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done) dispatch(eventRemoved(id));
      },
    }),
    /** Co-hosts (the creator only): the answer is the event with its new host list. */
    addHost: build.mutation<HandraiseEvent, { eventId: string; email: string }>({
      query: ({ eventId, email }) =>
        call(eventRoutes.addHost, { params: { id: eventId }, body: { email }, fallback: HOSTS_CHANGE_FAILED }),
      onQueryStarted: applyAnswer,
    }),
    removeHost: build.mutation<HandraiseEvent, { eventId: string; userId: string }>({
      query: ({ eventId, userId }) =>
        call(eventRoutes.removeHost, { params: { id: eventId, userId }, fallback: HOSTS_CHANGE_FAILED }),
      onQueryStarted: applyAnswer,
    }),
    /**
     * "Now answering" (hosts): puts a question on screen or takes it down. The answer is the
     * spotlight as it now stands, applied at once; every other page hears spotlightChanged.
     */
    spotlightQuestion: build.mutation<SpotlightAnswer, { questionId: string; on: boolean }>({
      query: ({ questionId, on }) =>
        call(eventRoutes.spotlightQuestion, {
          params: { id: questionId },
          body: { on },
          fallback: MESSAGES.failedSpotlight,
        }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(spotlightChanged(answer.data));
      },
    }),
    joinEvent: build.mutation<HandraiseEvent, string>({
      query: (id) => call(eventRoutes.accountJoinEvent, { params: { id }, fallback: MESSAGES.failedJoinEvent }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (!answer) return;
        dispatch(
          eventsApi.util.updateQueryData("eventLists", undefined, (lists) => upsertIn(lists.member_list, answer.data)),
        );
        dispatch(applyEvent(answer.data));
      },
    }),
    /**
     * Joins as a guest under the stored guestId (a new UUID the first time), then keeps the
     * guest's identity and token (guestJoined; the browser saves it, app/persistence.ts), so
     * later calls and the socket act as that guest.
     */
    guestJoinEvent: build.mutation<HandraiseEvent, { eventId: string; guestName: string }>({
      async queryFn({ eventId, guestName }, { dispatch, getState }, _extra, baseQuery) {
        const saved = (getState() as { events: EventsState }).events.guestInfo;
        const guestId = saved?.guestId ?? newId();
        const body: GuestJoinBody = {
          guestName: guestName.trim(),
          guestId,
          joinedAt: new Date().toISOString(),
          ipAddress: "",
        };
        const result = await baseQuery(
          call(eventRoutes.guestJoinEvent, { params: { id: eventId }, body, fallback: MESSAGES.failedGuestJoinEvent }),
        );
        if (result.error) return { error: result.error };
        const { guestToken, ...event } = result.data as HandraiseEvent & { guestToken?: string };
        const eventIds = saved?.guestMemberEvent_Ids ?? [];
        const guestInfo: GuestInfo = {
          guestId,
          guestName: body.guestName,
          guestMemberEvent_Ids: eventIds.includes(eventId) ? eventIds : [...eventIds, eventId],
          guestToken: guestToken ?? saved?.guestToken,
        };
        storage.setGuestAcceptedTerms(eventId);
        dispatch(guestJoined(guestInfo));
        dispatch(applyEvent(event));
        return { data: event };
      },
    }),
  }),
});

// The lifecycle of an endpoint dispatches into the whole store, whose state type it does not know.
type AppThunkDispatch = ThunkDispatch<any, unknown, UnknownAction>;

async function applyAnswer(
  _args: unknown,
  { dispatch, queryFulfilled }: { dispatch: AppThunkDispatch; queryFulfilled: Promise<{ data: HandraiseEvent }> },
) {
  const answer = await queryFulfilled.catch(() => undefined);
  if (answer) dispatch(applyEvent(answer.data));
}

function replaceIn(list: HandraiseEvent[], event: HandraiseEvent): void {
  const index = list.findIndex((e) => e._id === event._id);
  if (index >= 0) list[index] = keepHostFields(event, list[index]);
}

/**
 * The host's blocked words come in hosts' answers only (docs/moderation.md), never in a live
 * message: an event without them keeps the ones already known.
 */
function keepHostFields(event: HandraiseEvent, known: HandraiseEvent | undefined): HandraiseEvent {
  return event.blockedWords === undefined && known?.blockedWords !== undefined
    ? { ...event, blockedWords: [...known.blockedWords] }
    : event;
}

function upsertIn(list: HandraiseEvent[], event: HandraiseEvent): void {
  const index = list.findIndex((e) => e._id === event._id);
  if (index >= 0) list[index] = event;
  else list.push(event);
}

function applyToLists(event: HandraiseEvent) {
  return eventsApi.util.updateQueryData("eventLists", undefined, (lists) => {
    replaceIn(lists.host_list, event);
    replaceIn(lists.member_list, event);
  });
}

/** The server's whole event replaces ours in both lists and in the event's own entry. */
export function applyEvent(event: HandraiseEvent) {
  return (dispatch: AppThunkDispatch) => {
    dispatch(applyToLists(event));
    dispatch(eventsApi.util.updateQueryData("event", event._id, (known) => keepHostFields(event, known)));
  };
}

/**
 * Changes one event wherever it is shown: in both lists and in its own entry. For the live
 * messages that carry one field of the event rather than the whole event.
 */
export function patchEvent(eventId: string, change: (event: HandraiseEvent) => void) {
  return (dispatch: AppThunkDispatch) => {
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
  return (dispatch: AppThunkDispatch) => {
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
  dispatch: AppThunkDispatch,
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
  useJoinEventMutation,
  useGuestJoinEventMutation,
  useSpotlightQuestionMutation,
  useAddHostMutation,
  useRemoveHostMutation,
} = eventsApi;
