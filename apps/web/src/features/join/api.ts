import * as eventRoutes from "@handraise/contract/routes/events";
import { api, routeCall } from "../../lib/api.ts";

export const joinApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventByCode: build.query({
      ...routeCall(eventRoutes.findEventByCode, (code: string) => ({
        params: { code },
        fallback: "messages.failedFindEventByCode",
      })),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyEventByCodeQuery } = joinApi;
