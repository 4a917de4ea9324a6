// Every rate-limited call as a row of a table, for the limit tests: how to send it about one
// subject (account, e-mail, member, guest, reset link) from one client address, and what the
// route answers when the limit lets it through. The server under test believes X-Forwarded-For
// from 127.0.0.1 (TRUST_PROXY), so each test can speak from addresses of its own.
import { randomUUID } from "node:crypto";
import type { LimitedCall } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  type CallOptions,
  type HttpAnswer,
  type HttpClient,
  joinAsAccount,
  joinAsGuest,
  type TestUser,
} from "@handraise/test-support";

/** What the calls act on: a public event that admits guests, and a member of it. */
export type Stage = { eventId: string; member: TestUser };

export async function buildStage(http: HttpClient): Promise<Stage> {
  const host = await buildUser(http);
  const event = await buildEvent(http, host, { allowGuestMembers: true, maxMembers: 10, maxQuestions: 5 });
  const member = await buildUser(http);
  await joinAsAccount(http, event._id, member);
  return { eventId: event._id, member };
}

/** One subject of a call: made once, then sent as often as a test likes. */
export type Subject = { options: (attempt: number) => CallOptions };

export type LimitedCallCase = {
  call: LimitedCall;
  method: "POST" | "PUT";
  path: (stage: Stage) => string;
  /** A new subject (new e-mail, reset link, member, guest) of this call. */
  subject: (http: HttpClient, stage: Stage) => Promise<Subject>;
  /** A subject-less send that still reaches the route and counts against the address. */
  anyone: (stage: Stage, attempt: number) => CallOptions;
  /** The statuses the route itself may answer (anything but 429). */
  passes: number[];
  /** Calls already counted against a new subject by making it (a guest's first join). */
  madeWith?: number;
};

let sequence = 0;
const unique = (label: string) => `${label}-${++sequence}-${randomUUID().slice(0, 8)}@example.test`;

export const LIMITED_CALL_CASES: LimitedCallCase[] = [
  {
    call: "login",
    method: "POST",
    path: () => "/api/auth/login",
    subject: async () => {
      const email = unique("login");
      return { options: (i) => ({ body: { email, password: `wrong guess ${i}` } }) };
    },
    anyone: (_stage, i) => ({ body: { email: unique(`login-any${i}`), password: "wrong guess" } }),
    passes: [401],
  },
  {
    call: "register",
    method: "POST",
    path: () => "/api/auth/register",
    subject: async () => {
      const email = unique("register");
      return { options: () => ({ body: { displayName: "Reg", email, password: "correct horse battery" } }) };
    },
    anyone: () => ({ body: { displayName: "Reg", email: unique("register-any"), password: "correct horse battery" } }),
    passes: [200, 409],
  },
  {
    call: "forgotPassword",
    method: "POST",
    path: () => "/api/auth/forgot-password",
    subject: async () => {
      const email = unique("forgot");
      return { options: () => ({ body: { email } }) };
    },
    anyone: () => ({ body: { email: unique("forgot-any") } }),
    passes: [200],
  },
  {
    call: "resetPassword",
    method: "POST",
    path: () => "/api/auth/reset-password",
    subject: async () => {
      const token = `guessed-link-${randomUUID()}`;
      return { options: () => ({ body: { token, password: "correct horse battery" } }) };
    },
    anyone: () => ({ body: { token: `guessed-link-${randomUUID()}`, password: "correct horse battery" } }),
    passes: [400],
  },
  {
    call: "contact",
    method: "POST",
    path: () => "/api/contact",
    subject: async () => {
      const email = unique("contact");
      return { options: (i) => ({ body: { name: "Visitor", email, message: `Hello ${i}` } }) };
    },
    anyone: (_stage, i) => ({ body: { name: "Visitor", email: unique("contact-any"), message: `Hello ${i}` } }),
    passes: [200],
  },
  {
    call: "askQuestion",
    method: "POST",
    path: (stage) => `/api/questions/${stage.eventId}`,
    subject: async (http, stage) => {
      const member = await buildUser(http);
      await joinAsAccount(http, stage.eventId, member);
      return { options: (i) => ({ token: member.token, body: { content: `Question ${i}`, memberId: member._id } }) };
    },
    // Without a credential the claim is refused (403), after counting against the address.
    anyone: (stage, i) => ({ body: { content: `Question ${i}`, memberId: stage.member._id } }),
    // 201 until the event's question limit, then 409.
    passes: [201, 409, 403],
  },
  {
    call: "joinEvent",
    method: "PUT",
    path: (stage) => `/api/events/${stage.eventId}/accountJoinEvent`,
    subject: async (http) => {
      const user = await buildUser(http);
      return { options: () => ({ token: user.token }) };
    },
    anyone: () => ({}),
    // 200 while the event has room (joining again changes nothing), 409 once full; 401 without a credential.
    passes: [200, 409, 401],
  },
  {
    call: "guestJoinEvent",
    method: "PUT",
    path: (stage) => `/api/events/${stage.eventId}/guestJoinEvent`,
    subject: async (http, stage) => {
      const guest = await joinAsGuest(http, stage.eventId);
      return {
        options: () => ({
          guestToken: guest.guestToken,
          body: { guestName: guest.guestName, guestId: guest.guestId },
        }),
      };
    },
    anyone: () => ({ body: { guestName: "Passer-by", guestId: randomUUID() } }),
    passes: [200, 409],
    madeWith: 1,
  },
  {
    call: "confirmPassword",
    method: "PUT",
    path: () => "/api/auth/me",
    subject: async (http) => {
      const user = await buildUser(http);
      return { options: (i) => ({ token: user.token, body: { email: user.email, currentPassword: `guess ${i}` } }) };
    },
    // Without a credential the call is refused (401), after counting against the address.
    anyone: (_stage, i) => ({ body: { currentPassword: `guess ${i}` } }),
    passes: [401],
  },
];

/** Sends with X-Forwarded-For set to `address` (believed by the test server). */
export function sendFrom(
  http: HttpClient,
  method: string,
  path: string,
  address: string,
  options: CallOptions,
): Promise<HttpAnswer> {
  return http.call(method, path, { ...options, headers: { ...options.headers, "x-forwarded-for": address } });
}

let addressCounter = 0;
/** A client address no other check of this server uses (in 10.0.0.0/8). */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}
