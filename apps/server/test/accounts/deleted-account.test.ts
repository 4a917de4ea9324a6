// What a deleted account leaves behind: questions shown as from a deleted account, on every
// page and in the export, and an id nobody can ever act under again (no guest may claim it).
import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, DELETED_ACCOUNT_NAME, type Question } from "@handraise/contract";
import { joinAsAccount, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { askAnonymously, askOk, buildCast, listAs } from "../support/live-room.ts";

const { server, http } = useTestServer();

const guestBody = (guestId: string) => ({ guestName: "Mallory", guestId, joinedAt: "", ipAddress: "" });

/** An event where `member` asked a named and an anonymous question, then deleted the account. */
async function deletedAsker() {
  const cast = await buildCast(http, { allowAnonymous: true });
  const named = await askOk(http, cast.eventId, cast.member, "Named question of a leaver");
  const secret = (await askAnonymously(http, cast.eventId, cast.member, "Anonymous question of a leaver")).body;
  expect((await http.delete("/api/auth/me", { token: cast.member.token })).status).toBe(200);
  return { cast, named, secret };
}

describe("a deleted account's id", () => {
  it("can never be claimed as a guest id, on this event or another", async () => {
    const { cast } = await deletedAsker();
    const other = await buildCast(http);
    for (const eventId of [cast.eventId, other.eventId]) {
      const answer = await http.put(`/api/events/${eventId}/guestJoinEvent`, { body: guestBody(cast.member._id) });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: ANSWER_MESSAGES.guestTokenRequired, code: "guestTokenRequired" });
    }
    const guest = await server.ctx.db.selectFrom("guests").select("id").where("id", "=", cast.member._id).execute();
    expect(guest).toEqual([]);
  });

  it("acts on none of its questions, even for a guest that already held the id", async () => {
    const { cast, named, secret } = await deletedAsker();
    // As if the id had been claimed before it was retired: a guest row and a valid guest token.
    await server.ctx.db
      .insertInto("guests")
      .values({ id: cast.member._id, name: "Mallory", created_at: new Date().toISOString() })
      .execute();
    await server.ctx.db
      .insertInto("event_members")
      .values({
        id: randomUUID(),
        event_id: cast.eventId,
        user_id: null,
        guest_id: cast.member._id,
        guest_name: "Mallory",
        joined_at: new Date().toISOString(),
      })
      .execute();
    const guestToken = await server.ctx.tokens.signGuest(cast.member._id);
    const edit = await http.put(`/api/questions/${named._id}/edit`, { guestToken, body: { content: "Rewritten" } });
    expect(edit.status).toBe(403);
    const removed = await http.delete(`/api/questions/${secret._id}/delete`, { guestToken });
    expect(removed.status).toBe(403);
    const list = (await http.get<Question[]>(`/api/questions/event/${cast.eventId}`, { guestToken })).body;
    const anonymous = list.find((q) => q._id === secret._id);
    expect(anonymous?.creator.name).toBe("Anonymous");
    expect(anonymous?.createdBy).not.toBe(cast.member._id);
    expect(list.find((q) => q._id === named._id)?.content).toBe("Named question of a leaver");
  });
});

describe("a deleted account's questions", () => {
  it("leave the lists cached before the deletion at once: no page keeps the name", async () => {
    const cast = await buildCast(http);
    const named = await askOk(http, cast.eventId, cast.member, "Asked before leaving");
    const cached = await listAs(http, cast.eventId, cast.host);
    expect(cached.body.find((q) => q._id === named._id)?.creator.name).toBe(cast.member.displayName);
    expect((await http.delete("/api/auth/me", { token: cast.member.token })).status).toBe(200);
    for (const caller of [cast.host, cast.guest, undefined]) {
      const list = (await listAs(http, cast.eventId, caller)).body;
      expect(list.find((q) => q._id === named._id)?.creator.name).toBe(DELETED_ACCOUNT_NAME);
    }
  });

  it("show as from a deleted account to hosts, members, guests and visitors, and keep no name", async () => {
    const { cast, named, secret } = await deletedAsker();
    const newcomer = cast.outsider;
    await joinAsAccount(http, cast.eventId, newcomer);
    for (const caller of [cast.host, newcomer, cast.guest, undefined]) {
      const list = (await listAs(http, cast.eventId, caller)).body;
      const shown = list.find((q) => q._id === named._id);
      expect(shown?.creator.name).toBe(DELETED_ACCOUNT_NAME);
      expect(shown?.authorDeleted).toBe(true);
      expect(list.find((q) => q._id === secret._id)?.creator.name).toBe("Anonymous");
    }
    const rows = await server.ctx.db
      .selectFrom("questions")
      .select(["creator_name", "author_deleted"])
      .where("created_by", "=", cast.member._id)
      .execute();
    expect(rows).toEqual([
      { creator_name: "", author_deleted: 1 },
      { creator_name: "", author_deleted: 1 },
    ]);
    const csv = await http.get(`/api/events/${cast.eventId}/export.csv`, { token: cast.host.token });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(DELETED_ACCOUNT_NAME);
    expect(String(csv.body)).not.toContain(cast.member.displayName);
  });
});
