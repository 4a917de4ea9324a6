// The built app loads in a real browser and unknown routes show the 404 page.
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, openViewer, type TestServer } from "./support/browser.ts";
import { browserSuite } from "./support/suite.ts";

describe.skipIf(!chromiumAvailable)("smoke", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("shows the 404 page for an unknown route", async () => {
    const { page, context } = await openViewer(browser, server);
    await page.goto("/definitely/not/here");
    await expect.poll(() => page.getByRole("heading", { name: "404 - Page Not Found" }).count()).toBe(1);
    await context.close();
  });
});
