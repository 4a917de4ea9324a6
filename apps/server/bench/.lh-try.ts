import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
const url = process.argv[2] ?? "about:blank";
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const t0 = Date.now();
try {
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: (process.env.LL as any) ?? "info", onlyCategories: ["performance"], gatherMode: process.env.GM ? "/tmp/lhdbg/artifacts" : undefined } as any);
  console.log("runtimeError", r?.lhr.runtimeError, "score", r?.lhr.categories.performance?.score, (Date.now()-t0)/1000, "s");
  for (const id of ["first-contentful-paint","largest-contentful-paint","total-blocking-time","cumulative-layout-shift"]) console.log(id, r?.lhr.audits[id]?.numericValue, r?.lhr.audits[id]?.errorMessage);
} finally { chrome.kill(); }
