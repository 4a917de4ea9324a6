// Join codes: six characters without look-alikes on every event, distinct, and the event found
// by its code exactly as by its id (the same 404s), in any case, with a limit against guessing.
import { ANSWER_MESSAGES, JOIN_CODE_ALPHABET } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  httpClient,
  joinAsAccount,
  joinAsGuest,
  rateLimitsAt,
  startTestServer,
  useTestServer,
} from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { withFreshJoinCode } from "../../src/features/events/join-codes.ts";
import { listen } from "../support/cast.ts";

const { server, http } = useTestServer();

const CODE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`);

describe("join codes", () => {
  it("gives every event a code of six characters with no 0, O, 1, I or L, all distinct", async () => {
    const host = await buildUser(http);
    const codes = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const event = await buildEvent(http, host);
      expect(event.code).toMatch(CODE);
      expect(event.code).not.toMatch(/[0O1IL]/);
      codes.add(event.code);
    }
    expect(codes.size).toBe(30);
    const rows = await server.ctx.db.selectFrom("events").select("code").execute();
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  it("stores codes under a unique index: a second event cannot take a code in use", async () => {
    const host = await buildUser(http);
    const [first, second] = [await buildEvent(http, host), await buildEvent(http, host)];
    await expect(
      server.ctx.db.updateTable("events").set({ code: first.code }).where("id", "=", second._id).execute(),
    ).rejects.toThrow();
  });

  it("draws a new code when the drawn one was taken meanwhile", async () => {
    const tried: string[] = [];
    const taken = Object.assign(new Error("duplicate"), { code: "23505" });
    const result = await withFreshJoinCode(async (code) => {
      tried.push(code);
      if (tried.length < 3) throw taken;
      return code;
    });
    expect(tried).toHaveLength(3);
    expect(result).toBe(tried[2]);
    // Any other failure is not a collision: no retry.
    const other = Object.assign(new Error("other"), { code: "42P01" });
    let calls = 0;
    await expect(
      withFreshJoinCode(async () => {
        calls += 1;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
  });

  it("answers the event by code as by id, in any case, to the same callers", async () => {
    const host = await buildUser(http);
    const outsider = await buildUser(http);
    const event = await buildEvent(http, host);
    const guest = await joinAsGuest(http, event._id);
    await http.put(`/api/events/${event._id}`, { token: host.token, body: { isPublic: false } });
    for (const as of [{ token: host.token }, { token: outsider.token }, { guestToken: guest.guestToken }]) {
      const byId = await http.get(`/api/events/${event._id}`, as);
      for (const typed of [event.code, event.code.toLowerCase()]) {
        const byCode = await http.get(`/api/events/code/${typed}`, as);
        expect(byCode.status).toBe(200);
        expect(byCode.body).toEqual(byId.body);
      }
    }
    // A private event is not found by a visitor who may not read it, by id or by code alike.
    const anonymous = await http.get(`/api/events/code/${event.code}`);
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toEqual({ message: ANSWER_MESSAGES.eventNotFound, code: "eventNotFound" });
    expect((await http.get(`/api/events/${event._id}`)).status).toBe(404);
  });

  it("answers 404 for a code nobody has and for text that cannot be a code", async () => {
    for (const typed of ["ZZZZZZ", "O0O0O0", "ABC", "ABCDEFGH", "%20%20"]) {
      const answer = await http.get(`/api/events/code/${typed}`);
      expect(answer.status, typed).toBe(404);
    }
    const host = await buildUser(http);
    const event = await buildEvent(http, host);
    expect((await http.get(`/api/events/code/${event.code}`)).status).toBe(200);
  });
});

describe("a private event found by its code", () => {
  it("names no members to a signed-in account that is not one yet, and all of them once it joins", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host, { isPublic: true, allowGuestMembers: true });
    const member = await buildUser(http);
    await joinAsAccount(http, event._id, member);
    const guest = await joinAsGuest(http, event._id, { guestName: "Guest Gwen" });
    const hidden = await http.put(`/api/events/${event._id}`, { token: host.token, body: { isPublic: false } });
    expect(hidden.status).toBe(200);
    const stranger = await buildUser(http);
    for (const path of [`/api/events/code/${event.code}`, `/api/events/${event._id}`]) {
      const seen = await http.get(path, { token: stranger.token });
      expect(seen.status, path).toBe(200);
      expect(seen.body.members, path).toEqual([]);
      expect(JSON.stringify(seen.body), path).not.toContain(member._id);
      expect(JSON.stringify(seen.body), path).not.toContain("Guest Gwen");
      // Hosts stay named: the event page says who runs it.
      expect(seen.body.host.map((h: { hostId: string }) => h.hostId)).toEqual([host._id]);
    }
    for (const insider of [{ token: member.token }, { token: host.token }, { guestToken: guest.guestToken }]) {
      const seen = await http.get(`/api/events/code/${event.code}`, insider);
      expect(seen.body.members).toHaveLength(2);
    }
    const joined = await joinAsAccount(http, event._id, stranger);
    expect(joined.members).toHaveLength(3);
  });

  it("names no members over its socket to a reader who has not joined, until it joins", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host, { isPublic: false });
    const member = await buildUser(http);
    await joinAsAccount(http, event._id, member);
    const stranger = await buildUser(http);
    const [hostSocket, memberSocket, strangerSocket] = await Promise.all([
      listen(server.url, host),
      listen(server.url, member),
      listen(server.url, stranger),
    ]);
    try {
      for (const socket of [hostSocket, memberSocket, strangerSocket]) {
        expect((await socket.join(event._id)).ok).toBe(true);
      }
      await http.put(`/api/events/${event._id}`, { token: host.token, body: { title: "Renamed" } });
      expect((await strangerSocket.next("eventUpdated")).event.members).toEqual([]);
      expect((await memberSocket.next("eventUpdated")).event.members).toEqual([{ user: member._id }]);
      expect((await hostSocket.next("eventUpdated")).event.members).toEqual([{ user: member._id }]);
      await strangerSocket.flush();
      expect(JSON.stringify(strangerSocket.heard)).not.toContain(member._id);

      await joinAsAccount(http, event._id, stranger);
      const joined = await strangerSocket.next("eventUpdated", (p) => p.event.members.length === 2);
      expect(joined.event.members).toContainEqual({ user: member._id });
    } finally {
      for (const socket of [hostSocket, memberSocket, strangerSocket]) socket.close();
    }
  });

  it("names its members to anyone when it is public", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host, { isPublic: true });
    const member = await buildUser(http);
    await joinAsAccount(http, event._id, member);
    expect((await http.get(`/api/events/code/${event.code}`)).body.members).toEqual([{ user: member._id }]);
  });
});

describe("guessing codes", () => {
  it("is limited per account too, from whichever address it guesses", async () => {
    const limited = await startTestServer({
      env: { TRUST_PROXY: "127.0.0.1" },
      overrides: { rateLimit: { ...rateLimitsAt(1000), findEventByCode: { perAccount: 3, perAddress: 1000 } } },
    });
    try {
      const client = httpClient(limited.url);
      const [guesser, other] = [await buildUser(client), await buildUser(client)];
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const headers = { "x-forwarded-for": `198.51.100.${i + 1}` };
        statuses.push((await client.get(`/api/events/code/ZZZZZ${i + 2}`, { token: guesser.token, headers })).status);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      const headers = { "x-forwarded-for": "198.51.100.1" };
      expect((await client.get("/api/events/code/ZZZZZZ", { token: other.token, headers })).status).toBe(404);
    } finally {
      await limited.close();
    }
  });

  it("is limited per address: past the limit the lookup answers 429 with Retry-After", async () => {
    const limited = await startTestServer({
      overrides: { rateLimit: { ...rateLimitsAt(1000), findEventByCode: { perAccount: 1000, perAddress: 5 } } },
    });
    try {
      const client = httpClient(limited.url);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await client.get(`/api/events/code/ZZZZZ${i + 2}`)).status);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
      const refused = await client.get("/api/events/code/ZZZZZZ");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      // The limit is the lookup's own: reading an event by id still works from this address.
      expect((await client.get("/api/events/no-such-event")).status).toBe(404);
    } finally {
      await limited.close();
    }
  });

  it("has a limit of its own in the contract, tight enough that guessing is hopeless", async () => {
    const { RATE_LIMITS } = await import("@handraise/contract");
    // 31^6 codes; at the per-address limit a whole day finds a given code with odds below 1 in 2,000.
    const perDay = RATE_LIMITS.findEventByCode.perAddress * 60 * 24;
    expect(perDay / JOIN_CODE_ALPHABET.length ** 6).toBeLessThan(1 / 2000);
  });
});
