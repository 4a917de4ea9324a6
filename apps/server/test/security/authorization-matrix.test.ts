// Who may do what, as one table (docs/SECURITY.md "Authorization"): every call of an event's
// life, and the socket room join, for every kind of caller, including credentials that must no
// longer count (a deleted account's token, a token from before a password reset, an expired one,
// one signed with another key, an unsigned `alg: none` one, and a guest token sent as an account
// token). Each cell asserts the status; after a refused call the event, its hosts, members,
// questions, reactions, polls and votes are read back and must be exactly as before.
//
// The event under test is private and allows guests: readable by its hosts and members and by
// any signed-in account with the link, not by anonymous callers or another event's guests.
import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, ERROR_CODES, type ErrorBody } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  english,
  type HttpAnswer,
  joinAsAccount,
  joinAsGuest,
  makePro,
  type SmtpCatcher,
  startSmtpCatcher,
  type TestUser,
  useTestServer,
} from "@handraise/test-support";
import { SignJWT } from "jose";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CatalogueKey, catalogueText, errorCodeOf } from "../../src/http/error-code.ts";
import { mailsTo, resetLinkIn } from "../accounts/mail-links.ts";
import { unthrottled } from "./generous-limits.ts";

/** The kinds of caller, in the order of each row of the table below. */
const CALLERS = [
  "anonymous",
  "guestOfEvent",
  "guestOfOther",
  "member",
  "nonMember",
  "host",
  "hostOfOther",
  "creator",
  "deletedAccount",
  "resetAccount",
  "expired",
  "wrongKey",
  "algNone",
  "guestAsAccount",
] as const;
type Caller = (typeof CALLERS)[number];

/** The event a row acts on, with what hangs off it. Rebuilt after a call that changed it. */
type World = { eventId: string; questionId: string; pollId: string | undefined; optionId: string | undefined };

type Call = {
  name: string;
  /** Expected status per caller, in CALLERS order. */
  expect: string;
  /** The world needs no poll (a poll is being created; an event allows one). */
  noPoll?: boolean;
  send: (world: World, as: Credential, self: string | undefined) => Promise<HttpAnswer>;
  /** Runs after an allowed call, e.g. to sign the caller in again after it ended its sessions. */
  afterAllowed?: (caller: Caller) => Promise<void>;
};

