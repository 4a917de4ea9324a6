// `node --import tsx apps/server/bench/main-thread.ts <webDist> [<webDist>…]`: the long tasks of
// the audience page's first visit, per build, with what each task ran. Each build is served by
// its own server with the town hall's event; the page is loaded in Debian's Chromium at 412 px,
// as a first visitor, in turns (one load of each build, then again), with a fresh browser for
// each load. Chromium's trace gives the main thread's tasks; V8's sampling profiler inside it
// gives what ran in them, mapped back to the sources when the build has source maps
// (`npx vite build --sourcemap --outDir /tmp/x`).
//
// The CPU is not slowed (as Lighthouse observes a page before it simulates a phone), and each
// task's length is reported four times over, as Lighthouse's simulation counts it: "blocking"
// is the sum, over the tasks after the first paint, of what each lasts beyond 50 ms; "style and
// layout" the sum of the page's style and layout passes after it, counted the same way.
// MAIN_THREAD_RUNS (default 8) loads per build; MAIN_THREAD_SLOWDOWN=4 slows the CPU itself
// instead; MAIN_THREAD_PATH=/pricing (say) loads that page instead of the audience page. docs/PERFORMANCE.md "The audience page's start, in steps" reads its figures.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { type Browser, chromium } from "playwright-core";
import { type Child, startChild, stopAll } from "./children.ts";
import { api, townHall } from "./stage.ts";
import { median, round } from "./stats.ts";

type TraceEvent = {
  name: string;
  pid: number;
  tid: number;
  id?: string;
  ts: number;
  dur?: number;
  args?: { data?: Record<string, unknown> };
};
type CallFrame = { url?: string; functionName: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };
type ProfileData = {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
  startTime?: number;
};
type Task = { ms: number; origin: string; hottest: string[] };
/** `styleMs`: the page's style and layout passes after the first paint, counted four times over as its tasks are. */
type Load = { firstPaintMs: number; blockingMs: number; longestMs: number; styleMs: number; tasks: Task[] };

/** The browser's own names for a style pass and a layout pass in its trace. */
const STYLE_AND_LAYOUT = new Set(["UpdateLayoutTree", "Layout"]);

const LONG_TASK_MS = 50;
/** MAIN_THREAD_DETAIL=N: each long task also names the N functions most of its samples ran in. */
const detail = Number(process.env.MAIN_THREAD_DETAIL ?? 0);
const runs = Number(process.env.MAIN_THREAD_RUNS ?? 8);
const slowdown = Number(process.env.MAIN_THREAD_SLOWDOWN ?? 1);
/** How many times over a task counts: Lighthouse's four, less what the CPU was slowed by here. */
const scale = 4 / slowdown;

/** A frame's position in the sources, through its chunk's source map (read once per chunk). */
function positionOf(frame: CallFrame & { url: string }, dist: string, maps: Map<string, TraceMap | null>) {
  const file = path.join(dist, new URL(frame.url).pathname);
  if (!maps.has(file))
    maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, "utf8")) : null);
  const map = maps.get(file);
  const position = map
    ? originalPositionFor(map, { line: frame.lineNumber + 1, column: Math.max(frame.columnNumber, 0) })
    : undefined;
  return { chunk: path.basename(file), position };
}

