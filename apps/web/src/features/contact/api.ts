// The contact form's call (docs/product.md §3 "Contact message"): the server's answer is the message
// shown beneath the form.
import type { ContactBody } from "@handraise/contract";
import * as systemRoutes from "@handraise/contract/routes/system";
import { api, routeCall } from "../../lib/api.ts";

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation({
      ...routeCall(systemRoutes.sendContactMessage, (body: ContactBody) => ({
        body,
        fallback: "messages.failedSendMessage",
      })),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
