// `npm run bench` (and `npm run bench -- --quick`, about three minutes): Handraise under the loads
// of a live event, every figure next to a baseline measured in the same run on the same machine.
// The server runs in its own process; sockets come from swarm processes (protocol-level clients
// on raw ws, a few real socket.io-client ones), HTTP load from autocannon in another process.
//   fan-out      one public event, N viewers; baseline: a bare ws broadcaster, same payloads
//   many events  E events × S sockets with questions and likes at W writes a second
//   like storm   1,000 likes a second in one event; every socket must end on the final counts
//   vote storm   2,000 viewers vote within 5 s in one poll (choice, then word cloud); every socket
//                must hear the final totals (vote-storm.ts)
//   report       the host's report of an event of 5,000 questions and 50,000 likes, asked again
//                and again; baseline: one indexed read of the event (report-query.ts)
//   http         question list of a full Pro event, its 304, posting a question, a like;
//                baseline: a hello-world route on the same server
//   scale-out    nginx in front of three instances (PostgreSQL, Redis): N phones in one event, one
//                instance killed mid-run while questions keep coming (scale-out.ts)
//   lighthouse   Lighthouse's mobile preset on the audience page, / and /pricing in Debian's
//                Chromium, and the audience page's gzipped JavaScript from the build (lighthouse.ts)
// Writes bench/results/latest.json and latest.md (docs/PERFORMANCE.md explains the figures);
// `--only=<scenario>` runs one scenario and replaces its figures there, keeping the others.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type Child,
  collectReceipts,
  type Receipts,
  resetLoop,
  serverStats,
  startChild,
  startSwarms,
  stopAll,
} from "./children.ts";
import { httpScenario } from "./http-scenario.ts";
import { lighthouseScenario } from "./lighthouse.ts";
import { probeMachine } from "./machine-probe.ts";
import type { ProcessStats } from "./process-stats.ts";
import { headlineRatios } from "./ratios.ts";
import { renderMarkdown } from "./report.ts";
import { reportQuery } from "./report-query.ts";
import { scaleOut } from "./scale-out.ts";
import type { SocketPlan } from "./socket-swarm.ts";
import { api, ask, type Guest, guest, type Host, inTurns, like, proHost, publicEvent } from "./stage.ts";
import { now, percentile, round, sleep } from "./stats.ts";
import { voteStorm } from "./vote-storm.ts";

const quick = process.argv.includes("--quick");
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);

/** The server's open-file limit (this process's, which its children inherit). */
const fdLimit = Number(execSync("ulimit -n", { shell: "/bin/sh" }).toString().trim()) || 1_024;

const PLAN = quick
  ? {
      fanOut: { viewers: 2_000, messages: 20, intervalMs: 250 },
      manyEvents: [{ events: 60, sockets: 50, writesPerSecond: 25, seconds: 6 }],
      storm: { viewers: 500, likesPerSecond: 1_000, seconds: 3 },
      voteStorm: { viewers: 500, seconds: 2, connections: 32 },
      report: { questions: 1_000, likes: 10_000, members: 500, rounds: 50 },
      // 1,500 phones instead of the full run's 6,000, so the quick run stays short.
      scaleOut: { sockets: 1_500, perSwarm: 1_500, intervalMs: 250, beforeS: 4, duringS: 6, afterS: 3 },
      http: { seconds: 2, connections: 32, rounds: 2 },
      lighthouse: { runs: 1 },
    }
  : {
      fanOut: { viewers: 10_000, messages: 40, intervalMs: 400 },
      manyEvents: [
        { events: 300, sockets: 50, writesPerSecond: 25, seconds: 20 },
        // 20 sockets an event unless the open-file limit (one per socket in the server) forbids.
        {
          events: 1_000,
          sockets: Math.min(20, Math.floor((fdLimit - 1_000) / 1_000)),
          writesPerSecond: 25,
          seconds: 15,
        },
      ],
      storm: { viewers: 2_000, likesPerSecond: 1_000, seconds: 5 },
      voteStorm: { viewers: 2_000, seconds: 5, connections: 64 },
      report: { questions: 5_000, likes: 50_000, members: 2_000, rounds: 200 },
      scaleOut: { sockets: 6_000, perSwarm: 3_000, intervalMs: 500, beforeS: 10, duringS: 10, afterS: 8 },
      http: { seconds: 5, connections: 32, rounds: 3 },
      lighthouse: { runs: 5 },
    };

