// ICU's set-up on a thread of its own (docs/PERFORMANCE.md "ICU warmed beside the page"): the
// audience page starts a worker from its own origin, which makes Intl's formatters once and
// answers; the page then writes its dates with formatters that cost it no long task. The worker
// is allowed by the page's Content-Security-Policy (no blob: or data: script), is gone once it
// answered, and a page whose worker cannot load still shows its event's date.

import { buildEvent, buildUser, httpClient } from "@handraise/test-support";
import type { Worker } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, openViewer } from "../support/browser.ts";
import { browserSuite, type Started } from "../support/suite.ts";
import { eventPage, visible } from "./support/event-pages.ts";

/** Every Content-Security-Policy violation the page reports, from its first script on. */
const RECORD_VIOLATIONS = () => {
  const seen: string[] = [];
  (window as unknown as { __violations: string[] }).__violations = seen;
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
};

describe.skipIf(!chromiumAvailable)("ICU warmed beside the audience page", () => {
  let suite: Started;
  browserSuite((started) => {
    suite = started;
  });

  async function anEvent(title: string) {
    const http = httpClient(suite.server.url);
    const host = await buildUser(http, { displayName: "Ines Host" });
    return buildEvent(http, host, { title, date: "2031-03-14T18:30:00.000Z" });
  }

  it("starts a worker of its own origin that answers and is gone, with no policy violation", async () => {
    const event = await anEvent("Warm Formatters");
    const viewer = await openViewer(suite.browser, suite.server);
    try {
      await viewer.context.addInitScript(RECORD_VIOLATIONS);
      const workers: Worker[] = [];
      viewer.page.on("worker", (worker) => workers.push(worker));
      await viewer.page.goto(`/events/p/${event._id}`);
      await visible(eventPage(viewer.page).header.getByText("Warm Formatters"));
      await expect.poll(() => workers.length).toBe(1);
      const worker = workers[0] as Worker;
      expect(new URL(worker.url()).origin).toBe(suite.server.url);
      expect(new URL(worker.url()).pathname).toMatch(/^\/assets\/icu-warm-up\.worker-[\w-]+\.js$/);
      // The page's clock is paused (clock.ts), so the page's time limit for the worker never ran
      // out: it is gone because it answered.
      await new Promise<void>((resolve) => {
        if (viewer.page.workers().length === 0) resolve();
        else worker.once("close", () => resolve());
      });
      expect(viewer.page.workers()).toEqual([]);
      // The event's date, written with the formatters made after it.
      await visible(viewer.page.getByText(/2031/).first());
      expect(await viewer.page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
        [],
      );
    } finally {
      await viewer.context.close();
    }
  });

  it("still writes the event's date when the worker's script cannot be had", async () => {
    const event = await anEvent("Cold Formatters");
    const viewer = await openViewer(suite.browser, suite.server);
    try {
      await viewer.page.route("**/assets/icu-warm-up.worker-*.js", (route) => route.abort("connectionrefused"));
      await viewer.page.goto(`/events/p/${event._id}`);
      await visible(eventPage(viewer.page).header.getByText("Cold Formatters"));
      await visible(viewer.page.getByText(/2031/).first());
      await expect.poll(() => viewer.page.workers().length).toBe(0);
    } finally {
      await viewer.context.close();
    }
  });
});
