// Lighthouse on the pages people open first: the audience page of a public event with ten
// questions, / and /pricing, each loaded `runs` times by Lighthouse's mobile preset (performance
// only, its default simulated throttling: slow 4G, a CPU four times slower, a 412 px screen) in
// Debian's Chromium against the local server; the figures are those of Lighthouse's own median
// run (computeMedianRun: the run nearest the median first paint and time to interactive).
// Next to them, what bounds each page, read from the same report: the LCP element and its
// phases, render-blocking resources, the main thread's work and the longest request chain.
// Nothing leaves the machine: Chromium runs without background networking, and a run whose
// report shows a request to another origin fails the scenario.
// Also `pageWeight.audienceGzipKiB`: the audience page's JavaScript before first paint, gzipped,
// from the build (test/support/page-weight.ts, as test/web-app/page-weight.test.ts reads it).
// BENCH_LIGHTHOUSE_REPORTS=<dir> writes each page's median report there (HTML and JSON).
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { generateReport, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { readBuild } from "../test/support/page-weight.ts";
import { type Child, stopAll } from "./children.ts";
import { api, ask, guest, proHost, publicEvent } from "./stage.ts";
import { round } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "../../..");
/** The build the server serves (its config's default, or WEB_DIST as the server reads it too). */
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, "apps/web/dist"));

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];

type Figures = { score: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number; speedIndexMs: number };
type Any = Record<string, any>;

/** Builds the web app when its build is missing; says so when the sources are newer than it. */
function ensureBuilt(): { builtAt: string; stale: boolean } {
  const index = path.join(webDist, "index.html");
  if (!existsSync(index) || !existsSync(path.join(webDist, ".vite/chunks.json"))) {
    console.log(`\nbench: no web build in ${webDist}; building it (npm run build -w @handraise/web)`);
    execSync("npm run build -w @handraise/web", { cwd: root, stdio: "inherit" });
  }
  const builtAt = statSync(index).mtimeMs;
  const newer = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? newer(file) : statSync(file).mtimeMs > builtAt;
    });
  const stale = [path.join(root, "apps/web/src"), path.join(root, "packages/contract/src")].some(newer);
  if (stale) console.log(`\nbench: the web sources are newer than ${index}: Lighthouse measures the older build`);
  return { builtAt: new Date(builtAt).toISOString(), stale };
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

export async function lighthouseScenario(
  startHandraise: () => Promise<{ server: Child; url: string }>,
  plan: { runs: number },
) {
  const build = ensureBuilt();
  const audienceGzipBytes = readBuild(webDist).gzippedBytes("public-event-page.tsx");
  const { server, url } = await startHandraise();
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  try {
    const call = api(url);
    const host = await proHost(call, server);
    const eventId = await publicEvent(call, host, server, "Town hall");
    const asker = await guest(call, eventId, 1);
    for (let i = 0; i < 10; i++) await ask(call, eventId, asker, `What about the venue, part ${i}?`);

    const pages: Record<string, Figures & { scores: number[]; bounds: ReturnType<typeof bounds> }> = {};
    let version = "";
    let userAgent = "";
    for (const [name, pagePath] of [
      ["/events/p/:id", `/events/p/${eventId}`],
      ["/", "/"],
      ["/pricing", "/pricing"],
    ] as const) {
      const runs: Result[] = [];
      for (let i = 0; i < plan.runs; i++) {
        const answer = await lighthouse(`${url}${pagePath}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        if (!answer) throw new Error(`lighthouse: no result for ${pagePath}`);
        const lhr = answer.lhr;
        if (lhr.runtimeError) throw new Error(`lighthouse: ${pagePath}: ${lhr.runtimeError.message}`);
        checkLocal(lhr, url);
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
        preset: "mobile, simulated throttling (Lighthouse defaults), performance only",
        version,
        chromium: userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? userAgent,
        webBuild: build,
        pages,
      },
      pageWeight: { audienceGzipKiB: round(audienceGzipBytes / 1024, 1), audienceGzipBytes },
    };
  } finally {
    chrome.kill();
    await stopAll([server]);
  }
}