/** Where a profiled function comes from: its package, or its source file, or its chunk. */
function originOf(frame: CallFrame, dist: string, maps: Map<string, TraceMap | null>): string {
  if (!frame.url?.startsWith("http")) return frame.functionName || "(native)";
  const { chunk, position } = positionOf({ ...frame, url: frame.url }, dist, maps);
  const source = position?.source;
  if (!source) return chunk;
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return inPackage?.[1] ?? source.replace(/^.*?\/src\//, "src/");
}

/** Where a frame's code stands in the sources (file and line), for MAIN_THREAD_DETAIL. */
function placeOf(frame: CallFrame, dist: string, maps: Map<string, TraceMap | null>): string {
  if (!frame.url?.startsWith("http")) return frame.functionName || "(native)";
  const { chunk, position } = positionOf({ ...frame, url: frame.url }, dist, maps);
  if (!position?.source) return `${frame.functionName || "(anonymous)"} ${chunk}`;
  const source = position.source.replace(/^.*?node_modules\//, "").replace(/^.*?\/src\//, "src/");
  return `${position.name ?? frame.functionName ?? "(anonymous)"} ${source}:${position.line}`;
}

/** The navigation to `target`: its thread is the page's main thread. */
function navigationTo(events: TraceEvent[], target: string): TraceEvent | undefined {
  return events
    .filter((e) => e.name === "navigationStart" && String(e.args?.data?.documentLoaderURL ?? "").includes(target))
    .at(-1);
}

/**
 * V8's samples on the main thread, each with its call stack's leaf node. A worker's thread (ICU's
 * warm-up) has a profile of its own in the same process, whose node ids overlap: only the main
 * thread's is read. Its "Profile" event stands on the thread itself; its chunks, written by the
 * profiler's own thread, carry the same id.
 */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let ts = 0;
  const profile = events.find((e) => e.pid === pid && e.tid === tid && e.name === "Profile")?.id;
  const chunks = events.filter(
    (e) => e.pid === pid && e.id === profile && (e.name === "Profile" || e.name === "ProfileChunk"),
  );
  for (const event of chunks.sort((a, b) => a.ts - b.ts)) {
    const data = (event.args?.data ?? {}) as ProfileData;
    if (event.name === "Profile") {
      ts = data.startTime ?? ts;
      continue;
    }
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  return { nodes, samples };
}

async function loadOnce(
  browser: Browser,
  url: string,
  target: string,
  dist: string,
  maps: Map<string, TraceMap | null>,
): Promise<Load | undefined> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "loading",
      "blink.user_timing",
      "disabled-by-default-v8.cpu_profiler",
    ],
  });
  await page.goto(`${url}${target}`, { waitUntil: "load" });
  await page.waitForTimeout(6_000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  const events = trace.traceEvents;
  const navigation = navigationTo(events, target);
  if (!navigation) return undefined;
  const { pid, tid, ts: start } = navigation;
  const paint = events.find((e) => e.pid === pid && e.name === "firstContentfulPaint")?.ts ?? start;
  const { nodes, samples } = samplesOf(events, pid, tid);
  // Each profile node's origin, looked up in the source maps once.
  const origins = new Map<number, string>();
  const originOfNode = (node: ProfileNode) => {
    let origin = origins.get(node.id);
    if (origin === undefined) {
      origin = originOf(node.callFrame, dist, maps);
      origins.set(node.id, origin);
    }
    return origin;
  };
  const tasks: Task[] = events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === "RunTask" && e.ts > paint)
    .filter((e) => ((e.dur ?? 0) * scale) / 1_000 > LONG_TASK_MS)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      // A task's origin: the package or file most of its samples ran in, callers included.
      const counts = new Map<string, number>();
      const own = new Map<string, number>();
      for (const sample of samples) {
        if (sample.ts < task.ts || sample.ts > end) continue;
        const leaf = nodes.get(sample.node);
        if (detail && leaf) {
          const where = placeOf(leaf.callFrame, dist, maps);
          own.set(where, (own.get(where) ?? 0) + 1);
        }
        const seen = new Set<string>();
        for (let node = nodes.get(sample.node); node; node = node.parent ? nodes.get(node.parent) : undefined) {
          const origin = originOfNode(node);
          if (origin === "(root)" || seen.has(origin)) continue;
          seen.add(origin);
          counts.set(origin, (counts.get(origin) ?? 0) + 1);
        }
      }
      const origin = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "(no samples)";
      const hottest = [...own]
        .sort((a, b) => b[1] - a[1])
        .slice(0, detail)
        .map(([where, count]) => `${where} ×${count}`);
      return { ms: round(((task.dur ?? 0) * scale) / 1_000, 0), origin, hottest };
    });
  const styleMs = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ts > paint && STYLE_AND_LAYOUT.has(e.name))
    .reduce((sum, e) => sum + ((e.dur ?? 0) * scale) / 1_000, 0);
  return {
    firstPaintMs: round((paint - start) / 1_000, 0),
    styleMs: round(styleMs, 0),
    blockingMs: round(
      tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0),
      0,
    ),
    longestMs: Math.max(0, ...tasks.map((task) => task.ms)),
    tasks,
  };
}

const dists = process.argv.slice(2).map((dist) => path.resolve(dist));
if (dists.length === 0) throw new Error("usage: main-thread.ts <webDist> [<webDist>…]");
const servers: Child[] = [];
try {
  const stages = [];
  for (const dist of dists) {
    const server = await startChild("handraise-server.ts", { WEB_DIST: dist });
    servers.push(server);
    const url = server.ready.url as string;
    const eventPage = `/events/p/${await townHall(api(url), server)}`;
    const target = process.env.MAIN_THREAD_PATH ?? eventPage;
    stages.push({ dist, url, target, maps: new Map<string, TraceMap | null>(), loads: [] as Load[] });
  }
  for (let run = 0; run < runs; run++) {
    for (const stage of stages) {
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
      });
      try {
        const load = await loadOnce(browser, stage.url, stage.target, stage.dist, stage.maps);
        if (!load) continue;
        stage.loads.push(load);
        const tasks = load.tasks
          .map((task) => `${task.ms} ${task.origin}${task.hottest.length ? ` [${task.hottest.join("; ")}]` : ""}`)
          .join(", ");
        console.log(
          `${stage.dist} #${run + 1}: blocking ${load.blockingMs} ms, longest ${load.longestMs} ms, ` +
            `style and layout ${load.styleMs} ms; ${tasks}`,
        );
      } finally {
        await browser.close();
      }
    }
  }
  for (const { dist, loads } of stages) {
    if (loads.length === 0) {
      console.log(`${dist}: no load could be read`);
      continue;
    }
    console.log(
      `${dist}: ${loads.length} loads; median blocking ${median(loads.map((l) => l.blockingMs))} ms ` +
        `(${Math.min(...loads.map((l) => l.blockingMs))} to ${Math.max(...loads.map((l) => l.blockingMs))}), ` +
        `longest task ${median(loads.map((l) => l.longestMs))} ms, style and layout ${median(loads.map((l) => l.styleMs))} ms, ` +
        `first paint ${median(loads.map((l) => l.firstPaintMs))} ms`,
    );
  }
} finally {
  await stopAll(servers);
}
