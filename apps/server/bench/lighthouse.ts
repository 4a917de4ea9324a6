// Lighthouse on the pages people open first: the audience page of a public event with ten
// questions, / and /pricing, each loaded `runs` times by Lighthouse's mobile preset (performance
// only, its default simulated throttling: slow 4G, a CPU four times slower, a 412 px screen) in
// Debian's Chromium against the local server; the figures are those of Lighthouse's own median
// run (computeMedianRun: the run nearest the median first paint and time to interactive).
// Next to them, what bounds each page, read from the same report: the LCP element and its
// phases, render-blocking resources, the main thread's work and the longest request chain.
// Nothing leaves the machine: Chromium runs without background networking, and a run whose
// report shows a request to another origin fails the scenario.
// Also `pageWeight.audienceGzipKiB`: the audience page's JavaScript before it is live, gzipped
// (its first paint needs none: docs/PERFORMANCE.md "Painted before the script"), from the build
// (test/support/page-weight.ts, as test/web-app/page-weight.test.ts reads it).
// BENCH_LIGHTHOUSE_REPORTS=<dir> writes each page's median report there (HTML and JSON).
import { execSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse, { generateReport, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { readBuild } from "../test/support/page-weight.ts";
import { type Child, stopAll } from "./children.ts";
import { api, townHall } from "./stage.ts";
import { percentile, round, sleep } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "../../..");
/** The build the server serves (its config's default, or WEB_DIST as the server reads it too). */
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, "apps/web/dist"));

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
/** How long the scenario waits at most for a quiet machine before it measures. */
const QUIET_WAIT_MS = 120_000;

type Figures = { score: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number; speedIndexMs: number };
type Any = Record<string, any>;

/**
 * A copy of the web build, taken whole: other work may rebuild apps/web/dist while Lighthouse
 * runs (a page then asks for chunks of another build and fails). The build is made when missing;
 * a copy is whole when index.html, its compressed copy (written last) and the chunk report agree
 * and every file they name is there, else it is taken again a few seconds later.
 */
async function snapshotBuild(): Promise<{ dir: string; builtAt: string; stale: boolean }> {
  const index = path.join(webDist, "index.html");
  if (!existsSync(index) || !existsSync(path.join(webDist, ".vite/chunks.json"))) {
    console.log(`\nbench: no web build in ${webDist}; building it (npm run build -w @handraise/web)`);
    execSync("npm run build -w @handraise/web", { cwd: root, stdio: "inherit" });
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "handraise-lighthouse-web-"));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
    rmSync(dir, { recursive: true, force: true });
    let problem: string | undefined;
    try {
      cpSync(webDist, dir, { recursive: true });
      problem = wholeBuildProblem(dir);
    } catch (error) {
      problem = String(error);
    }
    if (!problem) {
      const newer = (folder: string): boolean =>
        readdirSync(folder, { withFileTypes: true }).some((entry) => {
          const file = path.join(folder, entry.name);
          return entry.isDirectory() ? newer(file) : statSync(file).mtimeMs > builtAt;
        });
      const stale = [path.join(root, "apps/web/src"), path.join(root, "packages/contract/src")].some(newer);
      if (stale) console.log(`\nbench: the web sources are newer than ${index}: Lighthouse measures that build`);
      return { dir, builtAt: new Date(builtAt).toISOString(), stale };
    }
    if (Date.now() > deadline) throw new Error(`lighthouse: no whole web build in ${webDist}: ${problem}`);
    console.log(`\nbench: ${webDist} is being rebuilt (${problem}); trying again in 5 s`);
    await sleep(5_000);
  }
}