// Columns of each `expect`, in CALLERS order: anonymous, guest of this event, guest of another
// event, member, non-member account, host, host of another event, creator | deleted account's
// token, reset account's token, expired, wrong key, alg none, guest token as account token.
//           ano gEv gOt mem nMb hst hOt cre  del rst exp key nne gAA
const TABLE: Call[] = [
  {
    name: "GET /api/events/:id",
    expect: "404 200 404 200 200 200 200 200  401 401 401 401 401 401",
    send: (w, as) => http.get(`/api/events/${w.eventId}`, as),
  },
  {
    name: "GET /api/questions/event/:eventId",
    expect: "404 200 404 200 200 200 200 200  401 401 401 401 401 401",
    send: (w, as) => http.get(`/api/questions/event/${w.eventId}`, as),
  },
  {
    name: "GET /api/polls/event/:eventId",
    expect: "404 200 404 200 200 200 200 200  401 401 401 401 401 401",
    send: (w, as) => http.get(`/api/polls/event/${w.eventId}`, as),
  },
  {
    name: "GET /api/events (own lists)",
    expect: "401 401 401 200 200 200 200 200  401 401 401 401 401 401",
    send: (_w, as) => http.get("/api/events", as),
  },
  {
    name: "PUT /api/events/:id (edit)",
    expect: "401 401 401 403 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.put(`/api/events/${w.eventId}`, { ...as, body: { title: "Taken over" } }),
  },
  {
    name: "PUT /api/events/:id (status)",
    expect: "401 401 401 403 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.put(`/api/events/${w.eventId}`, { ...as, body: { status: "live" } }),
  },
  {
    name: "PUT /api/events/:id (visibility)",
    expect: "401 401 401 403 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.put(`/api/events/${w.eventId}`, { ...as, body: { isPublic: true } }),
  },
  {
    name: "PUT /api/events/:id (pause questions)",
    expect: "401 401 401 403 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.put(`/api/events/${w.eventId}`, { ...as, body: { questionsPaused: true } }),
  },
  {
    name: "DELETE /api/events/:id",
    expect: "401 401 401 403 403 403 403 200  401 401 401 401 401 401",
    send: (w, as) => http.delete(`/api/events/${w.eventId}`, as),
  },
  {
    name: "PUT /api/events/:id/accountJoinEvent",
    expect: "401 401 401 200 200 200 200 200  401 401 401 401 401 401",
    send: (w, as) => http.put(`/api/events/${w.eventId}/accountJoinEvent`, as),
  },
  {
    name: "PUT /api/events/:id/guestJoinEvent (as this event's guest)",
    expect: "404 200 404 403 403 403 403 403  401 401 401 401 401 401",
    send: (w, as) =>
      http.put(`/api/events/${w.eventId}/guestJoinEvent`, {
        ...as,
        body: { guestName: "Renamed Guest", guestId: guests.ofEvent.guestId },
      }),
  },
  {
    name: "POST /api/questions/:eventId (own memberId)",
    expect: "403 201 404 201 403 201 403 201  401 401 401 401 401 401",
    send: (w, as, self) =>
      http.post(`/api/questions/${w.eventId}`, { ...as, body: { content: "Mine?", memberId: self ?? "nobody" } }),
  },
  {
    name: "POST /api/questions/:eventId (the member's memberId)",
    expect: "403 403 403 201 403 403 403 403  401 401 401 401 401 401",
    send: (w, as) =>
      http.post(`/api/questions/${w.eventId}`, { ...as, body: { content: "Spoofed?", memberId: users.member._id } }),
  },
  {
    name: "PUT /api/questions/:id/edit (the member's question)",
    expect: "404 403 404 200 403 403 403 403  401 401 401 401 401 401",
    send: (w, as) => http.put(`/api/questions/${w.questionId}/edit`, { ...as, body: { content: "Rewritten" } }),
  },
  {
    name: "PUT /api/questions/:id/status",
    expect: "404 403 404 403 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.put(`/api/questions/${w.questionId}/status`, { ...as, body: { status: "answered" } }),
  },
  {
    name: "POST /api/questions/:id/like (own memberId)",
    expect: "404 200 404 200 403 200 403 200  401 401 401 401 401 401",
    send: (w, as, self) => http.post(`/api/questions/${w.questionId}/like`, { ...as, body: { memberId: self } }),
  },
  {
    name: "POST /api/questions/:id/favourite (own memberId)",
    expect: "404 200 404 200 403 200 403 200  401 401 401 401 401 401",
    send: (w, as, self) => http.post(`/api/questions/${w.questionId}/favourite`, { ...as, body: { memberId: self } }),
  },
  {
    name: "POST /api/questions/:id/like (the member's memberId)",
    expect: "403 403 403 200 403 403 403 403  401 401 401 401 401 401",
    send: (w, as) => http.post(`/api/questions/${w.questionId}/like`, { ...as, body: { memberId: users.member._id } }),
  },
  {
    name: "POST /api/questions/:id/vote",
    expect: "404 200 404 200 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.post(`/api/questions/${w.questionId}/vote`, { ...as, body: { voteType: "up" } }),
  },
  {
    name: "DELETE /api/questions/:id/delete (the member's question)",
    expect: "404 403 404 200 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.delete(`/api/questions/${w.questionId}/delete`, as),
  },
  {
    name: "PATCH /api/questions/:id/toggle-answered",
    expect: "404 403 404 403 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.patch(`/api/questions/${w.questionId}/toggle-answered`, as),
  },
  {
    name: "PATCH /api/questions/:id/toggle-hidden",
    expect: "404 403 404 403 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.patch(`/api/questions/${w.questionId}/toggle-hidden`, as),
  },
  // The live room (docs/features/questions.md): the member's question is published and not anonymous.
  {
    name: "GET /api/events/code/:code",
    expect: "404 200 404 200 200 200 200 200  401 401 401 401 401 401",
    send: async (w, as) => {
      const { code } = (await http.get(`/api/events/${w.eventId}`, { token: users.creator.token })).body;
      return http.get(`/api/events/code/${code.toLowerCase()}`, as);
    },
  },
  {
    name: "PATCH /api/questions/:id/approve",
    expect: "404 403 404 403 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.patch(`/api/questions/${w.questionId}/approve`, as),
  },
  {
    name: "PUT /api/questions/:id/reply",
    expect: "404 403 404 403 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.put(`/api/questions/${w.questionId}/reply`, { ...as, body: { text: "A reply" } }),
  },
  {
    name: "PATCH /api/questions/:id/spotlight",
    expect: "404 403 404 403 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.patch(`/api/questions/${w.questionId}/spotlight`, { ...as, body: { on: true } }),
  },
  {
    name: "GET /api/events/:id/export.csv",
    expect: "404 403 404 403 403 200 403 200  401 401 401 401 401 401",
    send: (w, as) => http.get(`/api/events/${w.eventId}/export.csv`, as),
  },
  {
    name: "POST /api/events/:id/hosts",
    expect: "401 401 401 403 403 403 403 200  401 401 401 401 401 401",
    send: (w, as) => http.post(`/api/events/${w.eventId}/hosts`, { ...as, body: { email: users.nonMember.email } }),
  },
  {
    name: "DELETE /api/events/:id/hosts/:userId (the co-host)",
    expect: "401 401 401 403 403 403 403 200  401 401 401 401 401 401",
    send: (w, as) => http.delete(`/api/events/${w.eventId}/hosts/${users.host._id}`, as),
  },
  {
    name: "POST /api/polls",
    expect: "404 403 404 403 403 201 403 201  401 401 401 401 401 401",
    noPoll: true,
    send: (w, as) =>
      http.post("/api/polls", { ...as, body: { eventId: w.eventId, question: "Q?", options: ["a", "b"] } }),
  },
  {
    name: "POST /api/polls/:pollId/vote (own memberId)",
    expect: "404 200 404 200 403 200 403 200  401 401 401 401 401 401",
    send: (w, as, self) =>
      http.post(`/api/polls/${w.pollId}/vote`, { ...as, body: { optionId: w.optionId, memberId: self } }),
  },
  {
    name: "GET /api/auth/me",
    expect: "401 401 401 200 200 200 200 200  401 401 401 401 401 401",
    send: (_w, as) => http.get("/api/auth/me", as),
  },
  {
    name: "PUT /api/auth/me",
    expect: "401 401 401 200 200 200 200 200  401 401 401 401 401 401",
    send: (_w, as) => http.put("/api/auth/me", { ...as, body: { companyName: "Changed Co" } }),
  },
  {
    name: "POST /api/auth/logout-all",
    expect: "401 401 401 200 200 200 200 200  401 401 401 401 401 401",
    send: (_w, as) => http.post("/api/auth/logout-all", as),
    afterAllowed: signInAgain,
  },
  {
    name: "GET /api/payments/status",
    expect: "401 401 401 200 200 200 200 200  401 401 401 401 401 401",
    send: (_w, as) => http.get("/api/payments/status", as),
  },
  {
    name: "GET /api/payments/my-payments",
    expect: "401 401 401 200 200 200 200 200  401 401 401 401 401 401",
    send: (_w, as) => http.get("/api/payments/my-payments", as),
  },
];

