// `npm run bench`: throughput of the hot paths of a live event, each reported as a ratio to a
// baseline (GET /api/health) measured in the same run on the same machine, so figures compare
// across machines. Runs on embedded SQLite by default, PostgreSQL with BENCH_DATABASE_URL.
import { performance } from "node:perf_hooks";
import { io, type Socket } from "socket.io-client";
import { buildEvent, buildUser, joinAsAccount } from "../test/support/factories.ts";
import { httpClient } from "../test/support/http.ts";
import { rateLimitsAt } from "../test/support/rate-limits.ts";
import { startTestServer } from "../test/support/test-server.ts";

const DURATION_MS = Number(process.env.BENCH_MS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

type Result = { name: string; ops: number; p50: number; p95: number };

async function measure(name: string, op: (i: number) => Promise<unknown>, concurrency = CONCURRENCY): Promise<Result> {
  const latencies: number[] = [];
  let issued = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      const i = issued++;
      const t0 = performance.now();
      await op(i);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { name, ops: latencies.length / elapsed, p50: at(0.5), p95: at(0.95) };
}

function expectOk(status: number, what: string): void {
  if (status >= 400) throw new Error(`${what} answered ${status}`);
}

async function main(): Promise<void> {
  if (process.env.BENCH_DATABASE_URL) {
    process.env.HANDRAISE_TEST_DB = "postgres";
    process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  }
  const server = await startTestServer({
    overrides: { rateLimit: rateLimitsAt(1_000_000) },
  });
  const http = httpClient(server.url);
  try {
    const host = await buildUser(http);
    const event = await buildEvent(http, host, { maxMembers: 10, maxQuestions: 5 });
    const member = await buildUser(http);
    await joinAsAccount(http, event._id, member);
    // A lively event: its host is Pro, the room is full of questions with likes.
    const { makePro } = await import("../test/support/factories.ts");
    await makePro(server.ctx.db, host._id);
    await http.put(`/api/events/${event._id}`, { token: host.token, body: { maxQuestions: 50, maxMembers: 100 } });
    const audience = [member];
    for (let i = 0; i < 20; i++) {
      const user = await buildUser(http);
      await joinAsAccount(http, event._id, user);
      audience.push(user);
    }
    const questionIds: string[] = [];
    for (let i = 0; i < 40; i++) {
      const asker = audience[i % audience.length] ?? member;
      const q = await http.post(`/api/questions/${event._id}`, {
        token: asker.token,
        body: { content: `Question number ${i} about the roadmap?`, memberId: asker._id },
      });
      expectOk(q.status, "seed question");
      questionIds.push(q.body._id);
    }
    for (const [i, user] of audience.entries()) {
      await http.post(`/api/questions/${questionIds[i % questionIds.length]}/like`, {
        token: user.token,
        body: { memberId: user._id },
      });
    }

    const results: Result[] = [];
    results.push(
      await measure("baseline: GET /api/health", async () =>
        expectOk((await http.get("/api/health")).status, "health"),
      ),
    );
    results.push(
      await measure("read event (21 members)", async () =>
        expectOk((await http.get(`/api/events/${event._id}`, { token: member.token })).status, "event"),
      ),
    );
    results.push(
      await measure("read question list (40 questions)", async () =>
        expectOk((await http.get(`/api/questions/event/${event._id}`, { token: member.token })).status, "questions"),
      ),
    );
    results.push(
      await measure("toggle like (21 members, 40 questions)", async (i) => {
        const user = audience[i % audience.length] ?? member;
        const id = questionIds[i % questionIds.length];
        expectOk(
          (await http.post(`/api/questions/${id}/like`, { token: user.token, body: { memberId: user._id } })).status,
          "like",
        );
      }),
    );

    // Fan-out: a status change reaching 50 sockets in the event's room.
    const sockets: Socket[] = [];
    for (let i = 0; i < 50; i++) {
      const socket = io(server.url, { transports: ["websocket"], auth: { token: member.token }, forceNew: true });
      await new Promise<void>((resolve) => socket.emit("joinEventRoom", { eventId: event._id }, () => resolve()));
      sockets.push(socket);
    }
    const statuses = ["live", "paused"] as const;
    results.push(
      await measure(
        "status change delivered to 50 sockets",
        async (i) => {
          const status = statuses[i % 2] ?? "live";
          const arrived = Promise.all(
            sockets.map((s) => new Promise<void>((resolve) => s.once("statusUpdated", () => resolve()))),
          );
          expectOk(
            (await http.put(`/api/events/${event._id}`, { token: host.token, body: { status } })).status,
            "status",
          );
          await arrived;
        },
        1,
      ),
    );
    for (const s of sockets) s.disconnect();

    const baseline = results[0]?.ops ?? 1;
    console.log(
      `\nHandraise bench on ${server.engine}, ${DURATION_MS} ms per case, concurrency ${CONCURRENCY} (fan-out: 1)\n`,
    );
    console.log(
      "case".padEnd(42),
      "ops/s".padStart(9),
      "ratio".padStart(7),
      "p50 ms".padStart(8),
      "p95 ms".padStart(8),
    );
    for (const r of results) {
      console.log(
        r.name.padEnd(42),
        r.ops.toFixed(0).padStart(9),
        (r.ops / baseline).toFixed(2).padStart(7),
        r.p50.toFixed(1).padStart(8),
        r.p95.toFixed(1).padStart(8),
      );
    }
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
