import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startChild, stopAll } from "./children.ts";
import { api, ask, guest, proHost, publicEvent } from "./stage.ts";
const server = await startChild("handraise-server.ts");
const url = server.ready.url as string;
const call = api(url);
const host = await proHost(call, server);
const eventId = await publicEvent(call, host, server, "Town hall");
const asker = await guest(call, eventId, 1);
for (let i = 0; i < 10; i++) await ask(call, eventId, asker, `What about the venue, part ${i}?`);
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = process.argv[2] === "audience" ? `/events/p/${eventId}` : (process.argv[2] ?? "/");
const t0 = Date.now();
try {
  const r = await lighthouse(`${url}${page}`, { port: chrome.port, output: "json", logLevel: (process.env.LL as any) ?? "info", onlyCategories: ["performance"], gatherMode: process.env.GM ? "/tmp/lhdbg/artifacts" : undefined } as any);
  console.log("runtimeError", r?.lhr.runtimeError, "score", r?.lhr.categories.performance?.score, (Date.now()-t0)/1000, "s");
  for (const id of ["first-contentful-paint","largest-contentful-paint","total-blocking-time","cumulative-layout-shift"]) console.log(id, r?.lhr.audits[id]?.numericValue, r?.lhr.audits[id]?.errorMessage);
  console.log(JSON.stringify(r?.lhr.runWarnings));
} finally { chrome.kill(); await stopAll([server]); process.exit(0); }
