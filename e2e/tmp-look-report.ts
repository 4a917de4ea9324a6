import { httpClient } from "@handraise/test-support";
import { chromium } from "playwright-core";
import { savedLogin } from "./events/support/event-pages.ts";
import { ask, likeAsGuest, markAnswered, pollWithVotes, stageEvent } from "./reports/support/report-stage.ts";

const base = "http://localhost:3917";
const http = httpClient(base);
const stage = await stageEvent(http);
const first = await ask(stage, "What comes after the beta?");
await ask(stage, "Will there be slides?");
await likeAsGuest(stage, first);
await markAnswered(stage, first);
await pollWithVotes(stage);
const login = await savedLogin(http, stage.host);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const [locale, width] of [["ar", 360], ["de-DE", 360], ["ar", 1280]] as const) {
  const context = await browser.newContext({ locale, viewport: { width, height: 800 } });
  await context.addInitScript((saved) => {
    localStorage.setItem("handraise.session", JSON.stringify(saved));
    localStorage.setItem("isBetaModalShown", "true");
  }, login);
  const page = await context.newPage();
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  await page.goto(`${base}/events/${stage.eventId}/report`);
  await page.locator(".report-chart canvas").waitFor();
  await page.waitForTimeout(800);
  console.log(locale, width, (await page.locator("main").innerText()).replace(/\n+/g, " | ").slice(0, 900));
  await page.screenshot({ path: `/tmp/pub/report-${locale}-${width}.png`, fullPage: true });
  if (width === 1280) {
    await page.emulateMedia({ media: "print" });
    await page.screenshot({ path: `/tmp/pub/report-${locale}-print.png`, fullPage: true });
    await page.pdf({ path: `/tmp/pub/report-${locale}.pdf`, format: "A4", printBackground: true });
  }
  await context.close();
}
await browser.close();