let addressOffset = 0;
const nextAddresses = (count: number) => {
  const start = addressOffset;
  addressOffset += count;
  return start;
};

async function startHandraise(env: Record<string, string> = {}): Promise<{ server: Child; url: string }> {
  const server = await startChild("handraise-server.ts", {
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    ...env,
  });
  return { server, url: server.ready.url as string };
}

/** Waits until every marker has reached `expected` sockets, or `timeoutMs` passed. */
async function awaitReceipts(swarms: Child[], markers: string[], expected: (m: string) => number, timeoutMs: number) {
  const receipts: Receipts = new Map();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await collectReceipts(swarms, receipts);
    const done = markers.every((m) => (receipts.get(m)?.count ?? 0) >= expected(m));
    if (done || Date.now() > deadline) return receipts;
    await sleep(200);
  }
}

function questionPayload(eventId: string, marker: string, name: "questionAdded" | "questionUpdated"): string {
  const question = {
    _id: "00000000-0000-4000-8000-000000000000",
    eventId,
    content: `bench:${marker}`,
    status: "pending",
    hidden: false,
    // A changed question as Handraise sends it carries its likes (one, in the bench's changes).
    likes: name === "questionUpdated" ? ["00000000-0000-4000-8000-000000000001"] : [],
    favourites: [],
    createdBy: "00000000-0000-4000-8000-000000000001",
    creator: { name: "Guest 0" },
    createdAt: new Date().toISOString(),
    anonymous: false,
    awaitingReview: false,
    reply: null,
    flagged: null,
  };
  return `42${JSON.stringify([name, { eventId, question }])}`;
}

type FanOutSide = {
  clients: number;
  connectFailed: number;
  messages: number;
  deliveries: number;
  missed: number;
  cpuPerDeliveryUs: number;
  allReceivedP50Ms: number;
  allReceivedP99Ms: number;
  rssPerClientBytes: number;
  loopP99Ms: number;
  timesMs: number[];
  /** CPU of the bench's own full collections in the stretch, kept out of `cpuPerDeliveryUs`. */
  forcedGcCpuMs: number;
};

/** The fan-out's two paths: a question added (`questionAdded`), a question changed (`questionUpdated`). */
type FanOutPath = "added" | "changed";

/**
 * One event, N viewers: Handraise (questions posted, then changed, through the API) or the bare
 * baseline (the same sockets, payloads of the same size). Both paths are measured on the same
 * server and sockets, one after the other: first `messages` questions added, then `messages`
 * changes, each of its own question (asked before the sockets came, so nobody heard it added),
 * in turn an edit by its asker, a like (the first of its window, so sent at once; a folded
 * update takes the same path) and answered by the host.
 */
