// The one setup of a browser test file: a real server (on the engine of the vitest project, with
// the built web app of WEB_DIST) and Debian's Chromium, started before the file's tests and
// stopped after them.
import { type TestServer, type TestServerOptions, useTestServer } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.ts";

export type Started = { server: TestServer; browser: Browser };

export type ServerOptions = TestServerOptions;

export type SuiteOptions = {
  /**
   * Options for `startTestServer`; `false` when the file starts its own servers per test; or a
   * function that starts what the server talks to (a fake Stripe) and returns the options that
   * point the server at it, run before the server starts.
   */
  server?: ServerOptions | false | (() => ServerOptions | Promise<ServerOptions>);
  /** Extra command-line arguments for Chromium. */
  browserArgs?: string[];
  /** Stops what the `server` function started, once the browser and the server have stopped. */
  afterStop?: () => unknown;
};

/**
 * Registers the start and the stop; `started` receives the server and the browser. Hooks a file
 * registers after this one run after the start and, for afterAll, before the stop (vitest's
 * default `sequence.hooks: "stack"` runs afterAll hooks in reverse order).
 */
export function browserSuite(started: (suite: Started) => void): void;
export function browserSuite(
  options: SuiteOptions & { server: false },
  started: (suite: { browser: Browser }) => void,
): void;
export function browserSuite(options: SuiteOptions, started: (suite: Started) => void): void;
export function browserSuite(
  optionsOrStarted: SuiteOptions | ((suite: Started) => void),
  maybeStarted?: (suite: Started) => void,
): void {
  const options = typeof optionsOrStarted === "function" ? {} : optionsOrStarted;
  const started = (typeof optionsOrStarted === "function" ? optionsOrStarted : maybeStarted) as (
    suite: Partial<Started>,
  ) => void;
  // Registered first, so that it runs last: after the browser and the server have stopped.
  afterAll(async () => {
    await options.afterStop?.();
  });
  // The server's start and stop are the server tests' own (useTestServer); the browser starts
  // after the server and stops before it.
  const server = options.server === false ? undefined : useTestServer(options.server ?? {}).server;
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options.browserArgs);
    started({ server, browser });
  });
  afterAll(async () => {
    await browser?.close();
  });
}
