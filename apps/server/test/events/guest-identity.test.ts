// A guest id is the guest's identity in likes, favourites and authorship, and accounts share
// that id space: a guest may never take an account's id, which any member list shows.
import { ANSWER_MESSAGES } from "@handraise/contract";
import { buildEvent, buildUser, joinAsAccount, type TestUser, useTestServer } from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";

let host: TestUser;

const { server, http } = useTestServer();
beforeAll(async () => {
  host = await buildUser(http, { displayName: "Hosting Hana" });
});

const guestBody = (guestId: string) => ({ guestName: "Mallory", guestId, joinedAt: "", ipAddress: "" });

describe("a guest id that is an account's id", () => {
  it("is refused (403) for the host's id and for a member's id, and nothing is stored", async () => {
    const event = await buildEvent(http, host, { allowGuestMembers: true });
    const member = await buildUser(http);
    await joinAsAccount(http, event._id, member);
    for (const taken of [host._id, member._id]) {
      const answer = await http.put(`/api/events/${event._id}/guestJoinEvent`, { body: guestBody(taken) });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: ANSWER_MESSAGES.guestTokenRequired, code: "guestTokenRequired" });
    }
    const guests = await server.ctx.db
      .selectFrom("guests")
      .select("id")
      .where("id", "in", [host._id, member._id])
      .execute();
    expect(guests).toEqual([]);
    const members = await server.ctx.db
      .selectFrom("event_members")
      .select("guest_id")
      .where("event_id", "=", event._id)
      .where("guest_id", "is not", null)
      .execute();
    expect(members).toEqual([]);
  });
});
