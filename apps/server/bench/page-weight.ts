// `node --import tsx apps/server/bench/page-weight.ts [webDist…]`: what a phone downloads and when
// it first sees something, for the audience page, / and /pricing, in Debian's Chromium driven
// through the DevTools protocol: a slow 4G link (150 ms round trip, 1.6 Mbit/s down, as
// Lighthouse's mobile preset) and a CPU four times slower. Lighthouse itself is not available
// offline; this measures the same inputs (bytes over the wire, first contentful paint).
import { chromium } from "playwright-core";
import { startChild } from "./children.ts";
import { api, townHall } from "./stage.ts";
import { percentile, round } from "./stats.ts";

const dists = process.argv.slice(2);
const RUNS = 3;

async function measure(webDist: string) {
  const server = await startChild("handraise-server.ts", { WEB_DIST: webDist });
  const url = server.ready.url as string;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const call = api(url);
    const eventId = await townHall(call, server);
    const pages: Record<string, unknown> = {};
    for (const path of [`/events/p/${eventId}`, "/", "/pricing"]) {
      const runs: { fcp: number; script: number; total: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        const types = new Map<string, string>();
        let script = 0;
        let total = 0;
        cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
        cdp.on("Network.loadingFinished", (e) => {
          total += e.encodedDataLength;
          if (types.get(e.requestId) === "Script") script += e.encodedDataLength;
        });
        await page.goto(`${url}${path}`, { waitUntil: "load", timeout: 60_000 });
        const fcp = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => {
                const entry = list.getEntriesByName("first-contentful-paint")[0];
                if (entry) resolve(entry.startTime);
              }).observe({ type: "paint" as never, buffered: true });
              setTimeout(() => resolve(Number.NaN), 30_000);
            }),
        );
        // Chunks the page asks for once it runs (the route's own) are counted too.
        await page.waitForTimeout(4_000);
        runs.push({ fcp, script, total });
        await context.close();
      }
      pages[path.startsWith("/events/p/") ? "/events/p/:id" : path] = {
        firstContentfulPaintMs: round(
          percentile(
            runs.map((r) => r.fcp),
            0.5,
          ),
          0,
        ),
        scriptKiB: round(
          percentile(
            runs.map((r) => r.script),
            0.5,
          ) / 1024,
          1,
        ),
        totalKiB: round(
          percentile(
            runs.map((r) => r.total),
            0.5,
          ) / 1024,
          1,
        ),
      };
    }
    return pages;
  } finally {
    await browser.close();
    await server.stop();
  }
}

for (const dist of dists) console.log(dist, JSON.stringify(await measure(dist), null, 2));
process.exit(0);
