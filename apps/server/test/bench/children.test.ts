// The bench's children (bench/children.ts) run from a bundle made as the production build makes the
// server's, with no loader beside them, or with BENCH_BUILT=0 from TypeScript through tsx. Their
// stats (bench/process-stats.ts) keep the bench's own full collections out of the CPU they report.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serverStats, startChild } from "../../bench/children.ts";
import { cpuMsOf } from "../../bench/proc-cpu.ts";

const bundle = path.resolve(import.meta.dirname, "../../dist-bench/bare-broadcaster.mjs");

describe("the bench's children", () => {
  const before = process.env.BENCH_BUILT;
  afterEach(() => {
    if (before === undefined) delete process.env.BENCH_BUILT;
    else process.env.BENCH_BUILT = before;
  });

  it("start from a bundle by default, run without a TypeScript loader and answer over IPC", async () => {
    delete process.env.BENCH_BUILT;
    const child = await startChild("bare-broadcaster.ts");
    try {
      expect(existsSync(bundle)).toBe(true);
      expect(child.process.spawnargs).toContain(bundle);
      expect(child.process.spawnargs).not.toContain("tsx");
      expect(child.ready.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
      expect((await serverStats(child)).rssBytes).toBeGreaterThan(0);
    } finally {
      await child.stop();
    }
  }, 60_000);

  it("start from TypeScript through tsx with BENCH_BUILT=0", async () => {
    process.env.BENCH_BUILT = "0";
    const child = await startChild("bare-broadcaster.ts");
    try {
      expect(child.process.spawnargs).toContain("tsx");
      expect(child.process.spawnargs.some((arg) => arg.endsWith("bare-broadcaster.ts"))).toBe(true);
      expect((await serverStats(child)).rssBytes).toBeGreaterThan(0);
    } finally {
      await child.stop();
    }
  }, 60_000);

  it("report their CPU less the full collections the stats requests force, and count those apart", async () => {
    const child = await startChild("bare-broadcaster.ts");
    try {
      const first = await serverStats(child);
      const second = await serverStats(child);
      expect(first.forcedGcCpuMs).toBeGreaterThan(0);
      expect(second.forcedGcCpuMs).toBeGreaterThan(first.forcedGcCpuMs);
      // The two parts add up to all the CPU the process used, as the kernel counts it (10 ms ticks).
      const whole = cpuMsOf(child.process.pid);
      expect(Math.abs(second.cpuMs + second.forcedGcCpuMs - whole)).toBeLessThan(40);
    } finally {
      await child.stop();
    }
  }, 60_000);
});