async function fanOutSide(
  kind: "handraise" | "bare",
): Promise<Record<FanOutPath, FanOutSide & { realChecked?: string }>> {
  const { viewers, messages, intervalMs } = PLAN.fanOut;
  const server = kind === "handraise" ? (await startHandraise()).server : await startChild("bare-broadcaster.ts");
  const url = server.ready.url as string;
  const children: Child[] = [server];
  try {
    let eventId = "bare-room";
    let asker: Guest | undefined;
    let host: Host | undefined;
    const toChange: string[] = [];
    const call = api(url);
    if (kind === "handraise") {
      host = await proHost(call, server);
      eventId = await publicEvent(call, host, server, "Fan-out");
      asker = await guest(call, eventId, 0);
      for (let i = 0; i < messages; i++) {
        toChange.push(await ask(call, eventId, asker, `bench:${kind}-changed-${i}`));
      }
    }
    // A few real socket.io-client sockets among the raw ones check the protocol-level clients.
    const plans: SocketPlan[] = Array.from({ length: viewers }, (_, i) => ({
      room: eventId,
      real: i < 5,
      watch: false,
    }));
    await sleep(500);
    const before = await serverStats(server);
    const swarm = await startSwarms(url, kind, plans, nextAddresses(Math.ceil(viewers / 5_000)));
    children.push(...swarm.swarms);
    await sleep(500);
    const connected = await serverStats(server);
    const rssPerClientBytes = (connected.rssBytes - before.rssBytes) / Math.max(1, swarm.connected);

    const change = (i: number, marker: string): Promise<unknown> => {
      const questionId = toChange[i] as string;
      const guestToken = (asker as Guest).guestToken;
      if (i % 3 === 0) {
        return call("PUT", `/api/questions/${questionId}/edit`, {
          guest: guestToken,
          body: { content: `bench:${marker} edited` },
        });
      }
      if (i % 3 === 1) return call("POST", `/api/questions/${questionId}/like`, { guest: guestToken, body: {} });
      return call("PATCH", `/api/questions/${questionId}/toggle-answered`, { token: (host as Host).token, body: {} });
    };
    const measure = async (path: FanOutPath, start: ProcessStats) => {
      await resetLoop(server);
      const sent = new Map<string, number>();
      const markers: string[] = [];
      const calls: Promise<unknown>[] = [];
      for (let i = 0; i < messages; i++) {
        const marker = `${kind}-${path === "added" ? "" : "changed-"}${i}`;
        markers.push(marker);
        sent.set(marker, now());
        if (kind === "handraise" && asker) {
          calls.push(path === "added" ? ask(call, eventId, asker, `bench:${marker}`) : change(i, marker));
        } else {
          const name = path === "added" ? "questionAdded" : "questionUpdated";
          const payload = questionPayload(eventId, marker, name);
          void server.ask({ type: "broadcast", room: eventId, payload }, "done");
        }
        await sleep(intervalMs);
      }
      await Promise.all(calls);
      const receipts = await awaitReceipts(swarm.swarms, markers, () => swarm.connected, 15_000);
      const after = await serverStats(server);
      const times = markers.map((m) => (receipts.get(m)?.last ?? Number.NaN) - (sent.get(m) ?? 0));
      const deliveries = markers.reduce((sum, m) => sum + (receipts.get(m)?.count ?? 0), 0);
      const realHeard = markers.reduce((sum, m) => sum + (receipts.get(m)?.real ?? 0), 0);
      const side: FanOutSide & { realChecked?: string } = {
        clients: swarm.connected,
        connectFailed: swarm.failed,
        messages,
        deliveries,
        missed: messages * swarm.connected - deliveries,
        cpuPerDeliveryUs: ((after.cpuMs - start.cpuMs) * 1000) / Math.max(1, deliveries),
        forcedGcCpuMs: round(after.forcedGcCpuMs - start.forcedGcCpuMs, 1),
        allReceivedP50Ms: percentile(times, 0.5),
        allReceivedP99Ms: percentile(times, 0.99),
        rssPerClientBytes,
        loopP99Ms: after.loopP99Ms,
        // Each message's time until all, in the order sent: a p99 of so few (40, or 20 quick) is about their worst.
        timesMs: times.map((t) => Math.round(t)),
        ...(kind === "handraise"
          ? { realChecked: `${realHeard}/${5 * messages} messages heard by 5 socket.io-client sockets` }
          : {}),
      };
      return { side, after };
    };
    const added = await measure("added", connected);
    // A like's window (broadcasts.ts) closes before the next path starts.
    await sleep(1_000);
    const changed = await measure("changed", await serverStats(server));
    return { added: added.side, changed: changed.side };
  } finally {
    await stopAll(children);
  }
}

const ratio = (a: number, b: number) => round(a / b);

