// The first screen before the script (docs/PERFORMANCE.md "Painted before the script"): the pages
// a phone opens cold paint from index.html alone, in the browser's language, unreachable until
// the app renders the same page in their place without moving anything; a person the painted page
// would mislead (signed in, or who chose another language here) never sees it. A first visit's
// notice is painted with it: the beta notice, or once that was seen the cookie banner, each
// replaced by the live one in the same place.
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";

const SHOTS = process.env.NEW_USER_SHOTS ?? "/tmp/new-user-shots";
mkdirSync(SHOTS, { recursive: true });

/** Holds the app's code back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute("**/assets/*.js");
  };
}

/** Settles once the page's stylesheet is in: until then what it hides or places is not so yet. */
async function styled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet),
  );
}

/**
 * The painted page's state: shown, hidden by index.html's first script (which the stylesheet
 * then draws as nothing), or replaced by the app.
 */
function paintedState(page: Page) {
  return page.evaluate(() => {
    if (!document.querySelector(".prerendered")) return "replaced";
    return document.documentElement.dataset.prerendered === "none" ? "hidden" : "shown";
  });
}

/**
 * Where the page's landmarks and headings sit, inside `scope`. Layout shift (CLS) cannot tell:
 * it counts elements that move, and the app puts new ones in place of the painted ones.
 */
function placesOf(page: Page, scope: string) {
  return page.evaluate((root) => {
    const within = document.querySelector(root);
    if (!within) return [];
    const shown = Array.from(within.querySelectorAll("header, main, footer, h1, h2, p, li, a, button, input")).filter(
      // Not a notice painted for someone else (the stylesheet draws it as nothing).
      (element) => element.getClientRects().length > 0,
    );
    return shown.map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    });
  }, scope);
}

