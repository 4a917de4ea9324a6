// Several instances serve one audience through Redis: a change made through one server reaches
// sockets connected to another, and the health answer says which mode is on.

import { buildEvent, buildUser, httpClient, startTestServer, type TestServer } from "@handraise/test-support";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn("Multi-instance real-time suite SKIPPED: TEST_REDIS_URL is not set (CI sets it)");

describe.skipIf(!redisUrl)("two instances behind one Redis", () => {
  let first: TestServer;
  let second: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? "" };
    first = await startTestServer({ env });
    second = await startTestServer({ env, shareStorageWith: first });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await second?.close();
    await first?.close();
  });

  it("reports redis as the real-time mode", async () => {
    const answer = await httpClient(second.url).get("/api/health");
    expect(answer.body.realtime).toBe("redis");
  });

  it("delivers a status change made on one instance to a socket on the other", async () => {
    const http = httpClient(first.url);
    const host = await buildUser(http);
    const event = await buildEvent(http, host);
    const socket = io(second.url, { transports: ["websocket"], forceNew: true });
    sockets.push(socket);
    const ack = await new Promise<{ ok: boolean }>((resolve) =>
      socket.emit("joinEventRoom", { eventId: event._id }, resolve),
    );
    expect(ack.ok).toBe(true);
    const received = new Promise<{ eventId: string; status: string }>((resolve) =>
      socket.once("statusUpdated", resolve),
    );
    const answer = await http.put(`/api/events/${event._id}`, { token: host.token, body: { status: "live" } });
    expect(answer.status).toBe(200);
    await expect(received).resolves.toEqual({ eventId: event._id, status: "live" });
  });
});
