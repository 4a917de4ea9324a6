// Past one machine (issue 22): Debian's nginx (deploy/nginx.conf) in front of three Handraise
// processes (handraise-server.ts) on one PostgreSQL schema of the run's own and one redis-server
// of its own. N phones (scale-out-swarm.ts) join one public event through nginx; questions are
// posted through nginx at a steady rate, each retried with its Idempotency-Key until a 2xx, as
// the page's outbox does. Three phases:
//   before   three instances: time until every phone has each question (the goal's figure)
//   during   one instance is killed (SIGKILL) a second in; its phones reconnect through nginx to
//            the other two and re-read the list; time until every phone has each question,
//            live or re-read
//   after    two instances, once every phone is back: the same time again
// Counted: phones per instance (each instance's own count over IPC), phones that reconnected,
// and acknowledged questions missing from the final list or from any phone. CPU of every
// process (instances, nginx, Redis, PostgreSQL's backends, the swarms) is read from /proc.
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import os from "node:os";
import { NGINX, type Nginx, nginxInstalled, startNginx } from "../test/scale-out/support/nginx.ts";
import { type Child, resetLoop, serverStats, startChild, stopAll } from "./children.ts";
import { childrenOf, cpuBetween, type Processes, snapshot } from "./proc-cpu.ts";
import { onDatabase, postgresReachable, redisInstalled, startRedis } from "./scale-out-stage.ts";
import { api, type Guest, guest, inTurns, proHost, publicEvent } from "./stage.ts";
import { now, percentile, round, sleep } from "./stats.ts";

export type ScaleOutPlan = {
  sockets: number;
  perSwarm: number;
  intervalMs: number;
  beforeS: number;
  duringS: number;
  afterS: number;
};

const DEFAULT_DATABASE = "postgres://postgres@127.0.0.1:5432/test";
const INSTANCES = 3;
/** The hall of the goal; a quick run uses fewer phones and says so. */
const FULL_SIZE = 6_000;
/** The instance killed mid-run (not the first, through which the stage was set). */
const KILLED = 1;
/** A post is tried again for this long (250 ms apart) before it counts as never acknowledged. */
const POST_PATIENCE_MS = 20_000;
/** Phones per loopback source address. */
const PHONES_PER_ADDRESS = 1_000;

type Post = {
  n: number;
  phase: Phase;
  sentAt: number;
  attempts: number;
  id?: string;
  /** When the 2xx came back. */
  answeredAt?: number;
  refusal?: string;
};
type Phase = "before" | "during" | "after";
type Receipt = { count: number; last: number; caughtUp: number };

