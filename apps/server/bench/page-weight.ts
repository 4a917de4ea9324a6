// `node --import tsx apps/server/bench/page-weight.ts [webDist…]`: what a phone downloads and when
// it first sees something, for the audience page, / and /pricing, in Debian's Chromium driven
// through the DevTools protocol: a slow 4G link (150 ms round trip, 1.6 Mbit/s down, as
// Lighthouse's mobile preset) and a CPU four times slower. Lighthouse itself is not available
// offline; this measures the same inputs (bytes over the wire, first contentful paint), and when
// the app is live: its first render has replaced the page painted in (or, on a page not painted,
// has put something in the root). PAGE_WEIGHT_RUNS (default 3) loads of each page per build;
// PAGE_WEIGHT_RTT_MS and PAGE_WEIGHT_DOWN_MBIT set another link.
import { chromium } from "playwright-core";
import { startChild } from "./children.ts";
import { api, townHall } from "./stage.ts";
import { percentile, round } from "./stats.ts";

const dists = process.argv.slice(2);
const RUNS = Number(process.env.PAGE_WEIGHT_RUNS ?? 3);
/** The link: Lighthouse's slow 4G unless PAGE_WEIGHT_RTT_MS / PAGE_WEIGHT_DOWN_MBIT say otherwise. */
const RTT_MS = Number(process.env.PAGE_WEIGHT_RTT_MS ?? 150);
const DOWN_MBIT = Number(process.env.PAGE_WEIGHT_DOWN_MBIT ?? 1.6);

async function measure(webDist: string) {
  const server = await startChild("handraise-server.ts", { WEB_DIST: webDist });
  const url = server.ready.url as string;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const call = api(url);
    const eventId = await townHall(call, server);
    const pages: Record<string, unknown> = {};
    for (const path of [`/events/p/${eventId}`, "/", "/pricing"]) {
      const runs: { fcp: number; live: number; script: number; total: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
        // The moment the app's first render replaces what the server painted into the root.
        // A string, not a function: tsx would name the function's inner helpers with code the
        // page does not have.
        await context.addInitScript(`(() => {
          new MutationObserver((_records, observer) => {
            const root = document.getElementById("root");
            if (root && root.firstElementChild && !root.querySelector(":scope > .prerendered")) {
              window.__liveAt = performance.now();
              observer.disconnect();
            }
          }).observe(document, { childList: true, subtree: true });
        })()`);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: RTT_MS,
          downloadThroughput: (DOWN_MBIT * 1024 * 1024) / 8,
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
        const live = await page.evaluate(() => (globalThis as { __liveAt?: number }).__liveAt ?? Number.NaN);
        runs.push({ fcp, live, script, total });
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
        liveMs: round(
          percentile(
            runs.map((r) => r.live),
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