/** Why the build in `dir` is not one whole build, or undefined when it is. */
function wholeBuildProblem(dir: string): string | undefined {
  const html = readFileSync(path.join(dir, "index.html"));
  const gz = path.join(dir, "index.html.gz");
  if (!existsSync(gz) || !gunzipSync(readFileSync(gz)).equals(html)) return "index.html.gz is not index.html's";
  const report = JSON.parse(readFileSync(path.join(dir, ".vite/chunks.json"), "utf8")) as Record<string, Any>;
  const entry = Object.keys(report).find((file) => report[file]?.isEntry);
  if (!entry || !html.includes(`/${entry}`)) return "the chunk report's entry is not index.html's";
  const named = [...html.toString().matchAll(/\/(assets\/[^"'?#\s]+)/g)].map((m) => m[1] as string);
  const missing = [...named, ...Object.keys(report)].filter((file) => !existsSync(path.join(dir, file)));
  return missing.length ? `missing ${missing.slice(0, 3).join(", ")}` : undefined;
}

function figures(lhr: Result): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: round(value("largest-contentful-paint"), 0),
    tbtMs: round(value("total-blocking-time"), 0),
    cls: round(value("cumulative-layout-shift"), 3),
    fcpMs: round(value("first-contentful-paint"), 0),
    speedIndexMs: round(value("speed-index"), 0),
  };
}

/** What bounds a page, from its report: the LCP element and phases, blocking resources, main-thread work. */
function bounds(lhr: Result, origin: string) {
  const details = (id: string) => (lhr.audits[id]?.details ?? {}) as Any;
  const short = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  const lcpTables = (details("largest-contentful-paint-element").items ?? []) as Any[];
  const lcpNode = lcpTables[0]?.items?.[0]?.node as Any | undefined;
  const lcpPhases = Object.fromEntries(
    ((lcpTables[1]?.items ?? []) as Any[]).map((p) => [p.phase as string, round(p.timing as number, 0)]),
  );
  const chain = details("critical-request-chains").longestChain as Any | undefined;
  return {
    lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ""} (${lcpNode.selector ?? lcpNode.snippet ?? ""})` : null,
    lcpPhasesMs: lcpPhases,
    renderBlocking: ((details("render-blocking-resources").items ?? []) as Any[]).map((item) => ({
      url: short(item.url),
      wastedMs: round(item.wastedMs ?? 0, 0),
    })),
    mainThreadMs: round(lhr.audits["mainthread-work-breakdown"]?.numericValue ?? 0, 0),
    mainThread: ((details("mainthread-work-breakdown").items ?? []) as Any[])
      .slice(0, 4)
      .map((item) => ({ what: item.groupLabel ?? item.group, ms: round(item.duration, 0) })),
    scripts: ((details("bootup-time").items ?? []) as Any[]).slice(0, 4).map((item) => ({
      url: short(item.url),
      ms: round(item.total, 0),
      scriptingMs: round(item.scripting, 0),
    })),
    longestChain: chain
      ? { ms: round(chain.duration, 0), requests: chain.length, transferKiB: round(chain.transferSize / 1024, 1) }
      : null,
    unusedJavaScriptKiB: round((details("unused-javascript").overallSavingsBytes ?? 0) / 1024, 1),
    transferKiB: round((lhr.audits["total-byte-weight"]?.numericValue ?? 0) / 1024, 1),
  };
}

/** Throws when a run's page asked anything of another origin (nothing may reach the network). */
function checkLocal(lhr: Result, origin: string) {
  const items = ((lhr.audits["network-requests"]?.details as Any | undefined)?.items ?? []) as { url: string }[];
  const outside = items.map((i) => i.url).filter((url) => !url.startsWith(origin) && !/^(data|blob):/.test(url));
  if (outside.length) throw new Error(`lighthouse: ${lhr.requestedUrl} reached outside: ${outside.join(", ")}`);
}

/** One Lighthouse run; a run Lighthouse itself reports as failed is tried again, up to three times. */
async function lighthouseRun(pageUrl: string, port: number, failures: string[]): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(pageUrl, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const lhr = answer?.lhr;
    const failure = !lhr ? "no result" : lhr.runtimeError ? lhr.runtimeError.code : undefined;
    if (lhr && !failure) return lhr;
    failures.push(`${new URL(pageUrl).pathname}: ${failure}`);
    if (attempt >= 3) throw new Error(`lighthouse: ${pageUrl}: ${failures.join("; ")}`);
  }
}

/**
 * Lighthouse multiplies the main thread's observed tasks by four, so work left running by the
 * scenario before it (the hall's PostgreSQL writing back, its swarms' exit) lowers the pages'
 * scores. Waits until the machine's one-minute load is under half its cores, two minutes at most;
 * the load at the start is recorded beside the scores either way.
 */
async function quietMachine(): Promise<void> {
  const quiet = os.cpus().length / 2;
  const load = () => os.loadavg()[0] ?? 0;
  if (load() < quiet) return;
  console.log(`\nbench: lighthouse waits for the machine to quieten (load ${round(load(), 1)})`);
  const deadline = Date.now() + QUIET_WAIT_MS;
  while (load() >= quiet && Date.now() < deadline) await sleep(5_000);
}

export async function lighthouseScenario(
  startHandraise: (env?: Record<string, string>) => Promise<{ server: Child; url: string }>,
  plan: { runs: number },
) {
  const build = await snapshotBuild();
  const audienceGzipBytes = readBuild(build.dir).gzippedBytes("public-event-page.tsx");
  const pageWeight = { audienceGzipKiB: round(audienceGzipBytes / 1024, 1), audienceGzipBytes };
  // Without a browser the page weight, read from the build, is still measured.
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) {
    rmSync(build.dir, { recursive: true, force: true });
    const skipped = `${chromePath} is missing (apt-get install chromium)`;
    console.log(`\nbench: lighthouse skipped: ${skipped}`);
    return { lighthouse: { skipped }, pageWeight };
  }
  await quietMachine();
  const loadAverage = round(os.loadavg()[0] ?? 0, 1);
  const { server, url } = await startHandraise({ WEB_DIST: build.dir });
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  try {
    const call = api(url);
    const eventId = await townHall(call, server);

    const pages: Record<string, Figures & { scores: number[]; bounds: ReturnType<typeof bounds> }> = {};
    const failures: string[] = [];
    const benchmarkIndexes: number[] = [];
    let version = "";
    let userAgent = "";
    for (const [name, pagePath] of [
      ["/events/p/:id", `/events/p/${eventId}`],
      ["/", "/"],
      ["/pricing", "/pricing"],
    ] as const) {
      const runs: Result[] = [];
      for (let i = 0; i < plan.runs; i++) {
        const lhr = await lighthouseRun(`${url}${pagePath}`, chrome.port, failures);
        checkLocal(lhr, url);
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        runs.push(lhr);
      }
      const median = computeMedianRun(runs);
      version = median.lighthouseVersion;
      userAgent = median.environment.hostUserAgent;
      pages[name] = { ...figures(median), scores: runs.map((r) => figures(r).score), bounds: bounds(median, url) };
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const file = path.join(reportsDir, name === "/" ? "home" : name.replace(/[^a-z]+/g, "-").replace(/^-|-$/g, ""));
        writeFileSync(`${file}.json`, JSON.stringify(median, null, 2));
        writeFileSync(`${file}.html`, generateReport(median, "html"));
      }
    }
    return {
      lighthouse: {
        audience: pages["/events/p/:id"]?.score,
        home: pages["/"]?.score,
        pricing: pages["/pricing"]?.score,
        runsPerPage: plan.runs,
        preset: "mobile, simulated throttling (Lighthouse's defaults), performance only",
        version,
        chromium: userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? userAgent,
        // Lighthouse's own measure of this machine's CPU speed (higher is faster; a short loop it
        // times before each run) and the machine's load when the scenario began: a loaded machine
        // lengthens the main thread's observed tasks, which the simulation multiplies (TBT first).
        benchmarkIndexMedian: round(percentile(benchmarkIndexes, 0.5), 0),
        loadAverage1m: loadAverage,
        failedRunsRetried: failures,
        webBuild: { builtAt: build.builtAt, sourcesNewer: build.stale },
        pages,
      },
      pageWeight,
    };
  } finally {
    chrome.kill();
    await stopAll([server]);
    rmSync(build.dir, { recursive: true, force: true });
  }
}
