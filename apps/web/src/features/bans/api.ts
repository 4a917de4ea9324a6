// Removing people from an event (hosts; docs/features/moderation.md): ban the author of a question, list
// the removed people, let one back in. The list is re-read when a host's page hears bansChanged.
import type { BanBody } from "@handraise/contract";
import * as banRoutes from "@handraise/contract/routes/bans";
import { api, routeCall } from "../../lib/api.ts";

export const bansApi = api.injectEndpoints({
  endpoints: (build) => ({
    bans: build.query({
      ...routeCall(banRoutes.listBans, (eventId: string) => ({
        params: { id: eventId },
        fallback: "messages.somethingWentWrong",
      })),
      providesTags: (_bans, _failure, eventId) => [{ type: "Bans", id: eventId }],
    }),
    banMember: build.mutation({
      ...routeCall(banRoutes.banMember, ({ eventId, body }: { eventId: string; body: BanBody }) => ({
        params: { id: eventId },
        body,
        fallback: "messages.banFailed",
      })),
      // The removed person's questions are hidden and their place freed: re-read both.
      invalidatesTags: (_ban, _failure, { eventId }) => [
        { type: "Bans", id: eventId },
        { type: "Questions", id: eventId },
        { type: "Event", id: eventId },
      ],
    }),
    liftBan: build.mutation({
      ...routeCall(banRoutes.liftBan, ({ eventId, banId }: { eventId: string; banId: string }) => ({
        params: { id: eventId, banId },
        fallback: "messages.liftBanFailed",
      })),
      // The person's questions count against the limit again: re-read them too.
      invalidatesTags: (_ban, _failure, { eventId }) => [
        { type: "Bans", id: eventId },
        { type: "Questions", id: eventId },
      ],
    }),
  }),
});

export const { useBansQuery, useBanMemberMutation, useLiftBanMutation } = bansApi;