async function fanOut() {
  const bare = await fanOutSide("bare");
  const handraise = await fanOutSide("handraise");
  const changedRatios = {
    cpuPerDelivery: ratio(handraise.changed.cpuPerDeliveryUs, bare.changed.cpuPerDeliveryUs),
    allReceivedP50: ratio(handraise.changed.allReceivedP50Ms, bare.changed.allReceivedP50Ms),
    allReceivedP99: ratio(handraise.changed.allReceivedP99Ms, bare.changed.allReceivedP99Ms),
  };
  return {
    viewers: PLAN.fanOut.viewers,
    // `bare` and `handraise` are the added path (as before); `changed` the changed path.
    bare: bare.added,
    handraise: handraise.added,
    changed: { bare: bare.changed, handraise: handraise.changed, ratios: changedRatios },
    ratios: {
      // The added path's figures, as before; the changed path's beside them.
      cpuPerDelivery: ratio(handraise.added.cpuPerDeliveryUs, bare.added.cpuPerDeliveryUs),
      allReceivedP50: ratio(handraise.added.allReceivedP50Ms, bare.added.allReceivedP50Ms),
      allReceivedP99: ratio(handraise.added.allReceivedP99Ms, bare.added.allReceivedP99Ms),
      rssPerClient: ratio(handraise.added.rssPerClientBytes, bare.added.rssPerClientBytes),
      cpuPerDeliveryChanged: changedRatios.cpuPerDelivery,
      allReceivedP99Changed: changedRatios.allReceivedP99,
    },
  };
}

/** Many small events at once: questions and likes spread over them at a steady rate. */
async function manyEvents(shape: { events: number; sockets: number; writesPerSecond: number; seconds: number }) {
  const { server, url } = await startHandraise();
  const children: Child[] = [server];
  try {
    const call = api(url);
    const host = await proHost(call, server);
    const events: { id: string; member: Guest; questionId: string; likes: number; liked: boolean }[] = [];
    await inTurns(
      Array.from({ length: shape.events }, (_, i) => i),
      8,
      async (i) => {
        const id = await publicEvent(call, host, server, `Room ${i}`);
        const member = await guest(call, id, i);
        const questionId = await ask(call, id, member, `Opening question of room ${i}`);
        events.push({ id, member, questionId, likes: 0, liked: false });
      },
    );
    const plans: SocketPlan[] = events.flatMap((e) =>
      Array.from({ length: shape.sockets }, (_, i) => ({ room: e.id, real: i === 0 && events.indexOf(e) < 3 })),
    );
    const swarm = await startSwarms(url, "handraise", plans, nextAddresses(Math.ceil(plans.length / 5_000)));
    children.push(...swarm.swarms);
    await sleep(500);
    await resetLoop(server);
    const before = await serverStats(server);

    // Health, read by a load balancer every 100 ms throughout.
    const health: number[] = [];
    let measuring = true;
    const healthLoop = (async () => {
      while (measuring) {
        const t0 = now();
        await fetch(`${url}/api/health`).then((r) => r.text());
        health.push(now() - t0);
        await sleep(100);
      }
    })();

    const sent = new Map<string, { at: number; room: string }>();
    const writes = shape.writesPerSecond * shape.seconds;
    const pending: Promise<unknown>[] = [];
    const start = now();
    for (let i = 0; i < writes; i++) {
      const target = now() - start;
      const due = (i * 1000) / shape.writesPerSecond;
      if (due > target) await sleep(due - target);
      const event = events[Math.floor(Math.random() * events.length)] as (typeof events)[number];
      if (i % 2 === 0) {
        const marker = `many-${shape.events}-${i}`;
        sent.set(marker, { at: now(), room: event.id });
        pending.push(ask(call, event.id, event.member, `bench:${marker}`));
      } else {
        event.likes = 1 - event.likes;
        event.liked = true;
        pending.push(like(call, event.questionId, event.member));
      }
    }
    await Promise.all(pending);
    const markers = [...sent.keys()];
    const receipts = await awaitReceipts(swarm.swarms, markers, () => shape.sockets, 10_000);
    await sleep(600);
    measuring = false;
    await healthLoop;
    const after = await serverStats(server);
    // Every socket of a room whose question was liked must end on the question's like count.
    const expected = Object.fromEntries(events.filter((e) => e.liked).map((e) => [e.id, { [e.questionId]: e.likes }]));
    const likeChecks = await Promise.all(
      swarm.swarms.map((s) => s.ask<{ matching: number; total: number }>({ type: "likes", expected }, "likes")),
    );
    const times = markers.map((m) => (receipts.get(m)?.last ?? Number.NaN) - (sent.get(m)?.at ?? 0));
    const missed = markers.reduce((sum, m) => sum + Math.max(0, shape.sockets - (receipts.get(m)?.count ?? 0)), 0);
    return {
      ...shape,
      clients: swarm.connected,
      connectFailed: swarm.failed,
      questions: markers.length,
      likes: writes - markers.length,
      missedQuestionDeliveries: missed,
      socketsOnFinalLikes: likeChecks.reduce((s, c) => s + c.matching, 0),
      socketsChecked: likeChecks.reduce((s, c) => s + c.total, 0),
      allReceivedP50Ms: round(percentile(times, 0.5)),
      allReceivedP99Ms: round(percentile(times, 0.99)),
      healthP99Ms: round(percentile(health, 0.99)),
      loopP99Ms: round(after.loopP99Ms),
      cpuPercent: round(((after.cpuMs - before.cpuMs) / ((now() - start) * 1)) * 100, 1),
      rssPerClientBytes: Math.round(after.rssBytes / Math.max(1, swarm.connected)),
    };
  } finally {
    await stopAll(children);
  }
}