/** Socket room join of the private event: joined, refused by the join, or refused at the handshake. */
const SOCKET_JOIN =
  "notFound joined notFound joined joined joined joined joined  refused refused refused refused refused refused";

type Credential = { token?: string; guestToken?: string };

let catcher: SmtpCatcher;
let users: Record<"creator" | "host" | "member" | "nonMember" | "hostOfOther", TestUser>;
let guests: Record<"ofEvent" | "ofOther", { guestId: string; guestName: string; guestToken: string }>;
/** Account ids that hold host rows in every world although their tokens must not count. */
let revoked: { deletedId: string; deletedToken: string; resetId: string; resetToken: string };
let otherEventId: string;
let forged: { expired: string; wrongKey: string; algNone: string };

function credentialOf(caller: Caller): Credential {
  switch (caller) {
    case "anonymous":
      return {};
    case "guestOfEvent":
      return { guestToken: guests.ofEvent.guestToken };
    case "guestOfOther":
      return { guestToken: guests.ofOther.guestToken };
    case "deletedAccount":
      return { token: revoked.deletedToken };
    case "resetAccount":
      return { token: revoked.resetToken };
    case "expired":
      return { token: forged.expired };
    case "wrongKey":
      return { token: forged.wrongKey };
    case "algNone":
      return { token: forged.algNone };
    case "guestAsAccount":
      return { token: guests.ofEvent.guestToken };
    default:
      return { token: users[caller].token };
  }
}

