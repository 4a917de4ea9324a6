// HTTP: the calls of a live event, each as a ratio to a hello-world route on the same server,
// measured with autocannon from its own process. The list is a full Pro event's: 50 questions,
// 100 members, 1,000 likes, read by a guest member as the page's 30-second re-read does.
import { type Child, startChild, stopAll } from "./children.ts";
import { api, ask, type Guest, guest, inTurns, like, proHost, publicEvent } from "./stage.ts";
import { round } from "./stats.ts";

type Load = { rps: number; p50: number; p99: number; total: number; non2xx: number; status304: number; errors: number };
type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };

export async function httpScenario(
  startHandraise: () => Promise<{ server: Child; url: string }>,
  plan: { seconds: number; connections: number },
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
    const results: Record<string, Load> = {};
    for (const [name, requests] of cases) {
      const load = await startChild("http-load.ts");
      children.push(load);
      results[name] = await load.ask<Load>(
        { url, connections: plan.connections, durationS: plan.seconds, requests },
        "result",
      );
    }
    const hello = results.hello as Load;
    const row = (name: string) => {
      const r = results[name] as Load;
      return {
        rps: round(r.rps, 0),
        p50Ms: r.p50,
        p99Ms: r.p99,
        ratioToHello: round(r.rps / hello.rps),
        failed: name === "questionList304" ? r.total - r.status304 : r.non2xx + r.errors,
      };
    };
    return Object.fromEntries(Object.keys(results).map((name) => [name, row(name)]));
  } finally {
    await stopAll(children);
  }
}
