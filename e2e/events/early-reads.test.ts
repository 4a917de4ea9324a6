// The audience page asks for its event and its questions as it starts, both at once, instead of
// the questions only once the event has been drawn; and the page, once drawn, reads neither again
// (docs/PERFORMANCE.md "The event's data with its code"). The event's answer is held on its way
// so that "at once" is certain: the list is asked for while the event has not come back.
import { API_ROUTES, apiPath } from "@handraise/contract";
import { buildEvent, buildUser, httpClient, joinAsAccount } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, openViewer } from "../support/browser.ts";
import { browserSuite, type Started } from "../support/suite.ts";
import { eventPage, visible } from "./support/event-pages.ts";

describe.skipIf(!chromiumAvailable)("the audience page's first reads", () => {
  let suite: Started;
  browserSuite((started) => {
    suite = started;
  });

  it("ask for the questions while the event is on its way, and each is read once", async () => {
    const http = httpClient(suite.server.url);
    const host = await buildUser(http, { displayName: "Ria Host" });
    const asker = await buildUser(http, { displayName: "Oli Asker" });
    const event = await buildEvent(http, host, { title: "Early Reads" });
    await joinAsAccount(http, event._id, asker);
    const asked = await http.post(apiPath(API_ROUTES.askQuestion, { eventId: event._id }), {
      token: asker.token,
      headers: { "Idempotency-Key": "early-reads-1" },
      body: { content: "Asked before the page opened", memberId: asker._id },
    });
    expect(asked.status).toBe(201);

    const viewer = await openViewer(suite.browser, suite.server);
    try {
      const eventPath = apiPath(API_ROUTES.getEvent, { id: event._id });
      const listPath = apiPath(API_ROUTES.listQuestions, { eventId: event._id });
      const reads = { event: 0, list: 0 };
      let eventOnItsWay = false;
      let listAskedMeanwhile = false;
      viewer.page.on("request", (request) => {
        const path = new URL(request.url()).pathname;
        if (path === eventPath) reads.event += 1;
        if (path !== listPath) return;
        reads.list += 1;
        if (eventOnItsWay) listAskedMeanwhile = true;
      });
      let letEventThrough = () => {};
      const eventLetThrough = new Promise<void>((resolve) => {
        letEventThrough = resolve;
      });
      await viewer.page.route(`**${eventPath}`, async (route) => {
        eventOnItsWay = true;
        await eventLetThrough;
        eventOnItsWay = false;
        await route.continue();
      });

      await viewer.page.goto(`/events/p/${event._id}`);
      // Before this change the list was asked for only once the event was drawn: never, here.
      await expect.poll(() => reads.list, { timeout: 20_000 }).toBe(1);
      expect(listAskedMeanwhile).toBe(true);
      letEventThrough();

      await visible(eventPage(viewer.page).header.getByText("Early Reads"));
      await visible(viewer.page.getByText("Asked before the page opened"));
      expect(reads).toEqual({ event: 1, list: 1 });
    } finally {
      await viewer.context.close();
    }
  });
});
