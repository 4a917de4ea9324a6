// HTTP: the calls of a live event, each as a ratio to a hello-world route on the same server,
// measured with autocannon from its own process. The list is a full Pro event's: 50 questions,
// 100 members, 1,000 likes, read by a guest member as the page's 30-second re-read does.
// Each call is measured in rounds, each right after a hello-world phase of its own, and its ratio
// is the median of the rounds' ratios: what this machine serves drifts from minute to minute, so a
// single baseline at the start made the ratios swing with the moment (docs/PERFORMANCE.md "HTTP
// ratios in rounds"). Beside it, the server's CPU time per request, and the ratio that CPU alone
// would give (`ratioByCpu`), which the load generator's share of the cores does not move.
import { type Child, serverStats, startChild, stopAll } from "./children.ts";
import { api, ask, type Guest, guest, inTurns, like, proHost, publicEvent } from "./stage.ts";
import { median, round } from "./stats.ts";

export type Load = {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  status304: number;
  errors: number;
  /** The bytes of every answer read, headers included. */
  bytes: number;
  /** The server's CPU time over the phase (a full collection at its end included), per request answered. */
  cpuUsPerRequest: number;
};
type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };

export async function httpScenario(
  startHandraise: () => Promise<{ server: Child; url: string }>,
  plan: { seconds: number; connections: number; rounds: number },
) {
  const { server, url } = await startHandraise();
  const children: Child[] = [server];
  try {
    const call = api(url);
    const host = await proHost(call, server);
    const eventId = await publicEvent(call, host, server, "A full Pro event");
    const members: Guest[] = [];
    await inTurns(
      Array.from({ length: 100 }, (_, i) => i),
      8,
      async (i) => members.push(await guest(call, eventId, i)),
    );
    const questions: string[] = [];
    for (let i = 0; i < 50; i++) {
      questions.push(
        await ask(call, eventId, members[i % members.length] as Guest, `Question ${i} about the roadmap?`),
      );
    }
    await inTurns(
      Array.from({ length: 1_000 }, (_, i) => i),
      8,
      (i) => like(call, questions[i % 50] as string, members[Math.floor(i / 10)] as Guest),
    );
    // Posting goes to an event of its own, so the full event's list stays as it is.
    const postEvent = await publicEvent(call, host, server, "Where questions are posted");
    const askers: Guest[] = [];
    for (let i = 0; i < 20; i++) askers.push(await guest(call, postEvent, i));

    const reader = members[0] as Guest;
    const listPath = `/api/questions/event/${eventId}`;
    const first = await fetch(`${url}${listPath}`, { headers: { "x-guest-token": reader.guestToken } });
    const etag = first.headers.get("etag") ?? "";
    const json = { "content-type": "application/json" };
    // As a phone's browser asks: it accepts brotli, and the list is sent compressed.
    const phone = { "x-guest-token": reader.guestToken, "accept-encoding": "gzip, deflate, br" };
    const cases: [string, Request[]][] = [
      ["hello", [{ method: "GET", path: "/bench/hello" }]],
      ["questionList", [{ method: "GET", path: listPath, headers: phone }]],
      ["questionList304", [{ method: "GET", path: listPath, headers: { ...phone, "if-none-match": etag } }]],
      [
        "postQuestion",
        askers.map((a, i) => ({
          method: "POST",
          path: `/api/questions/${postEvent}`,
          headers: { ...json, "x-guest-token": a.guestToken },
          body: JSON.stringify({ content: `A question from the floor, number ${i}`, memberId: a.guestId }),
        })),
      ],
      // Not a goal: the floor under posting, one row in a transaction of its own (handraise-server.ts).
      ["bareWrite", [{ method: "POST", path: "/bench/write", headers: json, body: "{}" }]],
      [
        "like",
        members.map((m, i) => ({
          method: "POST",
          path: `/api/questions/${questions[i % 50]}/like`,
          headers: { ...json, "x-guest-token": m.guestToken },
          body: "{}",
        })),
      ],
    ];
    const measure = async (requests: Request[]): Promise<Load> => {
      const load = await startChild("http-load.ts");
      children.push(load);
      const before = await serverStats(server);
      const result = await load.ask<Omit<Load, "cpuUsPerRequest">>(
        { url, connections: plan.connections, durationS: plan.seconds, requests },
        "result",
      );
      const after = await serverStats(server);
      return { ...result, cpuUsPerRequest: ((after.cpuMs - before.cpuMs) * 1_000) / Math.max(result.total, 1) };
    };
    const [, helloRequests] = cases[0] as [string, Request[]];
    const hellos: Load[] = [];
    const rows: Record<string, ReturnType<typeof callFigures>> = {};
    // BENCH_HTTP_CALLS=questionList304,like: only these calls (each still after its hello-world phase).
    const only = process.env.BENCH_HTTP_CALLS?.split(",");
    for (const [name, requests] of cases.slice(1).filter(([name]) => !only || only.includes(name))) {
      const rounds: { load: Load; hello: Load }[] = [];
      for (let i = 0; i < plan.rounds; i++) {
        const hello = await measure(helloRequests);
        hellos.push(hello);
        rounds.push({ hello, load: await measure(requests) });
      }
      rows[name] = callFigures(name, rounds);
    }
    return {
      hello: {
        rps: round(median(hellos.map((h) => h.rps)), 0),
        p50Ms: median(hellos.map((h) => h.p50)),
        p99Ms: median(hellos.map((h) => h.p99)),
        ratioToHello: 1,
        cpuUsPerRequest: round(median(hellos.map((h) => h.cpuUsPerRequest)), 1),
        bytesPerAnswer: bytesPerAnswer(hellos),
        failed: hellos.reduce((sum, h) => sum + h.non2xx + h.errors, 0),
        rounds: hellos.map((h) => round(h.rps, 0)),
      },
      ...rows,
    };
  } finally {
    await stopAll(children);
  }
}

/** A call's figures over its rounds: medians, and each round's ratio to the hello-world phase just before it. */
export function callFigures(name: string, rounds: { load: Load; hello: Load }[]) {
  const ratios = rounds.map(({ load, hello }) => round(load.rps / hello.rps));
  return {
    rps: round(median(rounds.map((r) => r.load.rps)), 0),
    p50Ms: median(rounds.map((r) => r.load.p50)),
    p99Ms: median(rounds.map((r) => r.load.p99)),
    ratioToHello: round(median(ratios)),
    ratios,
    cpuUsPerRequest: round(median(rounds.map((r) => r.load.cpuUsPerRequest)), 1),
    // The ratio if the server's CPU alone bounded both calls: hello-world's CPU per request over
    // this call's, round by round. It does not move with the load generator's share of the cores.
    ratioByCpu: round(median(rounds.map(({ load, hello }) => hello.cpuUsPerRequest / load.cpuUsPerRequest))),
    bytesPerAnswer: bytesPerAnswer(rounds.map((r) => r.load)),
    failed: rounds.reduce(
      (sum, { load }) => sum + (name === "questionList304" ? load.total - load.status304 : load.non2xx + load.errors),
      0,
    ),
  };
}

/** What one answer weighs on the wire, headers included: what a phone downloads for each call. */
function bytesPerAnswer(loads: Load[]): number {
  return round(median(loads.map((l) => l.bytes / Math.max(l.total, 1))), 0);
}
