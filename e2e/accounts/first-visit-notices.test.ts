// A first visit on a phone, straight to an event's join form: the beta notice and the cookie
// banner show one at a time, the notice before the person starts, and never over a form the
// person has begun to fill in (its code arriving late must not take the form away). Where the
// page is painted before its code, the notice is painted with it, so nothing can be begun first.
import { mkdirSync } from "node:fs";
import { buildEvent, buildUser, httpClient } from "@handraise/test-support";
import type { BrowserContext, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { eventPage } from "../events/support/event-pages.ts";
import { chromiumAvailable, openViewer } from "../support/browser.ts";
import { browserSuite, type Started } from "../support/suite.ts";
import { visible } from "./support/pages.ts";

const SHOTS = process.env.NEW_USER_SHOTS ?? "/tmp/new-user-shots";
mkdirSync(SHOTS, { recursive: true });

describe.skipIf(!chromiumAvailable)("a first visit's notices", () => {
  let suite: Started;
  let eventId = "";
  browserSuite((started) => {
    suite = started;
  });

  /** Holds the dialog's code back (the live notice's) until `release`. */
  async function holdDialogCode(context: BrowserContext) {
    const routes: Route[] = [];
    let holding = true;
    await context.route(/\/assets\/dialog-box-[^/]+\.js$/, (route) => {
      if (holding) routes.push(route);
      else void route.continue();
    });
    return {
      routes,
      release: async () => {
        holding = false;
        for (const route of routes.splice(0)) await route.continue();
      },
    };
  }

  async function anEvent(): Promise<string> {
    if (eventId) return eventId;
    const http = httpClient(suite.server.url);
    const host = await buildUser(http, { displayName: "Nia Host" });
    eventId = (await buildEvent(http, host, { title: "Open Forum" }))._id;
    return eventId;
  }

  it("shows the beta notice first and the cookie banner only once it is closed", async () => {
    const id = await anEvent();
    const { page, context } = await openViewer(suite.browser, suite.server, { returning: false, phone: true });
    try {
      await page.goto(`/events/p/${id}`);
      const beta = page.getByRole("dialog", { name: "Beta Mode" });
      // By its markup: while a dialog is open the rest of the page is hidden from roles.
      const cookies = page.locator('section[aria-label="Cookie notice"]');
      await visible(beta);
      await visible(eventPage(page).guestName);
      await page.screenshot({ path: `${SHOTS}/first-visit-notice-360.png` });
      expect(await cookies.count(), "the cookie banner shows together with the beta notice").toBe(0);
      await beta.getByRole("button", { name: "Got it" }).click();
      await visible(cookies);
      await page.screenshot({ path: `${SHOTS}/first-visit-cookies-360.png` });
      expect(await beta.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("opens the live notice in the app's first render, in place of the painted one", async () => {
    const id = await anEvent();
    const { page, context } = await openViewer(suite.browser, suite.server, { returning: false, phone: true });
    try {
      // The moment the app's first render replaces the painted page in the root: is the live
      // notice open then, or only in a later task (restyling the page a second time)?
      await context.addInitScript(() => {
        const seen = window as Window & { openAtFirstRender?: boolean };
        new MutationObserver((records, observer) => {
          const replaced = records.some(
            (record) =>
              record.target instanceof Element && record.target.id === "root" && record.removedNodes.length > 0,
          );
          if (!replaced) return;
          observer.disconnect();
          seen.openAtFirstRender =
            document.querySelector("dialog[open]") !== null && document.querySelector(".painted-notice") === null;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`/events/p/${id}`);
      await visible(page.getByRole("dialog", { name: "Beta Mode" }));
      expect(await page.evaluate(() => (window as Window & { openAtFirstRender?: boolean }).openAtFirstRender)).toBe(
        true,
      );
      expect(await page.evaluate(() => localStorage.getItem("isBetaModalShown"))).toBe("true");
    } finally {
      await context.close();
    }
  });

  it("paints the notice on the event page before its code, so no tap reaches the form behind it", async () => {
    const id = await anEvent();
    const { page, context } = await openViewer(suite.browser, suite.server, { returning: false, phone: true });
    try {
      const held = await holdDialogCode(context);
      await page.goto(`/events/p/${id}`);
      const join = eventPage(page);
      // The page and the notice as painted, the dialog's own code not yet in: the app's first
      // render waits for it, so that the live notice opens with the page.
      await expect.poll(() => held.routes.length).toBeGreaterThan(0);
      expect(await page.locator(".painted-notice h2").isVisible()).toBe(true);
      // A tap where the form will be, and typing: nothing behind the notice takes them.
      const viewport = page.viewportSize();
      if (!viewport) throw new Error("the page has no viewport");
      await page.mouse.click(viewport.width / 2, viewport.height - 60);
      await page.keyboard.type("Lost");
      expect(await join.guestName.count(), "the app rendered before the notice's code was in").toBe(0);

      await held.release();
      // What the person had in front of them opens live, though they tapped meanwhile.
      const beta = page.getByRole("dialog", { name: "Beta Mode" });
      await visible(beta);
      expect(await page.locator(".painted-notice").count()).toBe(0);
      await beta.getByRole("button", { name: "Got it" }).click();
      expect(await join.guestName.inputValue()).toBe("");
      await join.guestName.fill("Nia");
      expect(await join.guestName.inputValue()).toBe("Nia");
    } finally {
      await context.close();
    }
  });

  it("never opens the notice over a form the person has started: it waits for the next page", async () => {
    const { page, context } = await openViewer(suite.browser, suite.server, { returning: false, phone: true });
    try {
      // A page with no first screen painted before its code (the sign-in form), so nothing of the
      // notice shows until its code arrives: after the person has started typing.
      const held = await holdDialogCode(context);
      await page.goto("/login");
      const email = page.getByLabel("Email");
      await email.click();
      await page.keyboard.type("nia@exa");
      await expect.poll(() => held.routes.length).toBeGreaterThan(0);
      const chunk = held.routes[0]?.request().url() ?? "";
      await held.release();
      // The code is in and run (the page's own import of it has settled): it would have opened
      // the notice by now. The form stays the person's.
      // (A string, so the test runner leaves the page's own dynamic import alone.)
      await page.evaluate(`import(${JSON.stringify(chunk)}).then(() => undefined)`);
      await page.keyboard.type("mple.test");
      expect(await email.inputValue()).toBe("nia@example.test");
      expect(await page.getByRole("dialog", { name: "Beta Mode" }).count()).toBe(0);
      expect(await email.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem("isBetaModalShown"))).toBeNull();

      // Still due: the next page the person opens starts with it.
      await page.getByRole("link", { name: "Pricing" }).click();
      await page.waitForURL("**/pricing");
      await visible(page.getByRole("dialog", { name: "Beta Mode" }));
    } finally {
      await context.close();
    }
  });
});
