// Text input that cannot break storage (docs/SECURITY.md "Input"): NUL, other C0 control
// characters but tab and line breaks, DEL and lone surrogates answer 400 with a message naming the
// field, on SQLite and PostgreSQL alike, and nothing is stored. Path ids too: 400 or 404, never 500.
import { randomUUID } from "node:crypto";
import { MESSAGES } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  joinAsGuest,
  type TestGuest,
  type TestUser,
  useTestServer,
} from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";
import { unthrottled } from "./generous-limits.ts";
import { rowCounts, storedUnsafeText } from "./stored-text.ts";

let host: TestUser;
let guest: TestGuest;
let eventId: string;
let questionId: string;
let pollId: string;

const { server, http } = useTestServer({ overrides: unthrottled() });
beforeAll(async () => {
  host = await buildUser(http, { displayName: "Ada Host" });
  const event = await buildEvent(http, host, { maxQuestions: 5 });
  eventId = event._id;
  guest = await joinAsGuest(http, eventId);
  const question = await http.post(`/api/questions/${eventId}`, {
    guestToken: guest.guestToken,
    body: { content: "A fair question", memberId: guest.guestId },
  });
  questionId = question.body._id;
  const poll = await http.post("/api/polls", {
    token: host.token,
    body: { eventId, question: "Q?", options: ["a", "b"] },
  });
  pollId = poll.body._id;
});

/** The characters refused in any text, with what each is. */
const UNSAFE = [
  ["NUL", "\u0000"],
  ["BEL", "\u0007"],
  ["vertical tab", "\u000B"],
  ["escape", "\u001B"],
  ["a lone carriage return", "\r"],
  ["DEL", "\u007F"],
  ["a lone high surrogate", "\uD800"],
  ["a lone low surrogate", "\uDC00"],
] as const;

type TextCall = {
  name: string;
  method: "POST" | "PUT" | "PATCH";
  path: () => string;
  auth: () => { token?: string; guestToken?: string };
  body: () => Record<string, unknown>;
  /** Dotted paths of the string fields to spoil, as the message names them. */
  fields: string[];
};

const email = () => `x-${randomUUID().slice(0, 8)}@example.test`;
const nextHour = () => new Date(Date.now() + 3_600_000).toISOString();
const asHost = () => ({ token: host.token });
const asGuest = () => ({ guestToken: guest.guestToken });
const none = () => ({});

const CALLS: TextCall[] = [
  {
    name: "register",
    method: "POST",
    path: () => "/api/auth/register",
    auth: none,
    body: () => ({ displayName: "New One", companyName: "Co", email: email(), password: "password123" }),
    fields: ["displayName", "companyName", "email", "password"],
  },
  {
    name: "login",
    method: "POST",
    path: () => "/api/auth/login",
    auth: none,
    body: () => ({ email: host.email, password: host.password }),
    fields: ["email", "password"],
  },
  {
    name: "forgot-password",
    method: "POST",
    path: () => "/api/auth/forgot-password",
    auth: none,
    body: () => ({ email: host.email }),
    fields: ["email"],
  },
  {
    name: "reset-password",
    method: "POST",
    path: () => "/api/auth/reset-password",
    auth: none,
    body: () => ({ token: "a-reset-token", password: "password123" }),
    fields: ["token", "password"],
  },
  {
    name: "profile",
    method: "PUT",
    path: () => "/api/auth/me",
    auth: asHost,
    body: () => ({ displayName: "Ada Host", companyName: "Co", email: host.email }),
    fields: ["displayName", "companyName", "email"],
  },
  {
    name: "contact",
    method: "POST",
    path: () => "/api/contact",
    auth: none,
    body: () => ({ name: "Visitor", email: email(), message: "Hello there" }),
    fields: ["name", "email", "message"],
  },
  {
    name: "create event",
    method: "POST",
    path: () => "/api/events",
    auth: asHost,
    body: () => ({
      title: "Town hall",
      date: nextHour(),
      description: "All hands",
      organisation: "Org",
      location_IRL: "Room 1",
      location_online: "https://meet.example.test/x",
      host: { hostId: host._id, hostName: "Ada Host" },
    }),
    fields: ["title", "description", "organisation", "location_IRL", "location_online", "host.hostId", "host.hostName"],
  },
  {
    name: "edit event",
    method: "PUT",
    path: () => `/api/events/${eventId}`,
    auth: asHost,
    body: () => ({ title: "Town hall", description: "d", organisation: "o", location_IRL: "r", location_online: "u" }),
    fields: ["title", "description", "organisation", "location_IRL", "location_online"],
  },
  {
    name: "guest join",
    method: "PUT",
    path: () => `/api/events/${eventId}/guestJoinEvent`,
    auth: none,
    body: () => ({ guestName: "Guest Name", guestId: randomUUID(), joinedAt: new Date().toISOString(), ipAddress: "" }),
    fields: ["guestName", "guestId", "joinedAt", "ipAddress"],
  },
  {
    name: "ask",
    method: "POST",
    path: () => `/api/questions/${eventId}`,
    auth: asGuest,
    body: () => ({ content: "Why?", memberId: guest.guestId }),
    fields: ["content", "memberId"],
  },
  {
    name: "edit question",
    method: "PUT",
    path: () => `/api/questions/${questionId}/edit`,
    auth: asGuest,
    body: () => ({ content: "Why not?" }),
    fields: ["content"],
  },
  {
    name: "like",
    method: "POST",
    path: () => `/api/questions/${questionId}/like`,
    auth: asGuest,
    body: () => ({ memberId: guest.guestId }),
    fields: ["memberId"],
  },
  {
    name: "toggle answered",
    method: "PATCH",
    path: () => `/api/questions/${questionId}/toggle-answered`,
    auth: asHost,
    body: () => ({ memberId: host._id }),
    fields: ["memberId"],
  },
  {
    name: "create poll",
    method: "POST",
    path: () => "/api/polls",
    auth: asHost,
    body: () => ({ eventId, question: "Which?", options: ["one", "two"] }),
    fields: ["eventId", "question", "options.1"],
  },
  {
    name: "vote in poll",
    method: "POST",
    path: () => `/api/polls/${pollId}/vote`,
    auth: asGuest,
    body: () => ({ optionId: "an-option", memberId: guest.guestId }),
    fields: ["optionId", "memberId"],
  },
  {
    name: "checkout",
    method: "POST",
    path: () => "/api/stripe/checkout-session",
    auth: asHost,
    body: () => ({ planType: "pro", billingInterval: "monthly", promoCode: "SPRING" }),
    fields: ["planType", "billingInterval", "promoCode"],
  },
];

