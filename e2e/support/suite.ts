// The one setup of a browser test file: a real server (on the engine of the vitest project, with
// the built web app of WEB_DIST) and Debian's Chromium, started before the file's tests and
// stopped after them.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, startTestServer, type TestServer } from "./browser.ts";

export type Started = { server: TestServer; browser: Browser };

/** Registers the start and the stop; `started` receives the server and the browser. */
export function browserSuite(started: (suite: Started) => void): void {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    started({ server, browser });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}
