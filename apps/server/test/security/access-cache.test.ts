// The caller's account or guest and its standing in an event are kept in memory between requests
// (docs/ARCHITECTURE.md "Token and access caches"). Each write that changes them drops them, so
// the next request after its answer sees it: each test reads first (the rows are then kept),
// writes through the API, and reads again. A change made beside the repositories is not seen
// until something drops it, which shows the reads really come from memory; while Redis is away,
// kept rows are trusted for DEGRADED_MAX_AGE_MS only.
import { ANSWER_MESSAGES } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  type FakeStripe,
  httpClient,
  joinAsAccount,
  joinAsGuest,
  startFakeStripe,
  startTestServer,
  type TestServer,
  type TestUser,
  useTestServer,
} from "@handraise/test-support";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eraseEventsPastRetention } from "../../src/features/reports/erase-service.ts";
import { CacheInvalidation, DEGRADED_MAX_AGE_MS, rowsChanged, scopes } from "../../src/http/cache-invalidation.ts";
import { ROW_CACHE_MOVE_EVERY_MS } from "../../src/http/row-cache.ts";
import { askOk } from "../support/cast.ts";

let stripe: FakeStripe;

// Registered before the server's hooks, so it runs after the server has stopped.
afterAll(() => stripe?.close());
const { server, http } = useTestServer(async () => {
  stripe = await startFakeStripe();
  return { env: stripe.env };
});

afterEach(() => {
  vi.useRealTimers();
});

const me = (user: TestUser, token = user.token) => http.get("/api/auth/me", { token });
const listOf = (eventId: string, credential: { token?: string; guestToken?: string } = {}) =>
  http.get(`/api/questions/event/${eventId}`, credential);
const like = (questionId: string, credential: { token?: string; guestToken?: string }) =>
  http.post(`/api/questions/${questionId}/like`, { ...credential, body: {} });
/** Storage changed beside the repositories: the event becomes private without any drop. */
const privateBehindTheBack = (target: TestServer, eventId: string) =>
  target.ctx.db.updateTable("events").set({ is_public: 0 }).where("id", "=", eventId).execute();

describe("the kept rows are what the reads use", () => {
  it("a change made beside the repositories is seen only once its scope is dropped", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host);
    expect((await listOf(event._id)).status).toBe(200);
    await privateBehindTheBack(server, event._id);
    // Kept: nothing told this instance.
    expect((await listOf(event._id)).status).toBe(200);
    await rowsChanged(server.ctx.db, [scopes.event(event._id)]);
    expect((await listOf(event._id)).status).toBe(404);
  });

  it("a read that started before a write never keeps what it found", () => {
    const invalidation = new CacheInvalidation();
    const cache = invalidation.cache<string>(10);
    const before = invalidation.ticket();
    invalidation.forget([scopes.event("e1")]);
    cache.put("e1", "as read before the write", [scopes.event("e1")], before);
    expect(cache.get("e1")).toBeUndefined();
    // Another scope's write does not refuse it; a read after the write is kept.
    cache.put("e2", "unrelated", [scopes.event("e2")], before);
    expect(cache.get("e2")).toBe("unrelated");
    cache.put("e1", "as read after the write", [scopes.event("e1")], invalidation.ticket());
    expect(cache.get("e1")).toBe("as read after the write");
    invalidation.forget([scopes.everything]);
    expect(cache.get("e2")).toBeUndefined();
  });

  it("keeps at most its capacity, the least recently read going first", () => {
    vi.useFakeTimers();
    const invalidation = new CacheInvalidation();
    const cache = invalidation.cache<number>(2);
    for (const n of [1, 2]) cache.put(`k${n}`, n, [`s${n}`], invalidation.ticket());
    vi.advanceTimersByTime(ROW_CACHE_MOVE_EVERY_MS);
    expect(cache.get("k1")).toBe(1);
    cache.put("k3", 3, ["s3"], invalidation.ticket());
    expect([cache.get("k1"), cache.get("k2"), cache.get("k3")]).toEqual([1, undefined, 3]);
  });

  it("moves a read entry at most once a second: a read just after the last move keeps the order", () => {
    vi.useFakeTimers();
    const invalidation = new CacheInvalidation();
    const cache = invalidation.cache<number>(2);
    for (const n of [1, 2]) cache.put(`k${n}`, n, [`s${n}`], invalidation.ticket());
    vi.advanceTimersByTime(ROW_CACHE_MOVE_EVERY_MS - 1);
    expect(cache.get("k1")).toBe(1);
    cache.put("k3", 3, ["s3"], invalidation.ticket());
    expect([cache.get("k1"), cache.get("k2"), cache.get("k3")]).toEqual([undefined, 2, 3]);
  });
});

