// What a measured server process tells the bench over IPC: CPU time used, resident memory after
// a full garbage collection, and event-loop delay since the last reset. The Handraise server and
// the bare ws baseline answer the same way, so their figures compare. The full collection made
// for the RSS reading is the bench's own work, not the server's: its CPU is kept out of `cpuMs`
// (and counted in `forcedGcCpuMs`), so a measured stretch that ends with a stats request is not
// charged for collecting the whole heap, which costs Handraise's larger heap several times
// what it costs the baseline's (docs/PERFORMANCE.md "The bench's own collections, and the
// heartbeat").
import { monitorEventLoopDelay } from "node:perf_hooks";

export type ProcessStats = {
  /** CPU time of every thread of the process, less the bench's forced collections. */
  cpuMs: number;
  /** CPU time of the forced collections so far (their parallel helpers included). */
  forcedGcCpuMs: number;
  rssBytes: number;
  loopP99Ms: number;
  loopMaxMs: number;
};

const cpuMsNow = () => {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1000;
};

export function answerStatsRequests(): void {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let forcedGcCpuMs = 0;
  process.on("message", (message: { type?: string; id?: number }) => {
    if (message?.type === "stats") {
      // --expose-gc: RSS is read after a full collection, so garbage does not count as cost.
      const beforeGc = cpuMsNow();
      (globalThis as { gc?: () => void }).gc?.();
      const afterGc = cpuMsNow();
      forcedGcCpuMs += afterGc - beforeGc;
      const stats: ProcessStats = {
        cpuMs: afterGc - forcedGcCpuMs,
        forcedGcCpuMs,
        rssBytes: process.memoryUsage().rss,
        loopP99Ms: loop.percentile(99) / 1e6,
        loopMaxMs: loop.max / 1e6,
      };
      process.send?.({ type: "stats", id: message.id, stats });
    } else if (message?.type === "resetLoop") {
      loop.reset();
      process.send?.({ type: "resetLoop", id: message.id });
    }
  });
}
