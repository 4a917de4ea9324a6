// Joining events as an account or a guest: harmless repeats, full events, guest identity proven
// only by its token, and concurrent joins that never overshoot maxMembers.
import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, guestJoinAnswerSchema } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  joinAsAccount,
  joinAsGuest,
  type TestUser,
  useTestServer,
} from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";

let host: TestUser;

const { server, http } = useTestServer();
beforeAll(async () => {
  host = await buildUser(http, { displayName: "Hosting Hana" });
});

const memberRows = (eventId: string) =>
  server.ctx.db.selectFrom("event_members").selectAll().where("event_id", "=", eventId).execute();

const guestBody = (guestId: string, guestName = "Gina Guest") => ({ guestName, guestId, joinedAt: "", ipAddress: "" });

describe("PUT /api/events/:id/accountJoinEvent", () => {
  it("adds the account as a member and answers the joined event", async () => {
    const event = await buildEvent(http, host);
    const member = await buildUser(http);
    const answer = await http.put(`/api/events/${event._id}/accountJoinEvent`, { token: member.token });
    expect(answer.status).toBe(200);
    expect(answer.body._id).toBe(event._id);
    expect(answer.body.members).toEqual([{ user: member._id }]);
  });

  it("is harmless when repeated: same answer, one row", async () => {
    const event = await buildEvent(http, host);
    const member = await buildUser(http);
    const first = await joinAsAccount(http, event._id, member);
    const second = await joinAsAccount(http, event._id, member);
    expect(second).toEqual(first);
    expect(await memberRows(event._id)).toHaveLength(1);
  });

  it("changes nothing when a host joins their own event", async () => {
    const event = await buildEvent(http, host);
    const answer = await joinAsAccount(http, event._id, host);
    expect(answer.members).toEqual([]);
    expect(answer.host).toEqual(event.host);
  });

  it("lets a signed-in user with the link join a private event", async () => {
    const event = await buildEvent(http, host, { isPublic: false });
    const member = await buildUser(http);
    expect((await joinAsAccount(http, event._id, member)).members).toEqual([{ user: member._id }]);
  });

  it("requires an account (401) and an existing event (404)", async () => {
    const event = await buildEvent(http, host);
    expect((await http.put(`/api/events/${event._id}/accountJoinEvent`)).status).toBe(401);
    const member = await buildUser(http);
    const unknown = await http.put(`/api/events/${randomUUID()}/accountJoinEvent`, { token: member.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ANSWER_MESSAGES.eventNotFound);
  });

  it("refuses a join into a full event with 409, while members already in may repeat", async () => {
    const event = await buildEvent(http, host, { maxMembers: 2 });
    const [a, b, c] = await Promise.all([buildUser(http), buildUser(http), buildUser(http)]);
    await joinAsAccount(http, event._id, a);
    await joinAsGuest(http, event._id);
    const refused = await http.put(`/api/events/${event._id}/accountJoinEvent`, { token: b.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: ANSWER_MESSAGES.eventFull, code: "eventFull" });
    const refusedGuest = await http.put(`/api/events/${event._id}/guestJoinEvent`, { body: guestBody(randomUUID()) });
    expect(refusedGuest.status).toBe(409);
    expect((await http.put(`/api/events/${event._id}/accountJoinEvent`, { token: a.token })).status).toBe(200);
    expect(await memberRows(event._id)).toHaveLength(2);
    void c;
  });

  it("never overshoots maxMembers under 30 concurrent joins by 30 different users", async () => {
    const event = await buildEvent(http, host, { maxMembers: 10 });
    const users: TestUser[] = [];
    for (let i = 0; i < 30; i += 1) users.push(await buildUser(http));
    const answers = await Promise.all(
      users.map((user) => http.put(`/api/events/${event._id}/accountJoinEvent`, { token: user.token })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    expect(await memberRows(event._id)).toHaveLength(10);
    const read = await http.get(`/api/events/${event._id}`);
    expect(read.body.members).toHaveLength(10);
  });
});

describe("PUT /api/events/:id/guestJoinEvent", () => {
  it("registers a new guest, lists it as a member and answers a guest token", async () => {
    const event = await buildEvent(http, host);
    const guestId = randomUUID();
    const answer = await http.put(`/api/events/${event._id}/guestJoinEvent`, { body: guestBody(guestId, "Gina") });
    expect(answer.status).toBe(200);
    const joined = guestJoinAnswerSchema.parse(answer.body);
    expect(joined.members).toEqual([{ guestId, guestName: "Gina" }]);
    expect(joined.guestToken).toBeTruthy();
    // the token proves this guest on later calls
    const guests = await server.ctx.db.selectFrom("guests").selectAll().where("id", "=", guestId).execute();
    expect(guests).toHaveLength(1);
    expect(await server.ctx.tokens.verifyGuest(joined.guestToken)).toMatchObject({ guestId });
  });

  it("refuses guests where the event does not allow them (403)", async () => {
    const event = await buildEvent(http, host, { allowGuestMembers: false });
    const guestId = randomUUID();
    const answer = await http.put(`/api/events/${event._id}/guestJoinEvent`, { body: guestBody(guestId) });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: ANSWER_MESSAGES.guestsNotAllowed, code: "guestsNotAllowed" });
    // a refused join registers nothing, so the guest id stays free
    expect(await server.ctx.db.selectFrom("guests").select("id").where("id", "=", guestId).execute()).toEqual([]);
  });

  it("refuses someone else's guestId without its token (403), and with another guest's token", async () => {
    const first = await buildEvent(http, host);
    const second = await buildEvent(http, host);
    const victim = await joinAsGuest(http, first._id, { guestName: "Victim" });
    const impostor = await joinAsGuest(http, first._id, { guestName: "Impostor" });

    const bare = await http.put(`/api/events/${second._id}/guestJoinEvent`, {
      body: guestBody(victim.guestId, "Fake"),
    });
    expect(bare.status).toBe(403);
    expect(bare.body).toEqual({ message: ANSWER_MESSAGES.guestTokenRequired, code: "guestTokenRequired" });

    const wrongToken = await http.put(`/api/events/${second._id}/guestJoinEvent`, {
      guestToken: impostor.guestToken,
      body: guestBody(victim.guestId, "Fake"),
    });
    expect(wrongToken.status).toBe(403);

    const sameEvent = await http.put(`/api/events/${first._id}/guestJoinEvent`, { body: guestBody(victim.guestId) });
    expect(sameEvent.status).toBe(403);
    expect(await memberRows(second._id)).toEqual([]);
  });

  it("lets a guest with its token join more events, and repeat a join harmlessly", async () => {
    const first = await buildEvent(http, host);
    const second = await buildEvent(http, host);
    const guest = await joinAsGuest(http, first._id, { guestName: "Returning" });
    const again = await joinAsGuest(http, first._id, { ...guest });
    expect(again.event.members).toEqual(guest.event.members);
    expect(await memberRows(first._id)).toHaveLength(1);
    const other = await joinAsGuest(http, second._id, { ...guest });
    expect(other.event.members).toEqual([{ guestId: guest.guestId, guestName: "Returning" }]);
  });

  it("validates the guest payload: a name of at least 3 characters and a uuid", async () => {
    const event = await buildEvent(http, host);
    const shortName = await http.put(`/api/events/${event._id}/guestJoinEvent`, {
      body: guestBody(randomUUID(), "Al"),
    });
    expect(shortName.status).toBe(400);
    const badId = await http.put(`/api/events/${event._id}/guestJoinEvent`, { body: guestBody("not-a-uuid") });
    expect(badId.status).toBe(400);
  });

  it("hides a private event from a guest who is not yet a member (404)", async () => {
    const event = await buildEvent(http, host, { isPublic: false });
    const answer = await http.put(`/api/events/${event._id}/guestJoinEvent`, { body: guestBody(randomUUID()) });
    expect(answer.status).toBe(404);
  });

  it("admits exactly maxMembers guests under concurrent joins", async () => {
    const event = await buildEvent(http, host, { maxMembers: 5 });
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        http.put(`/api/events/${event._id}/guestJoinEvent`, { body: guestBody(randomUUID()) }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10);
    expect(await memberRows(event._id)).toHaveLength(5);
  });
});
