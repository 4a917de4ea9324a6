// The author's own room across instances: with two servers behind one Redis, an anonymous
// question asked through one reaches its author's socket on the other in the author's view, and
// the other sockets there anonymised, each exactly once; a co-host's socket on the other
// instance is moved to the hosts' room when added.
import { ANONYMOUS_NAME } from "@handraise/contract";
import { buildUser, httpClient, startTestServer, type TestServer } from "@handraise/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listener } from "../support/cast.ts";
import { askAnonymously, buildCast, listen, settle } from "../support/live-room.ts";

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn("Live room across instances SKIPPED: TEST_REDIS_URL is not set (CI sets it)");

describe.skipIf(!redisUrl)("the live room on two instances behind one Redis", () => {
  let first: TestServer;
  let second: TestServer;
  const opened: Listener[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? "" };
    first = await startTestServer({ env });
    second = await startTestServer({ env, shareStorageWith: first });
  });
  afterAll(async () => {
    for (const socket of opened) socket.close();
    await second?.close();
    await first?.close();
  });

  it("gives the author's sockets on the other instance the author's view, and everyone else the anonymised one", async () => {
    const http = httpClient(first.url);
    const cast = await buildCast(http);
    const [author, host, guest] = await Promise.all([
      listen(second.url, cast.member),
      listen(second.url, cast.host),
      listen(second.url, cast.guest),
    ]);
    opened.push(author, host, guest);
    for (const socket of [author, host, guest]) expect((await socket.join(cast.eventId)).ok).toBe(true);
    const asked = await askAnonymously(http, cast.eventId, cast.member, "Across the wire");
    expect((await author.next("questionAdded")).question).toEqual(asked.body);
    for (const socket of [host, guest]) {
      const seen = (await socket.next("questionAdded")).question;
      expect(seen.creator.name).toBe(ANONYMOUS_NAME);
      expect(JSON.stringify(seen)).not.toContain(cast.member._id);
    }
    await settle(author, host, guest);
    for (const socket of [author, host, guest]) {
      expect(socket.heard.filter((h) => h.name === "questionAdded")).toHaveLength(1);
    }
  });

  it("moves a co-host's socket on the other instance into the hosts' room when added", async () => {
    const http = httpClient(first.url);
    const cast = await buildCast(http);
    const cohost = await buildUser(http);
    const socket = await listen(second.url, cohost);
    opened.push(socket);
    await socket.join(cast.eventId);
    await http.put(`/api/events/${cast.eventId}`, { token: cast.host.token, body: { moderateQuestions: true } });
    const added = await http.post(`/api/events/${cast.eventId}/hosts`, {
      token: cast.host.token,
      body: { email: cohost.email },
    });
    expect(added.status).toBe(200);
    await socket.next("eventUpdated", (p) => p.event.host.length === 2);
    // A question awaiting review reaches the hosts' room only: this socket is in it now.
    const answer = await http.post(`/api/questions/${cast.eventId}`, {
      token: cast.member.token,
      body: { content: "For hosts first", memberId: cast.member._id },
    });
    expect((await socket.next("questionAdded")).question._id).toBe(answer.body._id);
  });
});
