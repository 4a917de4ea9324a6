// `node --import tsx apps/server/bench/renderer-cost.ts`: what Chromium's renderer spends to load
// a page, in CPU and in minor page faults (first writes to fresh memory, which this machine
// charges about 11 µs each: machine-probe.ts). Each load gets a fresh browser at 412 px, as a
// first visitor; the renderer's figures are read from /proc before the page, at `load`, and each
// second for four seconds after. RENDERER_RUNS (default 4) loads; RENDERER_PATH=/pricing (say)
// loads that page instead of the town hall's audience page; RENDERER_URL=<address> loads any page
// (a static one, to see what the renderer costs before any app). docs/PERFORMANCE.md "A fresh
// page of memory" reads its figures.
import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { startChild, stopAll } from "./children.ts";
import { cpuMsOf, minorFaultsOf } from "./proc-cpu.ts";
import { api, townHall } from "./stage.ts";
import { median } from "./stats.ts";

type Cost = { cpuMs: number; faults: number };

/** CPU and minor faults summed over every Chromium renderer process alive now. */
function renderers(): Cost {
  const cost = { cpuMs: 0, faults: 0 };
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let command: string;
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
    } catch {
      continue;
    }
    if (!command.includes("chromium") || !command.includes("--type=renderer")) continue;
    cost.cpuMs += cpuMsOf(Number(entry));
    cost.faults += minorFaultsOf(Number(entry));
  }
  return cost;
}

const since = (a: Cost, b: Cost): Cost => ({ cpuMs: b.cpuMs - a.cpuMs, faults: b.faults - a.faults });
const runs = Number(process.env.RENDERER_RUNS ?? 4);
const server = await startChild("handraise-server.ts", { WEB_DIST: process.env.WEB_DIST ?? "apps/web/dist" });
try {
  const base = server.ready.url as string;
  const address =
    process.env.RENDERER_URL ??
    `${base}${process.env.RENDERER_PATH ?? `/events/p/${await townHall(api(base), server)}`}`;
  const loads: { toLoad: Cost; after: Cost }[] = [];
  for (let run = 0; run < runs; run++) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    try {
      const page = await (await browser.newContext({ viewport: { width: 412, height: 823 } })).newPage();
      await page.goto("about:blank");
      const before = renderers();
      await page.goto(address, { waitUntil: "load" });
      const atLoad = renderers();
      const seconds: Cost[] = [];
      let last = atLoad;
      for (let second = 0; second < 4; second++) {
        await page.waitForTimeout(1_000);
        const next = renderers();
        seconds.push(since(last, next));
        last = next;
      }
      const load = { toLoad: since(before, atLoad), after: since(atLoad, last) };
      loads.push(load);
      const each = seconds.map((s, i) => `+${i + 1} s ${s.cpuMs} ms, ${s.faults} faults`).join("; ");
      console.log(`#${run + 1}: to load ${load.toLoad.cpuMs} ms CPU, ${load.toLoad.faults} faults; ${each}`);
    } finally {
      await browser.close();
    }
  }
  const total = (l: (typeof loads)[number]): Cost => ({
    cpuMs: l.toLoad.cpuMs + l.after.cpuMs,
    faults: l.toLoad.faults + l.after.faults,
  });
  console.log(
    `${address}: ${loads.length} loads; the renderer's median ${median(loads.map((l) => total(l).cpuMs))} ms CPU ` +
      `and ${median(loads.map((l) => total(l).faults))} minor faults, from the page's start to four seconds after load`,
  );
} finally {
  await stopAll([server]);
}