/** 1,000 likes a second in one event, from a hundred members on ten questions. */
async function likeStorm() {
  const { viewers, likesPerSecond, seconds } = PLAN.storm;
  const { server, url } = await startHandraise();
  const children: Child[] = [server];
  try {
    const call = api(url);
    const host = await proHost(call, server);
    const eventId = await publicEvent(call, host, server, "Like storm");
    const members: Guest[] = [];
    await inTurns(
      Array.from({ length: 100 }, (_, i) => i),
      8,
      async (i) => members.push(await guest(call, eventId, i)),
    );
    const questions: string[] = [];
    for (let i = 0; i < 10; i++) questions.push(await ask(call, eventId, members[i] as Guest, `Storm question ${i}`));
    const swarm = await startSwarms(
      url,
      "handraise",
      Array.from({ length: viewers }, () => ({ room: eventId })),
      nextAddresses(Math.ceil(viewers / 5_000)),
    );
    children.push(...swarm.swarms);
    await sleep(500);
    const load = await startChild("http-load.ts");
    await resetLoop(server);
    const stormStart = await serverStats(server);
    const stormStartAt = now();
    children.push(load);
    const requests = members.flatMap((m, i) =>
      [0, 1, 2].map((k) => ({
        method: "POST",
        path: `/api/questions/${questions[(i + k) % questions.length]}/like`,
        headers: { "content-type": "application/json", "x-guest-token": m.guestToken },
        body: "{}",
      })),
    );
    const storm = await load.ask<Record<string, number>>(
      { url, connections: 50, durationS: seconds, overallRate: likesPerSecond, requests },
      "result",
    );
    const stormEnd = now();
    const stats = await serverStats(server);
    const stormCpuMs = stats.cpuMs - stormStart.cpuMs;
    let check = { matching: 0, total: 0, lastAt: 0 };
    const deadline = now() + 5_000;
    while (now() < deadline) {
      // The final counts, as the list answers them now (likes cut off by the end of the storm
      // may still be landing when the first check runs).
      const list = (await call("GET", `/api/questions/event/${eventId}`)) as { _id: string; likes: string[] }[];
      const expected = { [eventId]: Object.fromEntries(list.map((q) => [q._id, q.likes.length])) };
      const checks = await Promise.all(
        swarm.swarms.map((s) =>
          s.ask<{ matching: number; total: number; lastAt: number }>({ type: "likes", expected }, "likes"),
        ),
      );
      check = checks.reduce(
        (a, c) => ({
          matching: a.matching + c.matching,
          total: a.total + c.total,
          lastAt: Math.max(a.lastAt, c.lastAt),
        }),
        { matching: 0, total: 0, lastAt: 0 },
      );
      if (check.matching === check.total) break;
      await sleep(100);
    }
    return {
      viewers: swarm.connected,
      likesPerSecondAsked: likesPerSecond,
      likesSent: storm.total,
      likesPerSecondServed: round(storm.rps ?? 0, 0),
      likeErrors: (storm.non2xx ?? 0) + (storm.errors ?? 0),
      loopP99Ms: round(stats.loopP99Ms),
      loopMaxMs: round(stats.loopMaxMs),
      // Server CPU while the storm lasted (its likes, their broadcasts), per like sent and as a
      // share of one core: a loaded machine stretches these far less than times.
      cpuMsPerLike: round(stormCpuMs / Math.max(1, storm.total ?? 0), 3),
      cpuPercent: round((stormCpuMs / (stormEnd - stormStartAt)) * 100, 1),
      socketsOnFinalCounts: check.matching,
      sockets: check.total,
      finalCountsAfterMs: round(Math.max(0, check.lastAt - stormEnd)),
    };
  } finally {
    await stopAll(children);
  }
}

