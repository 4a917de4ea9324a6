// When the server says cross-instance delivery is back after a Redis outage (`catchUp`), an open
// Q&A page re-reads the list once, so a question whose message it missed appears.
import { API_ROUTES, apiPath, audienceRoom, memberRoom } from "@handraise/contract";
import type { Browser, Request } from "playwright-core";
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
    const listPath = apiPath(API_ROUTES.listQuestions, { eventId: cast.eventId });
    const isListRead = (url: string) => url.endsWith(listPath);
    let listReads = 0;
    const listReadsOnTheirWay = new Set<Request>();
    const page = cast.guestViewer.page;
    page.on("request", (request) => {
      if (!isListRead(request.url())) return;
      listReads += 1;
      listReadsOnTheirWay.add(request);
    });
    page.on("requestfinished", (request) => listReadsOnTheirWay.delete(request));
    page.on("requestfailed", (request) => listReadsOnTheirWay.delete(request));
    const { io } = server.ctx.realtime;

    // "Connected" is the socket, not yet the room: on a busy machine the guest's join (and the
    // read again that follows a join slower than the first read) can still be on its way.
    await expect
      .poll(async () => {
        const inRoom = await io.in(audienceRoom(cast.eventId)).fetchSockets();
        const guestSockets = await io.in(memberRoom(cast.guest.guestId)).fetchSockets();
        return guestSockets.some((socket) => inRoom.some((s) => s.id === socket.id));
      })
      .toBe(true);
    await expect.poll(() => listReadsOnTheirWay.size).toBe(0);

    // The audience stops hearing the room, as sockets on another instance do while Redis is down,
    // and stays deaf to it until Redis is back: a part of the page that starts watching meanwhile
    // joins the room again (the poll section, which loads after the first paint, joins when it
    // mounts), and on another instance that join would not hear this one's questions either.
    const audience = audienceRoom(cast.eventId);
    const adapter = io.of("/").adapter;
    const keepOut = (room: string, socketId: string) => {
      if (room === audience) io.in(socketId).socketsLeave(audience);
    };
    adapter.on("join-room", keepOut);
    try {
      io.in(audience).socketsLeave(audience);
      const asked = await cast.http.post(apiPath(API_ROUTES.askQuestion, { eventId: cast.eventId }), {
        token: cast.memberUser.token,
        body: { content: text, memberId: cast.memberUser._id },
      });
      expect(asked.status).toBe(201);
      await visible(host.row(text));
      expect(await guest.row(text).count()).toBe(0);
    } finally {
      adapter.off("join-room", keepOut);
    }

    listReads = 0;
    io.emit("catchUp");
    await visible(guest.row(text));
    expect(await guest.row(text).count()).toBe(1);
    expect(listReads).toBe(1);
  });
});
