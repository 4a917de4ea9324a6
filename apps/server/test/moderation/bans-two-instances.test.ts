// A ban across instances (docs/features/moderation.md "Bans"): with two servers behind one Redis, a ban
// made through one tells the removed person's socket on the other and takes it out of the
// event's room at once, while everyone else there stays and hears the questions go.

import { httpClient, startTestServer, type TestServer } from "@handraise/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listener } from "../support/cast.ts";
import { askOk, buildCast, heardAbout, listen, settle } from "../support/live-room.ts";

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn("Bans across instances SKIPPED: TEST_REDIS_URL is not set (CI sets it)");

describe.skipIf(!redisUrl)("a ban on two instances behind one Redis", () => {
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

  it("removes the person's socket on the other instance from the room at once", async () => {
    const http = httpClient(first.url);
    const cast = await buildCast(http);
    const [banned, member] = await Promise.all([listen(second.url, cast.guest), listen(second.url, cast.member)]);
    opened.push(banned, member);
    for (const socket of [banned, member]) expect((await socket.join(cast.eventId)).ok).toBe(true);
    const question = await askOk(http, cast.eventId, cast.guest, "Spam from the back");
    await member.next("questionAdded", (p) => p.question._id === question._id);

    const answer = await http.post(`/api/events/${cast.eventId}/bans`, {
      token: cast.host.token,
      body: { questionId: question._id },
    });
    expect(answer.status).toBe(201);
    await banned.next("removedFromEvent", (p) => p.eventId === cast.eventId);
    await member.next("questionDeleted", (p) => p.questionId === question._id);

    const later = await askOk(http, cast.eventId, cast.member, "Back to the topic");
    await member.next("questionAdded", (p) => p.question._id === later._id);
    await settle(banned);
    expect(heardAbout(banned, later._id)).toEqual([]);
  });
});