async function main() {
  const started = Date.now();
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    // Before any scenario, so nothing of the bench's own runs beside it.
    probe: await probeMachine(),
  };
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    mode: quick ? "quick" : "full",
    machine,
    storage: process.env.BENCH_DATABASE_URL ? "postgres" : "sqlite",
    openFileLimit: fdLimit,
  };
  // The figures this run wrote: a scenario's own, and any it records beside them.
  const written = new Set<string>();
  const step = async (name: string, work: () => Promise<unknown>) => {
    if (only && only !== name) return;
    const t0 = Date.now();
    process.stdout.write(`bench: ${name}… `);
    results[name] = await work();
    written.add(name);
    console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  await step("http", () => httpScenario(startHandraise, PLAN.http));
  await step("fanOut", fanOut);
  await step("manyEvents", async () => {
    const runs = [];
    for (const shape of PLAN.manyEvents) runs.push(await manyEvents(shape));
    return runs;
  });
  await step("likeStorm", likeStorm);
  await step("voteStorm", () => voteStorm(startHandraise, PLAN.voteStorm, nextAddresses));
  await step("report", () => reportQuery(PLAN.report));
  await step("scaleOut", () => scaleOut(PLAN.scaleOut, nextAddresses));
  await step("lighthouse", async () => {
    const { lighthouse, pageWeight } = await lighthouseScenario(startHandraise, PLAN.lighthouse);
    results.pageWeight = pageWeight;
    written.add("pageWeight");
    return lighthouse;
  });

  if (only && !(only in results)) throw new Error(`--only=${only}: no such scenario`);
  // BENCH_RESULTS_DIR: elsewhere than bench/results (a trial run that must not replace the figures).
  const dir = process.env.BENCH_RESULTS_DIR ?? path.resolve(import.meta.dirname, "../../../bench/results");
  const latest = path.join(dir, "latest.json");
  // One scenario run alone replaces its own figures in the last results and keeps the others
  // (with the date and mode of the run they came from); a run of every scenario replaces all.
  const merged: Record<string, unknown> =
    only && existsSync(latest)
      ? { ...JSON.parse(readFileSync(latest, "utf8")), ...Object.fromEntries([...written].map((k) => [k, results[k]])) }
      : results;
  if (only)
    merged.updated = {
      ...(merged.updated as object | undefined),
      [only]: { date: results.date, mode: results.mode, storage: results.storage, machine: machine.probe },
    };
  else results.seconds = round((Date.now() - started) / 1000, 1);
  merged.ratios = headlineRatios(
    merged.fanOut as Parameters<typeof headlineRatios>[0],
    merged.http as Parameters<typeof headlineRatios>[1],
  );
  merged.clients = {
    fanOut: (merged.fanOut as { handraise: { clients: number } } | undefined)?.handraise.clients,
    manyEvents: (merged.manyEvents as { clients: number }[] | undefined)?.map((r) => r.clients),
    likeStorm: (merged.likeStorm as { viewers: number } | undefined)?.viewers,
    voteStorm: (merged.voteStorm as { viewers: number } | undefined)?.viewers,
  };

  mkdirSync(dir, { recursive: true });
  writeFileSync(latest, `${JSON.stringify(merged, null, 2)}\n`);
  const markdown = renderMarkdown(merged);
  writeFileSync(path.join(dir, "latest.md"), markdown);
  const seconds = round((Date.now() - started) / 1000, 1);
  console.log(`\n${markdown}\nWritten: ${path.relative(process.cwd(), latest)} and latest.md (${seconds} s)`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
