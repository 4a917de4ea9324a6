// The contact form's call (SPEC.md §3 "Contact message"): the server's answer is the message
// shown beneath the form.
import { API_ROUTES, type ContactBody, MESSAGES, type MessageAnswer } from "@handraise/contract";
import { api, call } from "../../lib/api.ts";

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<MessageAnswer, ContactBody>({
      query: (body) => call(API_ROUTES.sendContactMessage, { body, fallback: MESSAGES.failedSendMessage }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