/** The body with `text` put into the middle of the string at the dotted path. */
function spoil(body: Record<string, unknown>, field: string, text: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = field.split(".");
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1) as string;
  const value = String(target[last]);
  target[last] = `${value.slice(0, 2)}${text}${value.slice(2)}`;
  return copy;
}

const cases = CALLS.flatMap((call) => call.fields.map((field) => ({ label: `${call.name}: ${field}`, call, field })));

describe("every text field refuses unsafe characters with 400 naming the field", () => {
  it.each(cases)("$label", async ({ call, field }) => {
    const before = await rowCounts(server.ctx.db);
    for (const [, character] of UNSAFE) {
      const answer = await http.call(call.method, call.path(), {
        ...call.auth(),
        body: spoil(call.body(), field, character),
      });
      expect(answer.status, `${JSON.stringify(character)} in ${field}`).toBe(400);
      // A uuid field says it is not a uuid; every other field says why the text is refused.
      const why = field === "guestId" ? "Invalid UUID" : MESSAGES.unsafeText;
      expect(answer.body.message).toBe(`${field}: ${why}`);
    }
    expect(await rowCounts(server.ctx.db)).toEqual(before);
  });

  it("keeps tab, line feed, CRLF, emoji and accents", async () => {
    const content = "Line one\r\nline two\n\tindented: café 😀";
    const answer = await http.post(`/api/questions/${eventId}`, {
      guestToken: guest.guestToken,
      body: { content, memberId: guest.guestId },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.content).toBe(content);
  });

  it('refuses "\\u0000" as a question rather than taking it for text', async () => {
    for (const content of ["\u0000", " \u0000 ", "\u200B\u0000"]) {
      const answer = await http.post(`/api/questions/${eventId}`, {
        guestToken: guest.guestToken,
        body: { content, memberId: guest.guestId },
      });
      expect(answer.status).toBe(400);
    }
  });

  it("stored no text with an unsafe character anywhere", async () => {
    expect(await storedUnsafeText(server.ctx.db)).toEqual([]);
  });
});

describe("ids in the path", () => {
  const paths = (id: string) => [
    ["GET", `/api/events/${id}`],
    ["PUT", `/api/events/${id}/accountJoinEvent`],
    ["DELETE", `/api/events/${id}`],
    ["GET", `/api/questions/event/${id}`],
    ["DELETE", `/api/questions/${id}/delete`],
    ["GET", `/api/polls/event/${id}`],
  ];
  it.each(["a%00b", "%00", "a%07b", "a%7Fb", "%ED%A0%80", "a%0Db", "%C0%80", "%FF", "a%ZZ"])(
    "%s answers 400 or 404 with a message, never 500",
    async (id) => {
      for (const [method, path] of paths(id)) {
        const answer = await http.call(method as string, path as string, { token: host.token });
        expect([400, 404], `${method} ${path}`).toContain(answer.status);
        expect(answer.body).toEqual({ message: expect.any(String), code: expect.any(String) });
      }
    },
  );

  it("names the id when it carries a control character", async () => {
    const answer = await http.get("/api/events/a%00b");
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`id: ${MESSAGES.unsafeText}`);
  });
});
