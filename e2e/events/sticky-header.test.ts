// Nothing hides under the sticky top bar: a new page opens at its top (Edit Event from a list
// scrolled down), and what the browser scrolls into view (the first invalid field of a form, a
// heading reached by its link) stops below the bar, at 1280 px and on a 360 px phone.
import { mkdirSync } from "node:fs";
import { buildEvent, buildUser, httpClient } from "@handraise/test-support";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, openViewer } from "../support/browser.ts";
import { browserSuite, type Started } from "../support/suite.ts";
import { savedLogin, visible } from "./support/event-pages.ts";

const SHOTS = process.env.NEW_USER_SHOTS ?? "/tmp/new-user-shots";
mkdirSync(SHOTS, { recursive: true });

/** The element's top is at or below the top bar's bottom edge (it is not under the bar). */
async function belowTopBar(page: Page, element: Locator): Promise<{ top: number; barBottom: number }> {
  const barBottom = await page
    .locator("header")
    .first()
    .evaluate((bar) => bar.getBoundingClientRect().bottom);
  const top = await element.evaluate((el) => el.getBoundingClientRect().top);
  return { top: Math.round(top), barBottom: Math.round(barBottom) };
}

describe.skipIf(!chromiumAvailable)("the sticky top bar hides nothing", () => {
  let suite: Started;
  browserSuite((started) => {
    suite = started;
  });

  for (const phone of [false, true]) {
    it(`Edit Event opens at the top, and the empty title is scrolled into view below the bar (${phone ? "360" : "1280"} px)`, async () => {
      const http = httpClient(suite.server.url);
      const host = await buildUser(http, { displayName: "Tia Host" });
      let last = { _id: "" };
      for (let i = 1; i <= 14; i += 1) last = await buildEvent(http, host, { title: `Evening talk ${i}` });
      const viewer = await openViewer(suite.browser, suite.server, { login: await savedLogin(http, host), phone });
      try {
        const page = viewer.page;
        await page.goto("/");
        // The last card is far down the list: its Edit Event is reached by scrolling.
        const card = page.getByRole("article", { name: "Evening talk 14" });
        const edit = card.getByRole("link", { name: "Edit Event" });
        await edit.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
        await edit.click();
        await page.waitForURL(new RegExp(`/events/${last._id}/edit$`));
        const heading = page.getByRole("heading", { name: "Edit Event", level: 1 });
        await visible(heading);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

        // An empty title: Save Changes, far below, brings the title back into view, below the bar.
        const title = page.getByRole("textbox", { name: "Title" });
        await title.fill("");
        const save = page.getByRole("button", { name: "Save Changes" });
        await save.scrollIntoViewIfNeeded();
        await save.click();
        await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.screenshot({ path: `${SHOTS}/edit-empty-title-${phone ? 360 : 1280}.png` });
        const where = await belowTopBar(page, title);
        expect(where.top, "the title field is under the top bar").toBeGreaterThanOrEqual(where.barBottom);
        // Its label too, so the person sees which field it is.
        const label = page.locator("label", { hasText: /^Title/ }).first();
        const labelWhere = await belowTopBar(page, label);
        expect(labelWhere.top, "the title's label is under the top bar").toBeGreaterThanOrEqual(labelWhere.barBottom);
      } finally {
        await viewer.context.close();
      }
    });
  }

  it("Back from Edit Event returns to where the list was scrolled", async () => {
    const http = httpClient(suite.server.url);
    const host = await buildUser(http, { displayName: "Uma Host" });
    for (let i = 1; i <= 14; i += 1) await buildEvent(http, host, { title: `Late talk ${i}` });
    const viewer = await openViewer(suite.browser, suite.server, { login: await savedLogin(http, host) });
    try {
      const page = viewer.page;
      await page.goto("/");
      const edit = page.getByRole("article", { name: "Late talk 14" }).getByRole("link", { name: "Edit Event" });
      await edit.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(100);
      await edit.click();
      await visible(page.getByRole("heading", { name: "Edit Event", level: 1 }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await visible(page.getByRole("heading", { name: "Events You Host" }));
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(scrolled));
    } finally {
      await viewer.context.close();
    }
  });

  it("a heading reached by its link stops below the bar", async () => {
    const http = httpClient(suite.server.url);
    const host = await buildUser(http, { displayName: "Ana Host" });
    for (let i = 1; i <= 8; i += 1) await buildEvent(http, host, { title: `Morning talk ${i}` });
    const viewer = await openViewer(suite.browser, suite.server, { login: await savedLogin(http, host), phone: true });
    try {
      const page = viewer.page;
      await page.goto("/");
      const heading = page.getByRole("heading", { name: "Events You Host" });
      await visible(heading);
      await heading.evaluate((el) => el.scrollIntoView());
      const where = await belowTopBar(page, heading);
      expect(where.top, "the heading is under the top bar").toBeGreaterThanOrEqual(where.barBottom);
    } finally {
      await viewer.context.close();
    }
  });
});
