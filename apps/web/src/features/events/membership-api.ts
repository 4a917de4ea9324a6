// Who is in an event, as RTK Query endpoints (docs/product.md §7, fallbacks of §8): an account
// joins, a guest joins under a name, the creator adds and removes co-hosts. Each answer is the
// event as it now stands, applied wherever it is shown (api.ts).
import type { GuestJoinBody } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import { api, callRoute, routeCall } from "../../lib/api.ts";
import { newId } from "../../lib/new-id.ts";
import { type GuestInfo, storage } from "../../lib/storage.ts";
import { applyAnswer, applyEvent, eventsApi, upsertIn } from "./api.ts";
import { type EventsState, guestJoined } from "./slice.ts";

export const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinEvent: build.mutation({
      ...routeCall(eventRoutes.accountJoinEvent, (id: string) => ({
        params: { id },
        fallback: "messages.failedJoinEvent",
      })),
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
    guestJoinEvent: build.mutation({
      async queryFn({ eventId, guestName }: { eventId: string; guestName: string }, { dispatch, getState, signal }) {
        const saved = (getState() as { events: EventsState }).events.guestInfo;
        const guestId = saved?.guestId ?? newId();
        const body: GuestJoinBody = {
          guestName: guestName.trim(),
          guestId,
          joinedAt: new Date().toISOString(),
          ipAddress: "",
        };
        const result = await callRoute(eventRoutes.guestJoinEvent, {
          params: { id: eventId },
          body,
          fallback: "messages.failedGuestJoinEvent",
          signal,
        });
        if (result.error) return result;
        const { guestToken, ...event } = result.data;
        const eventIds = saved?.guestMemberEvent_Ids ?? [];
        const guestInfo: GuestInfo = {
          guestId,
          guestName: body.guestName,
          guestMemberEvent_Ids: eventIds.includes(eventId) ? eventIds : [...eventIds, eventId],
          guestToken,
        };
        storage.setGuestAcceptedTerms(eventId);
        dispatch(guestJoined(guestInfo));
        dispatch(applyEvent(event));
        return { data: event };
      },
    }),
    /** Co-hosts (the creator only): the answer is the event with its new host list. */
    addHost: build.mutation({
      ...routeCall(eventRoutes.addHost, ({ eventId, email }: { eventId: string; email: string }) => ({
        params: { id: eventId },
        body: { email },
        fallback: "messages.hostsChangeFailed",
      })),
      onQueryStarted: applyAnswer,
    }),
    removeHost: build.mutation({
      ...routeCall(eventRoutes.removeHost, ({ eventId, userId }: { eventId: string; userId: string }) => ({
        params: { id: eventId, userId },
        fallback: "messages.hostsChangeFailed",
      })),
      onQueryStarted: applyAnswer,
    }),
  }),
});

export const { useJoinEventMutation, useGuestJoinEventMutation, useAddHostMutation, useRemoveHostMutation } =
  membershipApi;
