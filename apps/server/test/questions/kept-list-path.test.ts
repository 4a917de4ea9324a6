// A hall's re-reads of the question list are answered at once when everything they rest on is in
// memory: the token's checked signature, the caller's account or guest row, the event with the
// caller's standing, and the list of their view (listing-service.ts `keptQuestionList`). That path
// must answer exactly what the full path would, and step aside for everything the full path has
// to decide: each test reads first (so the rows are kept), checks the kept path is there, changes
// something through the API, and checks the kept path is gone and the answer is the full path's.
import type { Question } from "@handraise/contract";
import { type HttpAnswer, useTestServer } from "@handraise/test-support";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventAccessFor, keptEventAccess } from "../../src/features/events/event-access.ts";
import { type Actor, keptActor } from "../../src/http/actor.ts";
import { askOk, buildCast, type Caller, credentials } from "../support/cast.ts";

const { server, http } = useTestServer();

afterEach(() => {
  vi.useRealTimers();
});

function headersOf(caller: Caller): Record<string, string> {
  return "token" in caller ? { authorization: `Bearer ${caller.token}` } : { "x-guest-token": caller.guestToken };
}

function kept(headers: Record<string, string>): Actor | undefined {
  return keptActor(headers, server.ctx.db, server.ctx.tokens);
}

function read(eventId: string, caller?: Caller, etag?: string): Promise<HttpAnswer<Question[]>> {
  return http.get(`/api/questions/event/${eventId}`, {
    ...(caller ? credentials(caller) : {}),
    headers: etag ? { "if-none-match": etag } : {},
  });
}

describe("the list's kept path", () => {
  it("is taken once a member has read, and answers what the full path answered", async () => {
    const cast = await buildCast(http);
    await askOk(http, cast.eventId, cast.member, "Is the kept list the same list?");
    const first = await read(cast.eventId, cast.member);
    expect(first.status).toBe(200);

    for (const caller of [cast.member, cast.guest]) {
      await read(cast.eventId, caller);
      const actor = kept(headersOf(caller));
      expect(actor?.kind).toBe("token" in caller ? "account" : "guest");
      if (!actor) throw new Error("not kept");
      // The rights at once are the rights read.
      expect(keptEventAccess(server.ctx.db, actor, cast.eventId)).toEqual(
        await eventAccessFor(server.ctx.db, actor, cast.eventId),
      );
    }
    const again = await read(cast.eventId, cast.member);
    expect(again.status).toBe(200);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(again.body).toEqual(first.body);
    expect((await read(cast.eventId, cast.member, first.headers.get("etag") ?? "")).status).toBe(304);
  });

  it("steps aside for a revoked session, which the full path refuses, now and on every re-read", async () => {
    const cast = await buildCast(http);
    await read(cast.eventId, cast.member);
    expect(kept(headersOf(cast.member))?.kind).toBe("account");
    expect((await http.post("/api/auth/logout-all", { token: cast.member.token })).status).toBe(200);
    expect(kept(headersOf(cast.member))).toBeUndefined();
    expect((await read(cast.eventId, cast.member)).status).toBe(401);
    // The account's row is kept again, with its new token version: the old token stays refused.
    expect((await http.get("/api/auth/me", { token: cast.member.token })).status).toBe(401);
    expect(kept(headersOf(cast.member))).toBeUndefined();
    expect((await read(cast.eventId, cast.member)).status).toBe(401);
  });

  it("steps aside for a token that has expired since its signature was checked", async () => {
    const cast = await buildCast(http);
    await read(cast.eventId, cast.member);
    expect(kept(headersOf(cast.member))?.kind).toBe("account");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31 * 24 * 60 * 60 * 1000 });
    expect(kept(headersOf(cast.member))).toBeUndefined();
    expect((await read(cast.eventId, cast.member)).status).toBe(401);
  });

  it("leaves a bad token to the full path: an account's answers 401, a guest's reads as nobody", async () => {
    const cast = await buildCast(http);
    expect(kept({ authorization: "Bearer not-a-token" })).toBeUndefined();
    expect(kept({ authorization: "Bearer" })).toBeUndefined();
    expect((await http.get(`/api/questions/event/${cast.eventId}`, { token: "not-a-token" })).status).toBe(401);
    expect(kept({ "x-guest-token": "not-a-token" })).toBeUndefined();
    expect((await http.get(`/api/questions/event/${cast.eventId}`, { guestToken: "not-a-token" })).status).toBe(200);
    // No credential at all is nobody at once.
    expect(kept({})).toEqual({ kind: "anonymous" });
  });

  it("steps aside after a change of the questions, and the next read is the new list", async () => {
    const cast = await buildCast(http);
    const before = await read(cast.eventId, cast.guest);
    const guest = kept(headersOf(cast.guest));
    if (!guest) throw new Error("not kept");
    expect(keptEventAccess(server.ctx.db, guest, cast.eventId)).toBeDefined();
    await askOk(http, cast.eventId, cast.member, "Something new?");
    expect(keptEventAccess(server.ctx.db, guest, cast.eventId)).toBeUndefined();
    const after = await read(cast.eventId, cast.guest, before.headers.get("etag") ?? "");
    expect(after.status).toBe(200);
    expect(after.body.map((q) => q.content)).toEqual(["Something new?"]);
  });

  it("steps aside when the event turns private, which an anonymous caller may then not read", async () => {
    const cast = await buildCast(http);
    expect((await read(cast.eventId)).status).toBe(200);
    const nobody = kept({});
    if (!nobody) throw new Error("not kept");
    expect(keptEventAccess(server.ctx.db, nobody, cast.eventId)?.canRead).toBe(true);
    const turned = await http.put(`/api/events/${cast.eventId}`, { token: cast.host.token, body: { isPublic: false } });
    expect(turned.status).toBe(200);
    expect(keptEventAccess(server.ctx.db, nobody, cast.eventId)).toBeUndefined();
    expect((await read(cast.eventId)).status).toBe(404);
    // Kept again after that read, and refused by the kept path too: it gives way to the full path's 404.
    expect(keptEventAccess(server.ctx.db, nobody, cast.eventId)?.canRead).toBe(false);
    expect((await read(cast.eventId)).status).toBe(404);
  });
});
