import { writeFileSync } from "node:fs";
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
try {
  for (let i = 0; i < Number(process.env.N ?? 6); i++) {
    const page = [`/events/p/${eventId}`, "/", "/pricing"][i % 3];
    const t0 = Date.now();
    const r = await lighthouse(`${url}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] } as any);
    const e = r?.lhr.runtimeError;
    console.log(page, e?.code ?? "ok", r?.lhr.categories.performance?.score, (Date.now() - t0) / 1000, "s", r?.lhr.environment.benchmarkIndex);
    if (e) writeFileSync(`/tmp/lhdbg/fail-${i}.json`, JSON.stringify(r?.artifacts.DevtoolsLog ?? (r?.artifacts as any).devtoolsLogs));
  }
} finally { chrome.kill(); await stopAll([server]); process.exit(0); }