export async function scaleOut(plan: ScaleOutPlan, addresses: (count: number) => number) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE;
  const skipped = !nginxInstalled()
    ? `${NGINX} is missing (apt-get install nginx)`
    : !redisInstalled()
      ? "redis-server is not installed"
      : await postgresReachable(databaseUrl);
  if (skipped) {
    console.log(`\nbench: scaleOut skipped: ${skipped}`);
    return { skipped };
  }

  if (plan.sockets < FULL_SIZE)
    console.log(`\nbench: scaleOut with ${plan.sockets} phones (quick; full: ${FULL_SIZE})`);
  // The machine is shared: its load when the scenario starts says how far to trust the times.
  const loadAtStart = round(os.loadavg()[0] ?? 0, 1);
  const schema = `bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await onDatabase(databaseUrl, `create schema "${schema}"`);
  const applicationName = `handraise-${schema}`;
  const instanceDatabase = new URL(databaseUrl);
  instanceDatabase.searchParams.set("application_name", applicationName);
  const children: Child[] = [];
  let redis: { url: string; process: ChildProcess } | undefined;
  let nginx: Nginx | undefined;
  try {
    redis = await startRedis();
    const env = {
      DATABASE_URL: instanceDatabase.toString(),
      DATABASE_SCHEMA: schema,
      REDIS_URL: redis.url,
      // One signing secret for all, as in any deployment; nginx is the trusted proxy.
      JWT_SECRET: `bench-scale-out-${randomUUID()}`,
      TRUST_PROXY: "127.0.0.1",
    };
    // The first instance migrates the schema; the others start on it.
    const instances: Child[] = [await startChild("handraise-server.ts", env)];
    instances.push(
      ...(await Promise.all(Array.from({ length: INSTANCES - 1 }, () => startChild("handraise-server.ts", env)))),
    );
    children.push(...instances);
    const ports = instances.map((i) => Number(new URL(i.ready.url as string).port));
    nginx = await startNginx(ports);
    const url = nginx.url;

    const call = api(url);
    const stage = instances[0] as Child;
    const host = await proHost(call, stage);
    const eventId = await publicEvent(call, host, stage, "Scale-out");
    const askers: Guest[] = [];
    await inTurns(
      Array.from({ length: 20 }, (_, i) => i),
      4,
      async (i) => askers.push(await guest(call, eventId, i)),
    );

    // Baseline, same run: a question's answer through nginx while no phone is connected.
    const idleAnswers: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = now();
      await call("POST", `/api/questions/${eventId}`, {
        guest: (askers[i] as Guest).guestToken,
        body: { content: `Before the hall came ${i}`, memberId: (askers[i] as Guest).guestId },
      });
      idleAnswers.push(now() - t0);
    }

    // The phones, in swarms of `perSwarm`, a loopback source address per thousand.
    const swarms: Child[] = [];
    const answers: { ok: number; failed: number; firstError: string }[] = [];
    for (let offset = 0; offset < plan.sockets; offset += plan.perSwarm) {
      const count = Math.min(plan.perSwarm, plan.sockets - offset);
      const swarm = await startChild("scale-out-swarm.ts");
      swarms.push(swarm);
      children.push(swarm);
      const first = addresses(Math.ceil(count / PHONES_PER_ADDRESS));
      const own = Array.from(
        { length: Math.ceil(count / PHONES_PER_ADDRESS) },
        (_, k) => `127.0.${1 + ((first + k) % 250)}.${2 + Math.floor((first + k) / 250)}`,
      );
      answers.push(
        await swarm.ask({ type: "connect", url, eventId, count, labelOffset: offset, addresses: own }, "connected"),
      );
    }
    const connected = answers.reduce((sum, a) => sum + a.ok, 0);
    const connectFailed = answers.reduce((sum, a) => sum + a.failed, 0);
    const socketCounts = () =>
      Promise.all(
        instances.map((i) =>
          i.process.exitCode === null && i.process.signalCode === null
            ? i.ask<{ count: number }>({ type: "sockets" }, "sockets").then((a) => a.count)
            : 0,
        ),
      );
    await sleep(1_000);
    const perInstance = await socketCounts();

    const { rows } = await onDatabase(databaseUrl, "select pid from pg_stat_activity where application_name = $1", [
      applicationName,
    ]);
    const processes: Processes = {
      instances: instances.map((i) => i.process.pid),
      nginx: [nginx.process.pid as number, ...childrenOf(nginx.process.pid)],
      redis: [redis.process.pid as number],
      postgres: rows.map((r: { pid: number }) => r.pid),
      swarms: swarms.map((s) => s.process.pid as number),
    };

    // Posting: steady, each post retried with its key until acknowledged.
    const posts: Post[] = [];
    const pending: Promise<void>[] = [];
    const postUntilAcknowledged = async (post: Post) => {
      const asker = askers[post.n % askers.length] as Guest;
      const key = randomUUID();
      const giveUpAt = now() + POST_PATIENCE_MS;
      while (now() < giveUpAt) {
        post.attempts += 1;
        const answer = await fetch(`${url}/api/questions/${eventId}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-guest-token": asker.guestToken, "idempotency-key": key },
          body: JSON.stringify({ content: `bench:scale-${post.n}`, memberId: asker.guestId }),
        }).then(
          async (r) => ({ status: r.status, body: await r.text() }),
          (error: Error) => ({ status: 0, body: error.message }),
        );
        if (answer.status >= 200 && answer.status < 300) {
          post.id = (JSON.parse(answer.body) as { _id: string })._id;
          post.answeredAt = now();
          return;
        }
        post.refusal = `${answer.status} ${answer.body.slice(0, 200)}`;
        // A refusal of the question itself (4xx) is final; a failed connection or 5xx is tried again.
        if (answer.status >= 400 && answer.status < 500) return;
        await sleep(250);
      }
    };
    const postFor = async (phase: Phase, seconds: number, during?: () => void) => {
      const count = Math.round((seconds * 1_000) / plan.intervalMs);
      const start = now();
      for (let i = 0; i < count; i++) {
        const due = start + i * plan.intervalMs;
        if (due > now()) await sleep(due - now());
        if (during && now() - start >= 1_000) {
          during();
          during = undefined;
        }
        const post: Post = { n: posts.length, phase, sentAt: now(), attempts: 0 };
        posts.push(post);
        pending.push(postUntilAcknowledged(post));
      }
    };

    const receipts = new Map<string, Receipt>();
    const collect = async () => {
      const reports = await Promise.all(
        swarms.map((s) => s.ask<{ receipts: [string, Receipt][] }>({ type: "report" }, "report")),
      );
      for (const report of reports) {
        for (const [id, r] of report.receipts) {
          const merged = receipts.get(id) ?? { count: 0, last: 0, caughtUp: 0 };
          merged.count += r.count;
          merged.caughtUp += r.caughtUp;
          merged.last = Math.max(merged.last, r.last);
          receipts.set(id, merged);
        }
      }
    };
    /** Until every phone has every acknowledged question of the phase, or `timeoutMs`. */
    const awaitAll = async (phase: Phase, timeoutMs: number) => {
      const deadline = now() + timeoutMs;
      for (;;) {
        await collect();
        const ids = posts.filter((p) => p.phase === phase && p.id).map((p) => p.id as string);
        if (ids.every((id) => (receipts.get(id)?.count ?? 0) >= connected) || now() > deadline) return;
        await sleep(250);
      }
    };
    const timesOf = (phase: Phase) => {
      const of = posts.filter((p) => p.phase === phase && p.id);
      const complete = of.filter((p) => (receipts.get(p.id as string)?.count ?? 0) >= connected);
      const times = complete.map((p) => (receipts.get(p.id as string)?.last ?? 0) - p.sentAt);
      // The two parts of that time: the post's answer (through nginx, the insert on PostgreSQL),
      // then the fan-out (Redis to the other instances, each to its phones, through nginx).
      const answers = of.map((p) => (p.answeredAt ?? 0) - p.sentAt);
      const fanOut = complete.map((p) => (receipts.get(p.id as string)?.last ?? 0) - (p.answeredAt ?? 0));
      return {
        questions: of.length,
        reachedEveryPhone: complete.length,
        allReceivedP50Ms: round(percentile(times, 0.5), 1),
        allReceivedP99Ms: round(percentile(times, 0.99), 1),
        allReceivedMaxMs: round(Math.max(...times), 1),
        postAnswerP50Ms: round(percentile(answers, 0.5), 1),
        postAnswerP99Ms: round(percentile(answers, 0.99), 1),
        afterAnswerP50Ms: round(percentile(fanOut, 0.5), 1),
        afterAnswerP99Ms: round(percentile(fanOut, 0.99), 1),
      };
    };
    const state = async () => {
      const states = await Promise.all(
        swarms.map((s) =>
          s.ask<{
            joined: number;
            dropped: number;
            reconnected: number;
            catchUps: number;
            catchUpFailures: number;
            lastRejoinAt: number;
          }>({ type: "state" }, "state"),
        ),
      );
      return {
        joined: states.reduce((s, x) => s + x.joined, 0),
        dropped: states.reduce((s, x) => s + x.dropped, 0),
        reconnected: states.reduce((s, x) => s + x.reconnected, 0),
        catchUps: states.reduce((s, x) => s + x.catchUps, 0),
        catchUpFailures: states.reduce((s, x) => s + x.catchUpFailures, 0),
        lastRejoinAt: Math.max(...states.map((x) => x.lastRejoinAt)),
      };
    };

    // Before: three instances.
    await Promise.all(instances.map((i) => resetLoop(i)));
    const beforeStart = snapshot(processes);
    await postFor("before", plan.beforeS);
    await Promise.all(pending);
    await awaitAll("before", 15_000);
    const beforeEnd = snapshot(processes);
    const loops = await Promise.all(instances.map((i) => serverStats(i)));

    // During: one instance killed a second in, posting goes on.
    let killedAt = 0;
    const killedInstanceSockets = (await socketCounts())[KILLED] as number;
    await postFor("during", plan.duringS, () => {
      killedAt = now();
      const killed = instances[KILLED] as Child;
      killed.process.kill("SIGKILL");
      // Gone for good: nothing to stop at the end.
      children.splice(children.indexOf(killed), 1);
    });
    const rejoinDeadline = now() + 60_000;
    let back = await state();
    while (back.joined < connected && now() < rejoinDeadline) {
      await sleep(250);
      back = await state();
    }
    await Promise.all(pending);
    await awaitAll("during", 30_000);
    const perInstanceAfter = await socketCounts();

    // After: two instances, every phone back.
    const afterStart = snapshot(processes);
    await postFor("after", plan.afterS);
    await Promise.all(pending);
    await awaitAll("after", 15_000);
    const afterEnd = snapshot(processes);
    back = await state();

    // Every acknowledged question: in the final list, and on every phone.
    const acknowledged = posts.filter((p) => p.id).map((p) => p.id as string);
    const list = (await call("GET", `/api/questions/event/${eventId}`)) as { _id: string; content: string }[];
    const listed = new Set(list.map((q) => q._id));
    const contents = list.filter((q) => q.content.startsWith("bench:scale-")).map((q) => q.content);
    const missing = await Promise.all(
      swarms.map((s) =>
        s.ask<{ phonesMissing: number; pairsMissing: number }>({ type: "missing", ids: acknowledged }, "missing"),
      ),
    );
    const before = timesOf("before");
    const during = timesOf("during");
    const after = timesOf("after");
    const duringIds = posts.filter((p) => p.phase === "during" && p.id).map((p) => p.id as string);
    return {
      ...(plan.sockets < FULL_SIZE
        ? { note: `Quick run: ${plan.sockets} phones (the full run has ${FULL_SIZE.toLocaleString("en")}).` }
        : {}),
      sockets: connected,
      connectFailed,
      instances: INSTANCES,
      perInstance,
      intervalMs: plan.intervalMs,
      allReceivedP50Ms: before.allReceivedP50Ms,
      allReceivedP99Ms: before.allReceivedP99Ms,
      idlePostAnswerP50Ms: round(percentile(idleAnswers, 0.5), 1),
      idlePostAnswerP99Ms: round(percentile(idleAnswers, 0.99), 1),
      before,
      during: {
        ...during,
        // (phone, question) pairs of the phase that came by the re-read after a rejoin.
        caughtUpDeliveries: duringIds.reduce((sum, id) => sum + (receipts.get(id)?.caughtUp ?? 0), 0),
        retriedPosts: posts.filter((p) => p.phase === "during" && p.attempts > 1).length,
      },
      after,
      killedInstanceSockets,
      dropped: back.dropped,
      reconnected: back.reconnected,
      reconnectedWithinMs: back.lastRejoinAt > killedAt ? round(back.lastRejoinAt - killedAt, 0) : null,
      perInstanceAfter,
      catchUps: back.catchUps,
      catchUpFailures: back.catchUpFailures,
      posted: posts.length,
      acknowledged: acknowledged.length,
      neverAcknowledged: posts.filter((p) => !p.id).map((p) => `${p.n}: ${p.refusal}`),
      acknowledgedLost: acknowledged.filter((id) => !listed.has(id)).length,
      duplicates: contents.length - new Set(contents).size,
      phonesMissingAcknowledged: missing.reduce((s, m) => s + m.phonesMissing, 0),
      acknowledgedUnheard: missing.reduce((s, m) => s + m.pairsMissing, 0),
      loopP99Ms: loops.map((l) => round(l.loopP99Ms)),
      cpuBefore: cpuBetween(beforeStart, beforeEnd, processes, before.questions * connected),
      cpuAfter: cpuBetween(afterStart, afterEnd, processes, after.questions * connected),
      loadAverage1m: loadAtStart,
    };
  } finally {
    await stopAll(children);
    await nginx?.stop();
    redis?.process.kill("SIGKILL");
    await onDatabase(databaseUrl, `drop schema if exists "${schema}" cascade`).catch(() => undefined);
  }
}