describe.skipIf(!chromiumAvailable)("the first screen before the script", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("paints the welcome before the app's code, then the app takes its place without a shift", async () => {
    const { context, page } = await openViewer(browser, server, { phone: true });
    const letGo = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const heading = page.locator(".prerendered h1");
    await heading.waitFor();
    await styled(page);
    expect(await heading.textContent()).toBe("Welcome to Handraise: live Q&A for every event");
    expect(await paintedState(page)).toBe("shown");
    // Unreachable until it is live: no control of it takes focus, and assistive technology skips it.
    await page.locator(".prerendered input").first().focus();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");
    expect(await page.getByRole("heading", { name: /Welcome to Handraise/ }).count()).toBe(0);
    const painted = await placesOf(page, ".prerendered");
    expect(painted.length).toBeGreaterThan(15);

    await letGo();
    await page.getByRole("heading", { name: "Welcome to Handraise: live Q&A for every event" }).waitFor();
    expect(await paintedState(page)).toBe("replaced");
    expect(await page.locator("h1").count()).toBe(1);
    // The live page lays out exactly as the painted one: nothing jumps when it takes its place.
    expect(await placesOf(page, "#root")).toEqual(painted);
    await page.getByLabel("Event code").fill("K7P3QX");
    expect(await page.getByLabel("Event code").inputValue()).toBe("K7P3QX");
    await context.close();
  });

  it("paints /pricing in the browser's language, and Arabic right to left", async () => {
    const { context, page } = await openViewer(browser, server, { locale: "de-DE" });
    const letGo = await holdScripts(page);
    await page.goto("/pricing", { waitUntil: "commit" });
    await page.locator(".prerendered h1").waitFor();
    await styled(page);
    expect(await page.locator(".prerendered h1").textContent()).toBe("Preise");
    const painted = await placesOf(page, ".prerendered");
    await letGo();
    await page.getByRole("heading", { name: "Preise", level: 1 }).waitFor();
    expect(await paintedState(page)).toBe("replaced");
    expect(await placesOf(page, "#root")).toEqual(painted);
    await context.close();

    const arabic = await openViewer(browser, server, { locale: "ar", phone: true });
    await holdScripts(arabic.page);
    await arabic.page.goto("/events/p/any-event", { waitUntil: "commit" });
    await arabic.page.locator(".prerendered [role=status]").waitFor();
    expect(await arabic.page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual(["ar", "rtl"]);
    await arabic.context.close();
  });

  it("is hidden from a signed-in person and from one who chose another language here", async () => {
    const login = {
      token: "a-token-the-server-will-refuse",
      userInfo: { _id: "someone", displayName: "Ada", email: "ada@example.test" },
    };
    const signedIn = await openViewer(browser, server, { login });
    await holdScripts(signedIn.page);
    await signedIn.page.goto("/", { waitUntil: "commit" });
    await signedIn.page.locator(".prerendered h1").waitFor({ state: "attached" });
    expect(await paintedState(signedIn.page)).toBe("hidden");
    // Drawn as nothing once the stylesheet is in.
    await signedIn.page.locator(".prerendered h1").waitFor({ state: "hidden" });
    await signedIn.context.close();

    for (const [chosen, expected] of [
      ["fr", "hidden"],
      ["en", "shown"],
    ] as const) {
      const { context, page } = await openViewer(browser, server);
      await context.addInitScript((locale) => localStorage.setItem("handraise.locale", locale), chosen);
      await holdScripts(page);
      await page.goto("/pricing", { waitUntil: "commit" });
      await page.locator(".prerendered h1").waitFor({ state: expected === "shown" ? "visible" : "hidden" });
      expect(await paintedState(page), chosen).toBe(expected);
      await context.close();
    }
  });

  it("shows a first visit the beta notice with the first paint; the live notice opens in its place", async () => {
    const { context, page } = await openViewer(browser, server, { returning: false, phone: true });
    const letGo = await holdScripts(page);
    await page.goto("/pricing", { waitUntil: "commit" });
    const painted = page.locator(".painted-notice");
    await painted.locator("h2").waitFor();
    await styled(page);
    expect(await painted.locator("h2").textContent()).toBe("Beta Mode");
    expect(await painted.locator("li").count()).toBe(3);
    // Its backdrop takes a tap anywhere on the page, so nothing under it is reached through it;
    // the page does not scroll under it, as under the live notice.
    const tapped = await page.evaluate(() => {
      const at = document.elementFromPoint(20, 120);
      return [Boolean(at?.closest(".painted-notice")), getComputedStyle(document.body).overflow];
    });
    expect(tapped).toEqual([true, "hidden"]);
    // The cookie banner waits for the notice, as it does live.
    expect(await page.locator(".painted-cookie-banner").isVisible()).toBe(false);
    expect(await page.getByRole("dialog").count()).toBe(0);
    const places = await placesOf(page, ".painted-notice");
    await page.screenshot({ path: `${SHOTS}/painted-beta-notice-360.png` });

    await letGo();
    const live = page.getByRole("dialog", { name: "Beta Mode" });
    await live.waitFor();
    expect(await painted.count()).toBe(0);
    expect(await placesOf(page, "dialog[open]")).toEqual(places);
    await live.getByRole("button", { name: "Got it" }).click();
    await page.locator('section[aria-label="Cookie notice"]').waitFor();
    expect(await page.evaluate(() => localStorage.getItem("isBetaModalShown"))).toBe("true");
    await context.close();
  });

  it("paints the cookie banner once the notice was seen, until cookies are accepted", async () => {
    const { context, page } = await openViewer(browser, server, { returning: false, phone: true });
    await context.addInitScript(() => localStorage.setItem("isBetaModalShown", "true"));
    let letGo = await holdScripts(page);
    await page.goto("/events/p/any-event", { waitUntil: "commit" });
    const banner = page.locator(".prerendered section").filter({ hasText: "We use cookies" });
    await banner.waitFor();
    await styled(page);
    expect(await page.locator(".painted-notice").isVisible()).toBe(false);
    const places = await placesOf(page, ".prerendered section");
    await letGo();
    await page.getByRole("region", { name: "Cookie notice" }).waitFor();
    expect(await placesOf(page, "#root section")).toEqual(places);
    await page.getByRole("button", { name: "Accept" }).click();

    // Accepted: the next visit paints neither notice.
    letGo = await holdScripts(page);
    await page.goto("/pricing", { waitUntil: "commit" });
    await page.locator(".prerendered h1").waitFor();
    await styled(page);
    expect(await page.locator(".painted-cookie-banner section").isVisible()).toBe(false);
    expect(await page.locator(".painted-notice").isVisible()).toBe(false);
    await letGo();
    await context.close();
  });

  it("asks for the app's code once the painted page is on screen, and at once where nothing is painted", async () => {
    // The browser's own clock: a held one (Playwright's) hides the page's performance entries.
    const { context, page } = await openViewer(browser, server, { phone: true, realTime: true });
    /** When the page first painted text, and when it asked for each of the app's scripts. */
    const timings = () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
    for (const path of ["/", "/pricing", "/events/p/any-event"]) {
      await page.goto(path);
      // Live: the app's page has taken the painted one's place.
      await page.locator("#root > :not(.prerendered)").first().waitFor();
      const { paint, scripts } = await timings();
      expect(scripts.length, path).toBeGreaterThan(3);
      // Not one script shares the phone's link with the stylesheet before the painted page shows.
      expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(paint);
    }
    // Nothing painted in (the sign-in form is the app's alone): the code is asked for at once,
    // and the page's first text is the app's.
    await page.goto("/login");
    await page.getByRole("heading", { name: "Login", level: 1 }).waitFor();
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const { paint, scripts } = await timings();
    expect(Math.min(...scripts)).toBeLessThan(paint);
    await context.close();
  });
});
