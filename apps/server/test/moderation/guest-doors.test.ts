// Who may bring guests in (docs/features/moderation.md): new guest identities are slowed per address and
// event to what a queue at one door needs (RATE_LIMITS.newGuest), and a signed-in account that
// is not a member can no longer add guests to a private event.

import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, RATE_LIMITS } from "@handraise/contract";
import { buildEvent, buildUser, joinAsAccount, joinAsGuest, makePro, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { server, http } = useTestServer({ env: { TRUST_PROXY: "127.0.0.1" } });

const joinFrom = (eventId: string, address: string, guestId = randomUUID(), guestToken?: string) =>
  http.put<{ message?: string; guestToken?: string }>(`/api/events/${eventId}/guestJoinEvent`, {
    guestToken,
    headers: { "x-forwarded-for": address },
    body: { guestName: "At the door", guestId },
  });

async function bigEvent() {
  const host = await buildUser(http);
  await makePro(server.ctx.db, host._id);
  return buildEvent(http, host, { maxMembers: 100 });
}

describe("new guest identities, per address and event", () => {
  const perDoor = RATE_LIMITS.newGuest.perAddressAndEvent;

  it(`${perDoor} a minute from one address into one event, then 429 with Retry-After`, async () => {
    const event = await bigEvent();
    const address = "10.20.0.1";
    const firstId = randomUUID();
    const first = await joinFrom(event._id, address, firstId);
    for (let i = 1; i < perDoor; i++) expect((await joinFrom(event._id, address)).status).toBe(200);
    const refused = await joinFrom(event._id, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: ANSWER_MESSAGES.tooManyRequests, code: "tooManyRequests" });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.windowMs / 1000);
    const members = (await http.get<{ members: unknown[] }>(`/api/events/${event._id}`)).body.members;
    expect(members).toHaveLength(perDoor);

    // A guest already made comes back from the same address; another event's door and another
    // address are not held back.
    expect((await joinFrom(event._id, address, firstId, first.body.guestToken)).status).toBe(200);
    expect((await joinFrom((await bigEvent())._id, address)).status).toBe(200);
    expect((await joinFrom(event._id, "10.20.0.2")).status).toBe(200);
  });

  it("counts only identities really made: refused joins (full event, blocked name) do not", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host, { maxMembers: 1 });
    const address = "10.20.1.1";
    expect((await joinFrom(event._id, address)).status).toBe(200);
    for (let i = 0; i < perDoor + 5; i++) expect((await joinFrom(event._id, address)).status).toBe(409);
    await http.put(`/api/events/${event._id}`, { token: host.token, body: { maxMembers: 2 } });
    expect((await joinFrom(event._id, address)).status).toBe(200);
  });
});

describe("guests of a private event", () => {
  it("a signed-in account that is not a member cannot add one (403); a member and a host can", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host, { isPublic: false });
    const stranger = await buildUser(http);
    const refused = await http.put(`/api/events/${event._id}/guestJoinEvent`, {
      token: stranger.token,
      body: { guestName: "Plus one", guestId: randomUUID() },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: ANSWER_MESSAGES.notAMember, code: "notAMember" });
    expect(
      (await http.get<{ members: unknown[] }>(`/api/events/${event._id}`, { token: host.token })).body.members,
    ).toEqual([]);

    const member = await buildUser(http);
    await joinAsAccount(http, event._id, member);
    const added = await http.put(`/api/events/${event._id}/guestJoinEvent`, {
      token: member.token,
      body: { guestName: "Plus one", guestId: randomUUID() },
    });
    expect(added.status).toBe(200);
    const byHost = await http.put(`/api/events/${event._id}/guestJoinEvent`, {
      token: host.token,
      body: { guestName: "Plus two", guestId: randomUUID() },
    });
    expect(byHost.status).toBe(200);
  });

  it("a guest member still comes back with its own token", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host);
    const guest = await joinAsGuest(http, event._id);
    await http.put(`/api/events/${event._id}`, { token: host.token, body: { isPublic: false } });
    const back = await http.put(`/api/events/${event._id}/guestJoinEvent`, {
      guestToken: guest.guestToken,
      body: { guestName: guest.guestName, guestId: guest.guestId },
    });
    expect(back.status).toBe(200);
  });
});
