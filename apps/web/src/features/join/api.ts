// The join-code lookup (docs/features/events.md): the event as `GET /api/events/{id}` would answer
// this caller, found by its code. Read once per try and never kept: a code typed again is asked
// again, so a wrong code never stays "found" and a 429 is the server's answer of the moment.
import { MESSAGES } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import { api, routeCall } from "../../lib/api.ts";

export const joinApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventByCode: build.query({
      ...routeCall(eventRoutes.findEventByCode, (code: string) => ({
        params: { code },
        fallback: MESSAGES.failedFindEventByCode,
      })),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyEventByCodeQuery } = joinApi;
