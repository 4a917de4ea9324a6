// Past one machine: three Handraise processes on loopback ports behind Debian's nginx (the
// template in deploy/nginx.conf, websocket upgrade included), one PostgreSQL, one Redis of the
// test's own. Sockets spread over the instances all hear a question posted through any of them;
// an instance stopped mid-event loses no acknowledged question, and its sockets reconnect
// through nginx to the others and hear what comes next.
import { randomUUID } from "node:crypto";
import type { Question } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  type HttpClient,
  httpClient,
  joinAsGuest,
  type TestGuest,
  testEngine,
} from "@handraise/test-support";
import pg from "pg";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildServer,
  killServer,
  makeStorage,
  type Storage,
  spawnServer,
} from "../reliability/support/child-server.ts";
import { type OwnRedis, redisServerInstalled, startOwnRedis } from "../reliability/support/own-redis.ts";
import { NGINX, type Nginx, nginxInstalled, startNginx, upgradeLines, upstreamOf } from "./support/nginx.ts";

const INSTANCES = 3;
const SOCKETS = 9;

const skipReason =
  testEngine() !== "postgres"
    ? "it runs in the server-postgres project (several instances need one PostgreSQL)"
    : !process.env.TEST_DATABASE_URL
      ? "TEST_DATABASE_URL is not set"
      : !nginxInstalled()
        ? `${NGINX} is missing (apt-get install nginx; .ci/run does)`
        : !redisServerInstalled()
          ? "redis-server is not installed"
          : undefined;
if (skipReason) console.warn(`Scale-out behind nginx SKIPPED here: ${skipReason}`);

/** A phone's socket through nginx: reconnects by itself and re-joins its room, as the web app does. */
type Phone = { socket: Socket; heard: Question[]; reconnections: number };

