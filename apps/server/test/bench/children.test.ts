// The bench's children (bench/children.ts) run from TypeScript through tsx, or with BENCH_BUILT=1
// from a bundle made as the production build makes the server's, with no loader beside them.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serverStats, startChild } from "../../bench/children.ts";

const bundle = path.resolve(import.meta.dirname, "../../dist-bench/bare-broadcaster.mjs");

describe("the bench's children", () => {
  const before = process.env.BENCH_BUILT;
  afterEach(() => {
    if (before === undefined) delete process.env.BENCH_BUILT;
    else process.env.BENCH_BUILT = before;
  });

  it("start from a bundle with BENCH_BUILT=1, run without a TypeScript loader and answer over IPC", async () => {
    process.env.BENCH_BUILT = "1";
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
});
