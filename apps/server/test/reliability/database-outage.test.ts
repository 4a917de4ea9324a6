// PostgreSQL connections cut under a running server (pg_terminate_backend on every backend of
// the app, again and again for two seconds, from a separate admin connection): the process
// lives, each request in the cut answers 2xx or 503 (never 500, never a hang), and all answer
// 2xx again within 5 s. Then a whole outage (the network to the database cut for 4 s): requests
// answer 503 within a few seconds, and the server recovers by itself when it is back.
import { randomUUID } from "node:crypto";
import { buildEvent, buildUser, httpClient, startTestServer, testEngine } from "@handraise/test-support";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, killServer, makeStorage, type Storage, spawnServer } from "./support/child-server.ts";
import { startCuttableProxy } from "./support/cuttable-proxy.ts";
import { call } from "./support/raw-http.ts";

const onPostgres = testEngine() === "postgres";
if (!onPostgres)
  console.warn("Database outage suite SKIPPED here: it cuts PostgreSQL connections (server-postgres project)");

describe.skipIf(!onPostgres)("PostgreSQL connections cut while requests run", () => {
  let storage: Storage;
  let server: ChildServer | undefined;
  let admin: pg.Client;

  beforeAll(async () => {
    storage = await makeStorage();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await killServer(server);
    await admin?.end();
    await storage?.drop();
  });

  it("lives, answers 2xx or 503 during the cut, and 2xx within 5 s after", { timeout: 120_000 }, async () => {
    server = await spawnServer(storage, { env: { DATABASE_TIMEOUT_MS: "2000" } });
    const url = server.url;
    const registered = await call(`${url}/api/auth/register`, {
      method: "POST",
      body: {
        displayName: "Cut Host",
        email: `cut-${randomUUID().slice(0, 8)}@example.test`,
        password: "long enough pw",
      },
    });
    if (!("status" in registered)) throw new Error(registered.error);
    const token = JSON.parse(registered.body).token as string;
    const event = await fetch(`${url}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: "Cut", date: new Date(Date.now() + 3_600_000).toISOString(), isPublic: true }),
    }).then((r) => r.json() as Promise<{ _id: string }>);
    const reads = [`/api/events/${event._id}`, `/api/questions/event/${event._id}`, "/api/events"];
    const read = async (path: string) => {
      const started = Date.now();
      const answer = await fetch(`${url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
      await answer.arrayBuffer();
      return { status: answer.status, ms: Date.now() - started };
    };

    // Clients keep reading through the cut.
    const seen: { status: number; ms: number }[] = [];
    let cutting = true;
    const clients = Array.from({ length: 6 }, async (_, i) => {
      while (cutting) {
        seen.push(await read(reads[i % reads.length] as string));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    const appName = `handraise-${storage.schema}`;
    let terminated = 0;
    const cutUntil = Date.now() + 2_000;
    while (Date.now() < cutUntil) {
      const result = await admin.query(
        "select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()",
        [appName],
      );
      terminated += result.rows.filter((r) => r.done).length;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    cutting = false;
    await Promise.all(clients);
    const cutOver = Date.now();

    // After the cut: every read answers 2xx again within 5 s.
    let recoveredAfter = -1;
    while (Date.now() - cutOver < 5_000) {
      const round = await Promise.all(reads.map(read));
      if (round.every((r) => r.status >= 200 && r.status < 300)) {
        recoveredAfter = Date.now() - cutOver;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    expect(server.process.exitCode).toBeNull();
    expect(terminated).toBeGreaterThan(0);
    const unexpected = seen.filter((s) => !(s.status >= 200 && s.status < 300) && s.status !== 503);
    expect(unexpected).toEqual([]);
    expect(Math.max(...seen.map((s) => s.ms))).toBeLessThan(5_000);
    expect(recoveredAfter).toBeGreaterThanOrEqual(0);
    const unavailable = seen.filter((s) => s.status === 503).length;
    console.info(
      `database cut: ${terminated} backends terminated in 2 s; ${seen.length} requests during it: ${seen.length - unavailable} 2xx, ${unavailable} 503, slowest ${Math.max(...seen.map((s) => s.ms))} ms; all 2xx ${recoveredAfter} ms after the cut`,
    );
  });

  it("answers 503 within seconds while the database is unreachable, and recovers by itself", {
    timeout: 120_000,
  }, async () => {
    const base = new URL(process.env.TEST_DATABASE_URL ?? "");
    const proxy = await startCuttableProxy({ host: base.hostname, port: Number(base.port || 5432) });
    const viaProxy = new URL(base);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const app = await startTestServer({ env: { DATABASE_URL: viaProxy.toString(), DATABASE_TIMEOUT_MS: "2000" } });
    try {
      const http = httpClient(app.url);
      const host = await buildUser(http);
      const event = await buildEvent(http, host);
      const reads = [
        () => http.get(`/api/events/${event._id}`),
        () => http.get("/api/events", { token: host.token }),
        () => http.get(`/api/questions/event/${event._id}`),
      ];
      const timed = async (read: () => Promise<{ status: number }>) => {
        const started = Date.now();
        const { status } = await read();
        return { status, ms: Date.now() - started };
      };

      proxy.cut();
      const during: { status: number; ms: number }[] = [];
      const outageEnds = Date.now() + 4_000;
      await Promise.all(
        reads.map(async (read) => {
          while (Date.now() < outageEnds) during.push(await timed(read));
        }),
      );
      proxy.restore();
      const back = Date.now();
      let recoveredAfter = -1;
      while (Date.now() - back < 5_000) {
        const round = await Promise.all(reads.map(timed));
        if (round.every((r) => r.status === 200)) {
          recoveredAfter = Date.now() - back;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      expect(during.filter((r) => r.status !== 503 && r.status !== 200)).toEqual([]);
      expect(during.some((r) => r.status === 503)).toBe(true);
      const slowest = Math.max(...during.map((r) => r.ms));
      expect(slowest).toBeLessThan(5_000);
      expect(recoveredAfter).toBeGreaterThanOrEqual(0);
      console.info(
        `database unreachable 4 s: ${during.length} requests, ${during.filter((r) => r.status === 503).length} answered 503, slowest ${slowest} ms; all 200 ${recoveredAfter} ms after it came back`,
      );
    } finally {
      await app.close();
      await proxy.close();
    }
  });
});
