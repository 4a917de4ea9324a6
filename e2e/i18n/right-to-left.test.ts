// Arabic lays the page out right to left (issue 21): the event page and the host dashboard, in an
// Arabic browser at a phone's 360 px and a laptop's 1280 px, read from the right: the document is
// `dir="rtl"`, the Q&A section's heading starts at the right edge, nothing scrolls sideways, and axe finds
// no fault. Screenshots are kept for a person to look at (RTL_SHOTS, /tmp/rtl-shots by default).
import { mkdirSync } from "node:fs";
import arEvents from "@handraise/contract/catalogues/ar/events";
import { buildEvent, buildUser, formatMessage, httpClient, joinAsAccount } from "@handraise/test-support";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoHorizontalScroll, savedLogin, visible } from "../events/support/event-pages.ts";
import { chromiumAvailable, expectAccessible, openViewer } from "../support/browser.ts";
import { browserSuite, type Started } from "../support/suite.ts";

const say = (message: string) => formatMessage("ar", message);
const SHOTS = process.env.RTL_SHOTS ?? "/tmp/rtl-shots";
mkdirSync(SHOTS, { recursive: true });

/** Where the Q&A section's heading (Arabic words) sits: its right edge near the viewport's, its left edge away. */
async function headingFromTheRight(page: Page): Promise<{ gapRight: number; gapLeft: number }> {
  return page.evaluate(() => {
    const heading = document.getElementById("qanda-heading");
    if (!heading) throw new Error("no heading");
    const range = document.createRange();
    range.selectNodeContents(heading);
    const box = range.getBoundingClientRect();
    return { gapRight: window.innerWidth - box.right, gapLeft: box.left };
  });
}

describe.skipIf(!chromiumAvailable)("Arabic, right to left", () => {
  let suite: Started;
  browserSuite((started) => {
    suite = started;
  });

  it.each([360, 1280])("lays out the event page and the host dashboard from the right at %i px", async (width) => {
    const http = httpClient(suite.server.url);
    const host = await buildUser(http, { displayName: "Hana Host" });
    const member = await buildUser(http, { displayName: "Mo Member" });
    const event = await buildEvent(http, host, { title: "Town Hall" });
    await joinAsAccount(http, event._id, member);

    for (const [who, path] of [
      [member, `/events/${event._id}`],
      [host, `/events/${event._id}/host`],
    ] as const) {
      const viewer = await openViewer(suite.browser, suite.server, {
        login: await savedLogin(http, who),
        locale: "ar",
        phone: width === 360,
      });
      try {
        const page = viewer.page;
        if (width !== 360) await page.setViewportSize({ width, height: 860 });
        await page.goto(path);
        await visible(page.getByRole("status").filter({ hasText: say(arEvents.connection.connected) }));
        await page.locator("#qanda-heading").waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
        const { gapRight, gapLeft } = await headingFromTheRight(page);
        expect(gapRight).toBeLessThan(gapLeft);
        await expectNoHorizontalScroll(page);
        await page.screenshot({
          path: `${SHOTS}/${path.endsWith("/host") ? "host" : "event"}-ar-${width}.png`,
          fullPage: true,
        });
        await expectAccessible(page, `${path} in Arabic at ${width} px`);
      } finally {
        await viewer.context.close();
      }
    }
  });
});
