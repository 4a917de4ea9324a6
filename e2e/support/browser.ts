// Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core, against a real server
// started in this process with the built web app.
import { existsSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { startTestServer, type TestServer } from "@handraise/test-support";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect } from "vitest";
import { holdTime, withTimersFiring } from "./clock.ts";
import { recordPageEvents } from "./failure-report.ts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumAvailable = existsSync(CHROMIUM_PATH);
if (!chromiumAvailable) {
  console.warn(
    `Browser tests SKIPPED: no Chromium at ${CHROMIUM_PATH} (install Debian's chromium or set CHROMIUM_PATH)`,
  );
}

/** `extraArgs`: more Chromium switches, e.g. `--host-resolver-rules` to give 127.0.0.1 a LAN-like name. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-quic",
      "--no-first-run",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
      ...extraArgs,
    ],
  });
}

export type Viewer = { context: BrowserContext; page: Page };

export type ViewerOptions = {
  /** Start as a returning visitor: beta modal seen, cookies accepted. Default true. */
  returning?: boolean;
  /** Saved login to restore at start, as the app itself does. */
  login?: { token: string; userInfo: unknown };
  /** Phone-sized viewport (360 px wide). */
  phone?: boolean;
  /** Let the page's clock run on its own (default: paused, see clock.ts). */
  realTime?: boolean;
  /** The browser's language (navigator.languages, Accept-Language): "de-DE", "ar". Default English. */
  locale?: string;
};

export async function openViewer(browser: Browser, server: TestServer, options: ViewerOptions = {}): Promise<Viewer> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: options.phone ? { width: 360, height: 740 } : { width: 1280, height: 860 },
    permissions: ["clipboard-read", "clipboard-write"],
    ...(options.locale ? { locale: options.locale } : {}),
  });
  if (!options.realTime) await holdTime(context);
  await recordPageEvents(context);
  const returning = options.returning ?? true;
  if (returning) {
    const host = new URL(server.url).hostname;
    await context.addCookies([{ name: "cookieConsent", value: "true", domain: host, path: "/" }]);
  }
  await context.addInitScript(
    ([returningVisitor, login]) => {
      if (sessionStorage.getItem("__seeded")) return;
      sessionStorage.setItem("__seeded", "1");
      if (returningVisitor) localStorage.setItem("isBetaModalShown", "true");
      if (login) localStorage.setItem("handraise.session", JSON.stringify(login));
    },
    [returning, options.login ?? null] as const,
  );
  const page = await context.newPage();
  // Generous: on a loaded machine a page's first read may wait for its socket's room join (up to
  // 5 s, lib/realtime-client.ts) after the page's own chunks; a passing check never waits this long.
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/**
 * Waits until no finite animation is moving (a toast fading in, a question sliding in), so
 * checks see the page as a person does once it is still. Asked from here, a few times a second,
 * because the page's own timers are held (clock.ts). Endless ones (spinners) do not count, nor
 * paused ones, nor a toast's progress bar: that is a countdown to closing, which holds whenever
 * the window loses focus, not movement that settles. After 10 s it stops waiting.
 */
export async function animationsSettled(page: Page): Promise<void> {
  const moving = () =>
    page.evaluate(
      () =>
        document.getAnimations().filter((animation) => {
          if (animation.playState !== "running") return false;
          if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) return false;
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          return !target?.closest(".Toastify__progress-bar");
        }).length,
    );
  await expect
    .poll(moving, { timeout: 10_000, interval: 50 })
    .toBe(0)
    .catch(() => undefined);
}

/**
 * Holds every toast's countdown to closing (its progress bar's animation, which runs on real
 * time, not the held clock) until the returned function lets them go: a toast that began to fade
 * out during a check would be read half-transparent, as a contrast failure nobody sees.
 */
async function holdToasts(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const held = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return animation.playState === "running" && target?.closest(".Toastify__progress-bar");
    });
    for (const animation of held) animation.pause();
    (window as unknown as { heldToasts?: Animation[] }).heldToasts = held;
  });
  return () =>
    page
      .evaluate(() => {
        const memo = window as unknown as { heldToasts?: Animation[] };
        for (const animation of memo.heldToasts ?? []) animation.play();
        memo.heldToasts = [];
      })
      .catch(() => undefined);
}

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const letToastsGo = await holdToasts(page);
  await animationsSettled(page);
  // axe-core chains its rules with zero-delay timers, which a held clock would never fire.
  const results = await withTimersFiring(page, new AxeBuilder({ page }).analyze()).finally(letToastsGo);
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} → ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, `accessibility of ${label}`).toEqual([]);
}

export { passTime, passTimeUntil } from "./clock.ts";
export { startTestServer, type TestServer };
