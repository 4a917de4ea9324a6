// When the server says cross-instance delivery is back after a Redis outage (`catchUp`), an open
// Q&A page re-reads the list once, so a question whose message it missed appears.
import { API_ROUTES, apiPath, audienceRoom } from "@handraise/contract";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, type TestServer } from "../support/browser.ts";
import { type Cast, castSuite, qanda, visible } from "./support/qanda.ts";

describe.skipIf(!chromiumAvailable)("Q&A: catching up after Redis returns", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;

  castSuite((suite) => ({ server, browser, cast } = suite));

  it("re-reads the questions once on catchUp and shows the one it missed", async () => {
    const guest = qanda(cast.guestViewer.page);
    const host = qanda(cast.host.page);
    const text = "Asked while the instances could not hear each other";
    let listReads = 0;
    cast.guestViewer.page.on("request", (request) => {
      if (request.url().endsWith(apiPath(API_ROUTES.listQuestions, { eventId: cast.eventId }))) listReads += 1;
    });

    // The audience stops hearing the room, as sockets on another instance do while Redis is down.
    const { io } = server.ctx.realtime;
    io.in(audienceRoom(cast.eventId)).socketsLeave(audienceRoom(cast.eventId));
    const asked = await cast.http.post(apiPath(API_ROUTES.askQuestion, { eventId: cast.eventId }), {
      token: cast.memberUser.token,
      body: { content: text, memberId: cast.memberUser._id },
    });
    expect(asked.status).toBe(201);
    await visible(host.row(text));
    expect(await guest.row(text).count()).toBe(0);

    listReads = 0;
    io.emit("catchUp");
    await visible(guest.row(text));
    expect(await guest.row(text).count()).toBe(1);
    expect(listReads).toBe(1);
  });
});
