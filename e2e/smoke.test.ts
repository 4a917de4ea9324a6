// The built app loads in a real browser and unknown routes show the 404 page.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, launchBrowser, openViewer, startTestServer, type TestServer } from "./support/browser.ts";

describe.skipIf(!chromiumAvailable)("smoke", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("shows the 404 page for an unknown route", async () => {
    const { page, context } = await openViewer(browser, server);
    await page.goto("/definitely/not/here");
    await expect.poll(() => page.getByRole("heading", { name: "404 - Page Not Found" }).count()).toBe(1);
    await context.close();
  });
});
