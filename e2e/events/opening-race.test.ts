// A change made while a page is opening is not lost: the page joins the event's room first and
// reads the event and its questions once the join is acknowledged. The race is made certain by
// holding the page's room join on its way to the server until the test lets it through.
import { API_ROUTES, apiPath } from "@handraise/contract";
import { buildEvent, buildUser, httpClient, joinAsAccount } from "@handraise/test-support";
import type { WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, openViewer, type Viewer } from "../support/browser.ts";
import { browserSuite, type Started } from "../support/suite.ts";
import { eventPage, savedLogin, visible } from "./support/event-pages.ts";

const ROOM_JOIN = /^42\d*\["(joinEventRoom|joinEvent)"/;

/** The page's socket, with its room joins held back until `release()`. */
async function holdRoomJoins(viewer: Viewer) {
  const held: Array<() => void> = [];
  let holding = true;
  await viewer.context.routeWebSocket(/\/socket\.io\//, (page: WebSocketRoute) => {
    const server = page.connectToServer();
    page.onMessage((message) => {
      const forward = () => server.send(message);
      if (holding && typeof message === "string" && ROOM_JOIN.test(message)) held.push(forward);
      else forward();
    });
    server.onMessage((message) => page.send(message));
  });
  return {
    heldCount: () => held.length,
    release() {
      holding = false;
      for (const forward of held.splice(0)) forward();
    },
  };
}

describe.skipIf(!chromiumAvailable)("a change made while the event page opens", () => {
  let suite: Started;
  browserSuite((started) => {
    suite = started;
  });

  it("reaches the member's page when it comes before the room join: the badge and the question", async () => {
    const http = httpClient(suite.server.url);
    const host = await buildUser(http, { displayName: "Rae Host" });
    const member = await buildUser(http, { displayName: "Ola Member" });
    const asker = await buildUser(http, { displayName: "Ike Asker" });
    const event = await buildEvent(http, host, { title: "Race Night" });
    await joinAsAccount(http, event._id, member);
    await joinAsAccount(http, event._id, asker);

    const viewer = await openViewer(suite.browser, suite.server, { login: await savedLogin(http, member) });
    try {
      const socket = await holdRoomJoins(viewer);
      await viewer.page.goto(`/events/${event._id}`);
      // The page has asked to join the room; the server has not heard it yet.
      await expect.poll(socket.heldCount).toBeGreaterThan(0);

      const status = await http.put(apiPath(API_ROUTES.updateEvent, { id: event._id }), {
        token: host.token,
        body: { status: "live" },
      });
      expect(status.status).toBe(200);
      const asked = await http.post(apiPath(API_ROUTES.askQuestion, { eventId: event._id }), {
        token: asker.token,
        headers: { "Idempotency-Key": "race-question-1" },
        body: { content: "Asked while the page was opening", memberId: asker._id },
      });
      expect(asked.status).toBe(201);

      socket.release();
      const page = eventPage(viewer.page);
      await visible(page.header.getByText("Live", { exact: true }));
      await visible(viewer.page.getByText("Asked while the page was opening"));
    } finally {
      await viewer.context.close();
    }
  });
});
