// What a measured server process tells the bench over IPC: CPU time used, resident memory after
// a full garbage collection, and event-loop delay since the last reset. The Handraise server and
// the bare ws baseline answer the same way, so their figures compare.
import { monitorEventLoopDelay } from "node:perf_hooks";

export type ProcessStats = { cpuMs: number; rssBytes: number; loopP99Ms: number; loopMaxMs: number };

export function answerStatsRequests(): void {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  process.on("message", (message: { type?: string; id?: number }) => {
    if (message?.type === "stats") {
      // --expose-gc: RSS is read after a full collection, so garbage does not count as cost.
      (globalThis as { gc?: () => void }).gc?.();
      const cpu = process.cpuUsage();
      const stats: ProcessStats = {
        cpuMs: (cpu.user + cpu.system) / 1000,
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