describe("each write drops what it changed", () => {
  it("a password change refuses the old token at once and keeps the new one", async () => {
    const user = await buildUser(http);
    expect((await me(user)).status).toBe(200);
    const changed = await http.put("/api/auth/me", { token: user.token, body: { password: "a new password" } });
    expect(changed.status).toBe(200);
    expect((await me(user)).status).toBe(401);
    expect((await me(user, changed.body.token)).status).toBe(200);
  });

  it("logging out everywhere refuses the token at once", async () => {
    const user = await buildUser(http);
    expect((await me(user)).status).toBe(200);
    expect((await http.post("/api/auth/logout-all", { token: user.token })).status).toBe(200);
    expect((await me(user)).status).toBe(401);
  });

  it("a profile change is what the next request's account says", async () => {
    const user = await buildUser(http);
    expect((await me(user)).body.userInfo.displayName).toBe(user.displayName);
    await http.put("/api/auth/me", { token: user.token, body: { displayName: "Renamed Person", language: "de" } });
    expect((await me(user)).body.userInfo).toMatchObject({ displayName: "Renamed Person", language: "de" });
  });

  it("a plan change through Stripe's webhook is the next request's plan", async () => {
    const user = await buildUser(http);
    expect((await me(user)).body.userInfo.isPro).toBe(false);
    const session = await http.post("/api/stripe/checkout-session", {
      token: user.token,
      body: { planType: "pro", billingInterval: "monthly" },
    });
    expect(session.status).toBe(200);
    const { events } = stripe.completeCheckout(String(session.body.url).split("/").pop() ?? "");
    for (const event of events) expect((await stripe.deliver(server.url, event)).status).toBe(200);
    expect((await me(user)).body.userInfo.isPro).toBe(true);
  });

  it("a ban refuses the removed member's next like", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host, { allowGuestMembers: true });
    const guest = await joinAsGuest(http, event._id);
    const question = await askOk(http, event._id, host, "Like this one");
    expect((await like(question._id, { guestToken: guest.guestToken })).status).toBe(200);
    const ban = await http.post(`/api/events/${event._id}/bans`, {
      token: host.token,
      body: { memberId: guest.guestId },
    });
    expect(ban.status).toBe(201);
    const refused = await like(question._id, { guestToken: guest.guestToken });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ANSWER_MESSAGES.bannedFromEvent);
  });

  it("adding and removing a co-host give and take the host's rights at once", async () => {
    const host = await buildUser(http);
    const cohost = await buildUser(http);
    const event = await buildEvent(http, host);
    const goLive = () => http.put(`/api/events/${event._id}`, { token: cohost.token, body: { status: "live" } });
    expect((await goLive()).status).toBe(403);
    const added = await http.post(`/api/events/${event._id}/hosts`, {
      token: host.token,
      body: { email: cohost.email },
    });
    expect(added.status).toBe(200);
    expect((await goLive()).status).toBe(200);
    const removed = await http.delete(`/api/events/${event._id}/hosts/${cohost._id}`, { token: host.token });
    expect(removed.status).toBe(200);
    expect((await goLive()).status).toBe(403);
  });

  it("an event made private is hidden from the next anonymous read", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host);
    expect((await listOf(event._id)).status).toBe(200);
    const update = await http.put(`/api/events/${event._id}`, { token: host.token, body: { isPublic: false } });
    expect(update.status).toBe(200);
    expect((await listOf(event._id)).status).toBe(404);
  });

  it("a deleted event is not found by its member's next read", async () => {
    const host = await buildUser(http);
    const member = await buildUser(http);
    const event = await buildEvent(http, host);
    await joinAsAccount(http, event._id, member);
    expect((await listOf(event._id, { token: member.token })).status).toBe(200);
    expect((await http.delete(`/api/events/${event._id}`, { token: host.token })).status).toBe(200);
    expect((await listOf(event._id, { token: member.token })).status).toBe(404);
  });

  it("joining makes a visitor of a private event a member at once", async () => {
    const host = await buildUser(http);
    const visitor = await buildUser(http);
    const event = await buildEvent(http, host, { isPublic: false });
    const ask = () =>
      http.post(`/api/questions/${event._id}`, {
        token: visitor.token,
        body: { content: "May I ask now?", memberId: visitor._id },
      });
    expect((await ask()).status).toBe(403);
    await joinAsAccount(http, event._id, visitor);
    expect((await ask()).status).toBe(201);
  });

  it("a deleted account's token and its events are gone at once", async () => {
    const user = await buildUser(http);
    const member = await buildUser(http);
    const event = await buildEvent(http, user);
    await joinAsAccount(http, event._id, member);
    expect((await listOf(event._id, { token: member.token })).status).toBe(200);
    expect((await me(user)).status).toBe(200);
    const deleted = await http.delete("/api/auth/me", { token: user.token, body: { currentPassword: user.password } });
    expect(deleted.status).toBe(200);
    expect((await me(user)).status).toBe(401);
    expect((await listOf(event._id, { token: member.token })).status).toBe(404);
  });

  it("retention's erasure of an event's guests ends their guest tokens", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host, { allowGuestMembers: true });
    const guest = await joinAsGuest(http, event._id);
    const closed = await http.put(`/api/events/${event._id}`, {
      token: host.token,
      body: { isPublic: false, status: "ended" },
    });
    expect(closed.status).toBe(200);
    expect((await listOf(event._id, { guestToken: guest.guestToken })).status).toBe(200);
    const later = new Date(Date.now() + 86_400_000);
    expect(await eraseEventsPastRetention(server.ctx, 0, later)).toContain(event._id);
    // No guest any more: an anonymous caller, for whom a private event does not exist.
    expect((await listOf(event._id, { guestToken: guest.guestToken })).status).toBe(404);
  });
});

describe("while Redis is away", () => {
  let degraded: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1: the instance starts with its link down and stays so.
    degraded = await startTestServer({ env: { REDIS_URL: "redis://127.0.0.1:1" }, shareStorageWith: server });
  });
  afterAll(() => degraded?.close());

  it(`trusts a kept row for ${DEGRADED_MAX_AGE_MS} ms only, where an exact instance keeps it`, async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host);
    const away = httpClient(degraded.url);
    const read = (client: typeof http) => client.get(`/api/questions/event/${event._id}`);
    vi.useFakeTimers({ toFake: ["Date"] });
    expect((await read(away)).status).toBe(200);
    expect((await read(http)).status).toBe(200);
    await privateBehindTheBack(server, event._id);
    expect((await read(away)).status).toBe(200);
    vi.setSystemTime(Date.now() + DEGRADED_MAX_AGE_MS + 1);
    expect((await read(away)).status).toBe(404);
    // Without REDIS_URL the instance is alone, and every drop reaches it: it keeps the row.
    expect((await read(http)).status).toBe(200);
  });
});
