// Two instances share one Redis (the test's own). Redis is killed: every API call on both
// instances still answers 2xx in under a second, health says `redis-degraded`, and each
// instance still serves its own sockets. Redis comes back: a question posted on one instance
// reaches a socket on the other within 10 s, and sockets are told to catch up once.

import {
  buildEvent,
  buildUser,
  connectSocket,
  type HttpClient,
  httpClient,
  joinAsGuest,
  startTestServer,
  type TestGuest,
  type TestServer,
  type TestSocket,
  type TestUser,
} from "@handraise/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OwnRedis, redisServerInstalled, startOwnRedis } from "./support/own-redis.ts";

const installed = redisServerInstalled();
if (!installed) console.warn("Redis outage suite SKIPPED: redis-server is not installed");

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!installed)("Redis dies under two instances, then returns", () => {
  let redis: OwnRedis;
  let first: TestServer;
  let second: TestServer;
  let one: HttpClient;
  let two: HttpClient;
  let host: TestUser;
  let guest: TestGuest;
  let eventId: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    redis = await startOwnRedis();
    first = await startTestServer({ env: { REDIS_URL: redis.url } });
    second = await startTestServer({ env: { REDIS_URL: redis.url }, shareStorageWith: first });
    one = httpClient(first.url);
    two = httpClient(second.url);
    host = await buildUser(one);
    eventId = (await buildEvent(one, host, { maxQuestions: 5 }))._id;
    guest = await joinAsGuest(one, eventId);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second?.close();
    await first?.close();
    await redis?.kill();
  });

  const health = async (http: HttpClient) => (await http.get("/api/health")).body.realtime as string;

  it("keeps both instances answering, quickly, while Redis is down, and delivery resumes when it returns", {
    timeout: 120_000,
  }, async () => {
    expect(await health(one)).toBe("redis");
    expect(await health(two)).toBe("redis");
    const listener = await connectSocket(second.url, { guestToken: guest.guestToken });
    sockets.push(listener);
    expect(await listener.join(eventId)).toEqual({ ok: true });
    let catchUps = 0;
    listener.socket.on("catchUp", () => {
      catchUps++;
    });

    await redis.kill();
    const killed = Date.now();
    await until("health degraded on both", 5_000, async () =>
      (await health(one)) === "redis-degraded" && (await health(two)) === "redis-degraded" ? true : undefined,
    );
    const degradedIn = Date.now() - killed;

    // Every kind of call, on both instances, while Redis is down.
    const timings: { call: string; status: number; ms: number }[] = [];
    const timed = async (name: string, run: () => Promise<{ status: number }>) => {
      const started = Date.now();
      const answer = await run();
      timings.push({ call: name, status: answer.status, ms: Date.now() - started });
    };
    for (const [label, http] of [
      ["first", one],
      ["second", two],
    ] as const) {
      await timed(`${label} health`, () => http.get("/api/health"));
      await timed(`${label} events`, () => http.get("/api/events", { token: host.token }));
      await timed(`${label} event`, () => http.get(`/api/events/${eventId}`));
      await timed(`${label} questions`, () => http.get(`/api/questions/event/${eventId}`));
      await timed(`${label} login`, () =>
        http.post("/api/auth/login", { body: { email: host.email, password: host.password } }),
      );
      await timed(`${label} ask`, () =>
        http.post(`/api/questions/${eventId}`, {
          guestToken: guest.guestToken,
          body: { content: `asked on ${label} while Redis is down`, memberId: guest.guestId },
        }),
      );
    }
    for (const timing of timings) {
      expect(timing.status, timing.call).toBeGreaterThanOrEqual(200);
      expect(timing.status, timing.call).toBeLessThan(300);
      expect(timing.ms, timing.call).toBeLessThan(1_000);
    }
    // The second instance still serves its own socket.
    await listener.next("questionAdded", (p) => p.question.content === "asked on second while Redis is down");

    await redis.start();
    const restarted = Date.now();
    await until("health back to redis on both", 10_000, async () =>
      (await health(one)) === "redis" && (await health(two)) === "redis" ? true : undefined,
    );
    const asked = await one.post(`/api/questions/${eventId}`, {
      guestToken: guest.guestToken,
      body: { content: "asked on first after Redis returned", memberId: guest.guestId },
    });
    expect(asked.status).toBe(201);
    await listener.next("questionAdded", (p) => p.question.content === "asked on first after Redis returned");
    const crossedIn = Date.now() - restarted;
    expect(crossedIn).toBeLessThan(10_000);
    await until("catchUp told to the socket", 5_000, async () => (catchUps > 0 ? true : undefined));
    expect(catchUps).toBe(1);

    const slowest = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.info(
      `redis outage: health degraded ${degradedIn} ms after the kill; ${timings.length} calls while down, all 2xx, slowest ${slowest.ms} ms (${slowest.call}); cross-instance delivery back ${crossedIn} ms after the restart; catchUp sent once`,
    );
  });

  it("still enforces rate limits while Redis is down, counting in the instance's memory", {
    timeout: 120_000,
  }, async () => {
    // An account no earlier call counted against.
    const reader = await buildUser(two);
    await redis.kill();
    await until("health degraded", 5_000, async () => ((await health(one)) === "redis-degraded" ? true : undefined));
    const login = { email: reader.email, password: "not the password" };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await one.post("/api/auth/login", { body: login })).status);
    // Ten tries per account a minute (packages/contract RATE_LIMITS), then 429: the limit holds.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    console.info(`rate limits with Redis down: ${JSON.stringify(statuses)}`);
  });
});
