// The lookup of an event by its join code (docs/product.md §7). Loaded when the code field is
// first used, not with the welcome page (join-code-form.tsx): the page's first screen then needs
// neither RTK Query nor the event's answer schema.
import * as eventRoutes from "@handraise/contract/routes/events";
import type { AppDispatch } from "../../app/hooks.ts";
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

/** Looks `code` up afresh; settles with the event, or with the failure (never throws). */
export function findEventByCode(dispatch: AppDispatch, code: string) {
  return dispatch(joinApi.endpoints.eventByCode.initiate(code, { subscribe: false, forceRefetch: true }));
}
