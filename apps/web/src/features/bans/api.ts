// Removing people from an event (hosts; docs/moderation.md): ban the author of a question, list
// the removed people, let one back in. The list is re-read when a host's page hears bansChanged.
import { type Ban, type BanBody, MESSAGES } from "@handraise/contract";
import * as banRoutes from "@handraise/contract/routes/bans";
import { api, call } from "../../lib/api.ts";

export const bansApi = api.injectEndpoints({
  endpoints: (build) => ({
    bans: build.query<Ban[], string>({
      query: (eventId) => call(banRoutes.listBans, { params: { id: eventId }, fallback: MESSAGES.somethingWentWrong }),
      providesTags: (_bans, _failure, eventId) => [{ type: "Bans", id: eventId }],
    }),
    banMember: build.mutation<Ban, { eventId: string; body: BanBody }>({
      query: ({ eventId, body }) =>
        call(banRoutes.banMember, { params: { id: eventId }, body, fallback: MESSAGES.banFailed }),
      // The removed person's questions are hidden and their place freed: re-read both.
      invalidatesTags: (_ban, _failure, { eventId }) => [
        { type: "Bans", id: eventId },
        { type: "Questions", id: eventId },
        { type: "Event", id: eventId },
      ],
    }),
    liftBan: build.mutation<Ban, { eventId: string; banId: string }>({
      query: ({ eventId, banId }) =>
        call(banRoutes.liftBan, { params: { id: eventId, banId }, fallback: MESSAGES.liftBanFailed }),
      // The person's questions count against the limit again: re-read them too.
      invalidatesTags: (_ban, _failure, { eventId }) => [
        { type: "Bans", id: eventId },
        { type: "Questions", id: eventId },
      ],
    }),
  }),
});

export const { useBansQuery, useBanMemberMutation, useLiftBanMutation } = bansApi;
