// Votes from a process of its own, driven over IPC: each request of the list is sent once, at its
// own moment, spread evenly over the storm (a hall voting within a few seconds), over a pool of
// kept-alive connections. Answers how many failed (any status but 200, or no answer) and when the
// last answer arrived, on the clock every bench process shares (stats.ts `now`).
import http from "node:http";
import { now, percentile, round, sleep } from "./stats.ts";

type Vote = { path: string; headers: Record<string, string>; body: string };
type Job = { type: "votes"; url: string; connections: number; seconds: number; votes: Vote[] };

function send(agent: http.Agent, url: URL, vote: Vote): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: vote.path,
        headers: { ...vote.headers, "content-length": Buffer.byteLength(vote.body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      },
    );
    request.on("error", () => resolve(0));
    request.end(vote.body);
  });
}

async function storm(job: Job) {
  const url = new URL(job.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const spacing = (job.seconds * 1000) / Math.max(1, job.votes.length);
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let lastAnswerAt = 0;
  const start = now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < job.votes.length; i++) {
    const due = start + i * spacing;
    if (due > now()) await sleep(due - now());
    const sentAt = now();
    pending.push(
      send(agent, url, job.votes[i] as Vote).then((status) => {
        const at = now();
        latencies.push(at - sentAt);
        lastAnswerAt = Math.max(lastAnswerAt, at);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
  }
  const lastSentAt = now();
  await Promise.all(pending);
  agent.destroy();
  return {
    sent: job.votes.length,
    failed: job.votes.length - (statuses.get(200) ?? 0),
    statuses: Object.fromEntries(statuses),
    startedAt: start,
    lastSentAt,
    lastAnswerAt,
    sendSeconds: round((lastSentAt - start) / 1000),
    answerP50Ms: round(percentile(latencies, 0.5), 1),
    answerP99Ms: round(percentile(latencies, 0.99), 1),
  };
}

process.on("message", async (job: Job | { type: "close" }) => {
  if (job.type === "close") {
    process.send?.({ type: "closed" });
    setTimeout(() => process.exit(0), 50);
    return;
  }
  process.send?.({ type: "voted", ...(await storm(job)) });
});
process.send?.({ ready: true });

// The bench ended (or died): so does this process.
process.on("disconnect", () => process.exit(0));
