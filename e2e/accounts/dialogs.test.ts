// Dialogs are the browser's own modal <dialog> (apps/web/src/components/ui/dialog-box.tsx): what a
// person can rely on while one is open, shown on the beta notice, the dialog every first visit meets.
import { buildEvent, buildUser, httpClient } from "@handraise/test-support";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, openViewer } from "../support/browser.ts";
import { browserSuite, type Started } from "../support/suite.ts";
import { visible } from "./support/pages.ts";

/** The focused element, named as a person hears it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.getAttribute("aria-label") ?? focused?.textContent?.trim() ?? "";
  });

/**
 * A red box put in the toasts' layer, at the top left corner, as the screen shows it: the same
 * picture with a dialog open as without one when the toasts stand above the dialog's backdrop.
 */
async function boxInToastLayer(page: Page): Promise<Buffer> {
  await page.evaluate(() => {
    const layer = document.querySelector("[popover]");
    if (!layer) throw new Error("no toasts' layer");
    if (!document.getElementById("probe")) {
      const probe = document.createElement("div");
      probe.id = "probe";
      probe.style.cssText = "position:fixed;top:0;left:0;width:40px;height:40px;background:#f00";
      layer.appendChild(probe);
    }
  });
  return page.screenshot({ clip: { x: 10, y: 10, width: 20, height: 20 } });
}

describe.skipIf(!chromiumAvailable)("dialogs", () => {
  let suite: Started;
  browserSuite((started) => {
    suite = started;
  });

  it("hold the page still and inert, close on Escape or a tap beside them, and give focus back", async () => {
    const http = httpClient(suite.server.url);
    const host = await buildUser(http, { displayName: "Ola Host" });
    const event = await buildEvent(http, host, { title: "Dialog Day" });
    const { page, context } = await openViewer(suite.browser, suite.server, { returning: false, phone: true });
    try {
      await page.goto(`/events/p/${event._id}`);
      const beta = page.getByRole("dialog", { name: "Beta Mode" });
      await visible(beta);
      // Named and described for assistive technology; its first control has focus.
      expect(await beta.getAttribute("aria-describedby")).toBeTruthy();
      await expect.poll(() => focusedName(page)).toBe("Close");
      // The page beneath does not scroll, and takes neither focus nor a tap.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      const nameField = page.locator("main input").first();
      const tookFocus = await nameField.evaluate((input) => {
        input.focus();
        return input === document.activeElement;
      });
      expect(tookFocus, "a field beneath the dialog took focus").toBe(false);
      // Tab goes round the dialog's controls (and the browser's own), never into the page.
      const reached: string[] = [];
      for (let press = 0; press < 5; press++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.getElementById("root")?.contains(document.activeElement))).toBe(
          false,
        );
        reached.push(await focusedName(page));
      }
      expect(reached).toContain("Got it");

      // Selecting the notice's words and letting go beside the box does not close it.
      const words = await beta.locator("p").first().boundingBox();
      if (!words) throw new Error("the notice's words have no box");
      await page.mouse.move(words.x + 4, words.y + words.height / 2);
      await page.mouse.down();
      await page.mouse.move(8, 730, { steps: 4 });
      await page.mouse.up();
      expect(await beta.count()).toBe(1);

      // A tap on the backdrop, beside the box, closes it; the page scrolls again.
      await page.mouse.click(8, 730);
      await expect.poll(() => beta.count()).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

      // Opened again from the top bar: Escape closes it and focus goes back to what opened it.
      const label = page.getByRole("button", { name: /beta mode/i });
      await label.click();
      await visible(beta);
      await page.keyboard.press("Escape");
      await expect.poll(() => beta.count()).toBe(0);
      await expect.poll(() => label.evaluate((button) => button === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("leave the toasts above their backdrop", async () => {
    const http = httpClient(suite.server.url);
    const host = await buildUser(http, { displayName: "Ola Host" });
    const event = await buildEvent(http, host, { title: "Toast Day" });
    const { page, context } = await openViewer(suite.browser, suite.server, { phone: true });
    try {
      await page.goto(`/events/p/${event._id}`);
      // The toasts' layer comes with the page's load (components/ui/toast.ts).
      await page.locator("[popover]").waitFor({ state: "attached" });
      const alone = await boxInToastLayer(page);
      const label = page.getByRole("button", { name: /beta mode/i });
      await label.click();
      await visible(page.getByRole("dialog", { name: "Beta Mode" }));
      expect((await boxInToastLayer(page)).equals(alone), "the box is dimmed by the dialog's backdrop").toBe(true);
      // The check can fail: the same box on the page itself is dimmed.
      await page.evaluate(() => {
        const probe = document.getElementById("probe");
        if (probe) document.body.appendChild(probe);
      });
      expect((await boxInToastLayer(page)).equals(alone)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