/** After logging out everywhere, an account caller signs in again for the rows that follow. */
async function signInAgain(caller: Caller): Promise<void> {
  if (!(caller in users)) return;
  const user = users[caller as keyof typeof users];
  const login = await http.post("/api/auth/login", { body: { email: user.email, password: user.password } });
  expect(login.status).toBe(200);
  user.token = login.body.token;
}

/** The member id a caller may rightly claim: its account id or guestId. */
function selfOf(caller: Caller): string | undefined {
  if (caller === "guestOfEvent") return guests.ofEvent.guestId;
  if (caller === "guestOfOther") return guests.ofOther.guestId;
  if (caller in (users ?? {})) return users[caller as keyof typeof users]._id;
  return undefined;
}

/** Claims the creator's identity, so a token that were wrongly accepted would act as the creator. */
function creatorClaims() {
  return new SignJWT({ typ: "account", tv: 0 }).setSubject(users.creator._id).setIssuedAt();
}

function unsignedToken(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part(payload)}.`;
}

async function resetTokenOf(user: TestUser): Promise<void> {
  expect((await http.post("/api/auth/forgot-password", { body: { email: user.email } })).status).toBe(200);
  const [mail] = await mailsTo(catcher, user.email, 1);
  const { token } = resetLinkIn(mail?.text ?? "");
  const reset = await http.post("/api/auth/reset-password", { body: { token, password: "a fresh password" } });
  expect(reset.status).toBe(200);
}

// Registered before the server's hooks, so it runs after the server has stopped.
afterAll(() => catcher?.close());
const { server, http } = useTestServer(async () => {
  catcher = await startSmtpCatcher();
  return { env: { SMTP_URL: catcher.url }, overrides: unthrottled() };
});
beforeAll(async () => {
  users = {
    creator: await buildUser(http, { displayName: "Cleo Creator" }),
    host: await buildUser(http, { displayName: "Hal Host" }),
    member: await buildUser(http, { displayName: "Mo Member" }),
    nonMember: await buildUser(http, { displayName: "Nia Nonmember" }),
    hostOfOther: await buildUser(http, { displayName: "Otto Other" }),
  };
  await makePro(server.ctx.db, users.creator._id);
  const other = await buildEvent(http, users.hostOfOther, { allowGuestMembers: true });
  otherEventId = other._id;
  const ofOther = await joinAsGuest(http, otherEventId, { guestName: "Gus Other" });
  // The guest of the event joins its first world; its token is the same in every later world.
  const firstEvent = await buildEvent(http, users.creator, { allowGuestMembers: true, maxQuestions: 50 });
  const ofEvent = await joinAsGuest(http, firstEvent._id, { guestName: "Gina Guest" });
  guests = { ofEvent, ofOther };

  const deleted = await buildUser(http, { displayName: "Dee Deleted" });
  expect((await http.delete("/api/auth/me", { token: deleted.token })).status).toBe(200);
  const reset = await buildUser(http, { displayName: "Rey Reset" });
  await resetTokenOf(reset);
  revoked = { deletedId: deleted._id, deletedToken: deleted.token, resetId: reset._id, resetToken: reset.token };

  const key = new TextEncoder().encode(server.ctx.config.jwtSecret);
  forged = {
    expired: await creatorClaims()
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key),
    wrongKey: await creatorClaims()
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(`another-server-${randomUUID()}`)),
    algNone: unsignedToken({
      typ: "account",
      tv: 0,
      sub: users.creator._id,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 3600,
    }),
  };
});

/**
 * A fresh private event of the creator: a co-host (plus host rows for the deleted and the reset
 * accounts, so their dead tokens would have power if they counted), the member and this event's
 * guest joined, one question by the member, and a poll unless the row creates one.
 */
async function buildWorld(options: { poll: boolean }): Promise<World> {
  const event = await buildEvent(http, users.creator, { allowGuestMembers: true, maxQuestions: 50, isPublic: true });
  const db = server.ctx.db;
  for (const [userId, name, position] of [
    [users.host._id, users.host.displayName, 1],
    [revoked.deletedId, "Dee Deleted", 2],
    [revoked.resetId, "Rey Reset", 3],
  ] as const) {
    await db
      .insertInto("event_hosts")
      .values({ event_id: event._id, user_id: userId, host_name: name, position })
      .execute();
  }
  await joinAsAccount(http, event._id, users.member);
  await joinAsGuest(http, event._id, guests.ofEvent);
  const question = await http.post(`/api/questions/${event._id}`, {
    token: users.member.token,
    body: { content: "The member's question", memberId: users.member._id },
  });
  expect(question.status).toBe(201);
  let pollId: string | undefined;
  let optionId: string | undefined;
  if (options.poll) {
    const poll = await http.post("/api/polls", {
      token: users.creator.token,
      body: { eventId: event._id, question: "Which?", options: ["one", "two"] },
    });
    expect(poll.status).toBe(201);
    pollId = poll.body._id;
    optionId = poll.body.options[0]._id;
  }
  const hidden = await http.put(`/api/events/${event._id}`, { token: users.creator.token, body: { isPublic: false } });
  expect(hidden.status).toBe(200);
  return { eventId: event._id, questionId: question.body._id, pollId, optionId };
}

/** Everything stored about the world's event and about the callers' accounts, in a stable order. */
async function snapshot(world: World): Promise<unknown> {
  const db = server.ctx.db;
  const sorted = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
  const event = sorted(await db.selectFrom("events").selectAll().where("id", "=", world.eventId).execute());
  const hosts = sorted(await db.selectFrom("event_hosts").selectAll().where("event_id", "=", world.eventId).execute());
  const members = sorted(
    await db.selectFrom("event_members").selectAll().where("event_id", "=", world.eventId).execute(),
  );
  const questions = sorted(
    await db.selectFrom("questions").selectAll().where("event_id", "=", world.eventId).execute(),
  );
  const polls = sorted(await db.selectFrom("polls").selectAll().where("event_id", "=", world.eventId).execute());
  const questionIds = (
    await db.selectFrom("questions").select("id").where("event_id", "=", world.eventId).execute()
  ).map((row) => row.id);
  const pollIds = (await db.selectFrom("polls").select("id").where("event_id", "=", world.eventId).execute()).map(
    (row) => row.id,
  );
  const rowsOf = async (table: "question_likes" | "question_favourites", ids: string[]) =>
    ids.length === 0
      ? []
      : (await db.selectFrom(table).selectAll().where("question_id", "in", ids).execute())
          .map((r) => JSON.stringify(r))
          .sort();
  const votes =
    pollIds.length === 0
      ? []
      : (await db.selectFrom("poll_votes").selectAll().where("poll_id", "in", pollIds).execute())
          .map((r) => JSON.stringify(r))
          .sort();
  const accounts = (await db.selectFrom("users").selectAll().orderBy("id").execute()).map((r) => JSON.stringify(r));
  return {
    event,
    hosts,
    members,
    questions,
    polls,
    likes: await rowsOf("question_likes", questionIds),
    favourites: await rowsOf("question_favourites", questionIds),
    votes,
    accounts,
    guests: (await db.selectFrom("guests").selectAll().orderBy("id").execute()).map((r) => JSON.stringify(r)),
  };
}

const expected = (row: string) => row.trim().split(/\s+/);
const cells = TABLE.flatMap((call) =>
  CALLERS.map((caller, index) => ({ call, caller, status: Number(expected(call.expect)[index]) })),
);

describe("authorization matrix: every call × every caller", () => {
  it("has a status for each caller in every row", () => {
    for (const call of TABLE) expect(expected(call.expect), call.name).toHaveLength(CALLERS.length);
    expect(expected(SOCKET_JOIN)).toHaveLength(CALLERS.length);
  });

  /** One world per row of callers while nothing changes it; rebuilt after an allowed write. */
  let world: World | undefined;
  let worldHasPoll = true;

  it.each(cells)("$call.name as $caller → $status", async ({ call, caller, status }) => {
    const wantsPoll = !call.noPoll;
    if (!world || worldHasPoll !== wantsPoll) {
      world = await buildWorld({ poll: wantsPoll });
      worldHasPoll = wantsPoll;
    }
    const before = await snapshot(world);
    const answer = await call.send(world, credentialOf(caller), selfOf(caller));
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    if (status >= 400) {
      // Plan and payment routes repeat the message as `error` (docs/product.md §10 "Answers and errors").
      const { message, error, code, values, ...rest } = answer.body as ErrorBody;
      expect(typeof message).toBe("string");
      if (error !== undefined) expect(error).toBe(message);
      // The code names the message in the catalogue (docs/features/languages.md "Server").
      if (values !== undefined) expect(english(catalogueText(code as CatalogueKey), values)).toBe(message);
      else if (code !== ERROR_CODES.reauthRequired) expect(code).toBe(errorCodeOf(message));
      expect(rest).toEqual({});
      // Refused: nothing stored changed.
      expect(await snapshot(world)).toEqual(before);
    } else if (call.name.startsWith("GET")) {
      expect(await snapshot(world)).toEqual(before);
    } else {
      // Allowed and possibly changed: the next cell starts from a fresh world.
      world = undefined;
      await call.afterAllowed?.(caller);
    }
  });

  it.each(CALLERS.map((caller, index) => ({ caller, outcome: expected(SOCKET_JOIN)[index] })))(
    "socket room join of the private event as $caller → $outcome",
    async ({ caller, outcome }) => {
      world ??= await buildWorld({ poll: true });
      const socket = io(server.url, {
        transports: ["websocket"],
        auth: credentialOf(caller),
        reconnection: false,
        forceNew: true,
      });
      try {
        const connected = await new Promise<string | true>((resolve) => {
          socket.once("connect", () => resolve(true));
          socket.once("connect_error", (error) => resolve(error.message));
        });
        if (connected !== true) {
          expect(connected).toBe(ANSWER_MESSAGES.sessionExpired);
          expect(outcome).toBe("refused");
          return;
        }
        const ack = await socket.timeout(10_000).emitWithAck("joinEventRoom", { eventId: world.eventId });
        if (outcome === "joined") expect(ack).toEqual({ ok: true });
        else expect(ack).toEqual({ ok: false, message: ANSWER_MESSAGES.eventNotFound });
        expect(outcome).not.toBe("refused");
      } finally {
        socket.close();
      }
    },
  );
});

it("the other event stays out of reach of this event's guest", async () => {
  const answer = await http.post(`/api/questions/${otherEventId}`, {
    guestToken: guests.ofEvent.guestToken,
    body: { content: "Wrong room?", memberId: guests.ofEvent.guestId },
  });
  expect(answer.status).toBe(403);
});
