// A token's signature is checked once and the result kept (http/tokens.ts), but revocation is
// not: a session logged out everywhere and a guest that no longer exists are refused on their
// very next request, although their tokens' signatures were already checked and kept.

import { buildEvent, buildUser, joinAsGuest, useTestServer } from "@handraise/test-support";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scopes } from "../../src/http/cache-invalidation.ts";
import { TokenSigner } from "../../src/http/tokens.ts";

const { server, http } = useTestServer();

afterEach(() => {
  vi.useRealTimers();
});

describe("kept token checks never outlive a revocation", () => {
  it("a session logged out everywhere answers 401 on its next request", async () => {
    const user = await buildUser(http);
    // Used several times: its signature check is kept.
    for (let i = 0; i < 3; i++) expect((await http.get("/api/auth/me", { token: user.token })).status).toBe(200);
    expect((await http.post("/api/auth/logout-all", { token: user.token })).status).toBe(200);
    expect((await http.get("/api/auth/me", { token: user.token })).status).toBe(401);
  });

  it("a guest removed from storage is nobody on its next request: a private event is not found", async () => {
    const host = await buildUser(http);
    // Guests join a public event; it is made private once they are members.
    const event = await buildEvent(http, host);
    const guest = await joinAsGuest(http, event._id);
    const turnedPrivate = await http.put(`/api/events/${event._id}`, { token: host.token, body: { isPublic: false } });
    expect(turnedPrivate.status).toBe(200);
    const list = `/api/questions/event/${event._id}`;
    for (let i = 0; i < 3; i++) expect((await http.get(list, { guestToken: guest.guestToken })).status).toBe(200);
    await server.ctx.db.deleteFrom("event_members").where("guest_id", "=", guest.guestId).execute();
    await server.ctx.db.deleteFrom("guests").where("id", "=", guest.guestId).execute();
    // As the erasing write does (reports/erase-service.ts), the rows this instance kept are dropped.
    server.ctx.caches.forget([scopes.guest(guest.guestId), scopes.member(event._id, guest.guestId)]);
    expect((await http.get(list, { guestToken: guest.guestToken })).status).toBe(404);
  });
});

describe("the kept signature checks", () => {
  const signer = new TokenSigner("a secret long enough for the tests, 32+ chars");

  it("answer the same claims as the first check, and refuse a token once it has expired", async () => {
    const token = await signer.signGuest("guest-1");
    expect(await signer.verifyGuest(token)).toEqual({ kind: "guest", guestId: "guest-1" });
    expect(await signer.verifyGuest(token)).toEqual({ kind: "guest", guestId: "guest-1" });
    // A guest token is not an account token, kept or not.
    expect(await signer.verifyAccount(token)).toBeUndefined();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 366 * 24 * 60 * 60 * 1000 });
    expect(await signer.verifyGuest(token)).toBeUndefined();
  });

  it("do not vouch for a token with the same claims and another signature", async () => {
    const token = await signer.signAccount("user-1", 3, 1_800_000_000);
    expect(await signer.verifyAccount(token)).toEqual({
      kind: "account",
      userId: "user-1",
      tokenVersion: 3,
      signedInAt: 1_800_000_000,
    });
    const [header, payload] = token.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    expect(await signer.verifyAccount(forged)).toBeUndefined();
    const otherSecret = new TokenSigner("another secret, also long enough for tests");
    expect(await otherSecret.verifyAccount(token)).toBeUndefined();
  });

  it("check a token's signature once when its first calls arrive together, and a forged copy on its own", async () => {
    const fresh = new TokenSigner("a third secret, long enough for the tests too");
    const token = await fresh.signGuest("guest-2");
    const [header, payload] = token.split(".");
    const forged = `${header}.${payload}.${"B".repeat(43)}`;
    const verify = vi.spyOn(crypto.subtle, "verify");
    try {
      const answers = await Promise.all([
        ...Array.from({ length: 20 }, () => fresh.verifyGuest(token)),
        fresh.verifyGuest(forged),
      ]);
      expect(answers.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => ({ kind: "guest", guestId: "guest-2" })));
      expect(answers[20]).toBeUndefined();
      // One check for the twenty calls of the real token, one for the forged one.
      expect(verify).toHaveBeenCalledTimes(2);
      // Checked and kept: a later call asks for none.
      expect(await fresh.verifyGuest(token)).toEqual({ kind: "guest", guestId: "guest-2" });
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });
});