function phone(url: string, eventId: string, guest: TestGuest): Promise<Phone> {
  const socket = io(url, {
    transports: ["websocket"],
    auth: { guestToken: guest.guestToken },
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  const state: Phone = { socket, heard: [], reconnections: 0 };
  socket.on("questionAdded", (payload: { question: Question }) => state.heard.push(payload.question));
  return new Promise((resolve, reject) => {
    let first = true;
    socket.on("connect", () => {
      socket.emit("joinEventRoom", { eventId }, (ack: { ok: boolean; message?: string }) => {
        if (!ack.ok) return reject(new Error(`join refused: ${ack.message}`));
        if (first) resolve(state);
        else state.reconnections += 1;
        first = false;
      });
    });
    socket.once("connect_error", (error) => first && reject(error));
  });
}

async function until(what: string, probe: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(Boolean(skipReason))("three instances behind nginx, one PostgreSQL, one Redis", () => {
  let storage: Storage;
  let redis: OwnRedis;
  const instances: ChildServer[] = [];
  let nginx: Nginx;
  let http: HttpClient;
  let eventId: string;
  let guests: TestGuest[];
  const phones: Phone[] = [];

  beforeAll(async () => {
    storage = await makeStorage();
    redis = await startOwnRedis();
    // One signing secret for all, as in any deployment: a token from one instance works on all.
    const env = { REDIS_URL: redis.url, JWT_SECRET: `scale-out-${randomUUID()}`.padEnd(40, "x") };
    // The first instance migrates the schema; the others start on it.
    instances.push(await spawnServer(storage, { env }));
    instances.push(...(await Promise.all([spawnServer(storage, { env }), spawnServer(storage, { env })])));
    nginx = await startNginx(instances.map((i) => i.port));
    http = httpClient(nginx.url);
    const host = await buildUser(http);
    // Pro, for room for the questions of a whole test (a free event takes five).
    const db = new pg.Client({ connectionString: storage.databaseUrl });
    await db.connect();
    await db.query(
      `update "${storage.schema}".users set is_pro = 1, plan = 'pro-monthly', plan_status = 'active' where id = $1`,
      [host._id],
    );
    await db.end();
    eventId = (await buildEvent(http, host, { maxQuestions: 50 }))._id;
    guests = [];
    for (let i = 0; i < 3; i++) guests.push(await joinAsGuest(http, eventId));
  }, 120_000);

  afterAll(async () => {
    for (const p of phones) p.socket.close();
    await nginx?.stop();
    for (const instance of instances) await killServer(instance);
    await redis?.kill();
    await storage?.drop();
  });

  it("spreads sockets over the instances, and every socket hears a question posted through any of them", async () => {
    for (let i = 0; i < SOCKETS; i++)
      phones.push(await phone(nginx.url, eventId, guests[i % guests.length] as TestGuest));
    const asker = guests[0] as TestGuest;
    for (const instance of instances) {
      const answer = await httpClient(instance.url).post(`/api/questions/${eventId}`, {
        guestToken: asker.guestToken,
        body: { content: `Posted through the instance on port ${instance.port}`, memberId: asker.guestId },
      });
      expect(answer.status).toBe(201);
      const id = (answer.body as Question)._id;
      await until(`every socket hears the question posted on port ${instance.port}`, () =>
        phones.every((p) => p.heard.some((q) => q._id === id)),
      );
    }

    // nginx logs a websocket when it closes, naming the instance behind it: the sockets that
    // heard those questions were spread over all three. They connect again for the next test.
    for (const p of phones) p.socket.disconnect();
    await until("nginx logged every socket", () => upgradeLines(nginx.accessLog()).length >= SOCKETS);
    const used = new Set(upgradeLines(nginx.accessLog()).map(upstreamOf));
    expect(used.size).toBe(INSTANCES);
    for (const p of phones) p.socket.connect();
    await until("every socket is back", () => phones.every((p) => p.socket.connected && p.reconnections > 0));
  }, 60_000);

  it("loses no acknowledged question when an instance stops mid-event, and its sockets reconnect to the others", async () => {
    const stopping = instances[1] as ChildServer;
    const acknowledged: Question[] = [];
    // Questions keep coming through nginx while one instance stops. Each is retried with its
    // Idempotency-Key until it is acknowledged, as the page's outbox does.
    const post = async (n: number) => {
      const asker = guests[n % guests.length] as TestGuest;
      const key = randomUUID();
      const refusals: string[] = [];
      for (let attempt = 0; attempt < 20; attempt++) {
        const answer = await http
          .post(`/api/questions/${eventId}`, {
            guestToken: asker.guestToken,
            headers: { "Idempotency-Key": key },
            body: { content: `Question ${n} during the stop`, memberId: asker.guestId },
          })
          .catch((error: Error) => {
            refusals.push(error.message);
            return undefined;
          });
        if (answer && answer.status >= 300) refusals.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        if (answer && answer.status < 300) {
          acknowledged.push(answer.body as Question);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`question ${n} was never acknowledged: ${refusals.join("; ")}`);
    };
    const stream = (async () => {
      for (let n = 0; n < 12; n++) {
        await post(n);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    stopping.process.kill("SIGTERM");
    const exit = await stopping.exited;
    expect(exit.code).toBe(0);
    await stream;

    // Nothing acknowledged is missing, and nothing is there twice.
    const asker = guests[0] as TestGuest;
    const list = (await http.get(`/api/questions/event/${eventId}`, { guestToken: asker.guestToken }))
      .body as Question[];
    const ids = list.map((q) => q._id);
    for (const question of acknowledged) expect(ids).toContain(question._id);
    const during = list.filter((q) => q.content.endsWith("during the stop")).map((q) => q.content);
    expect(new Set(during).size).toBe(during.length);
    expect(during).toHaveLength(12);

    // The stopped instance's sockets came back through nginx, on the instances still running.
    await until("every socket is connected again", () => phones.every((p) => p.socket.connected));
    expect(phones.some((p) => p.reconnections > 1)).toBe(true);
    const after = await http.post(`/api/questions/${eventId}`, {
      guestToken: asker.guestToken,
      body: { content: "After the stop", memberId: asker.guestId },
    });
    expect(after.status).toBe(201);
    const id = (after.body as Question)._id;
    await until("every socket hears the question posted after the stop", () =>
      phones.every((p) => p.heard.some((q) => q._id === id)),
    );
  }, 90_000);
});
