// HTTP load from a process of its own: autocannon, driven over IPC, answering its summary.
import autocannon from "autocannon";

type Job = {
  url: string;
  connections: number;
  durationS: number;
  overallRate?: number;
  /** Requests taken in turn (autocannon's request list), each with its method, path, headers, body. */
  requests: { method: string; path: string; headers?: Record<string, string>; body?: string }[];
};

process.on("message", async (job: Job | { type: "close" }) => {
  if (!("url" in job)) {
    process.send?.({ type: "closed" });
    return;
  }
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.durationS,
    ...(job.overallRate ? { overallRate: job.overallRate } : {}),
    requests: job.requests,
  });
  process.send?.({
    type: "result",
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    status304: result["3xx"],
    errors: result.errors + result.timeouts,
    // Every byte of the answers read (status line, headers and body).
    bytes: result.throughput.total,
  });
  setTimeout(() => process.exit(0), 50);
});
process.send?.({ ready: true });

// The bench ended (or died): so does this process.
process.on("disconnect", () => process.exit(0));
