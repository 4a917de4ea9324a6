// Real sockets (socket.io-client over websocket): room joins authorised like reads, and the
// news the server sends after each committed change to an event.
import { ANSWER_MESSAGES, MESSAGES } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  connectSocket,
  joinAsAccount,
  joinAsGuest,
  type TestUser,
  useTestServer,
} from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";

let host: TestUser;

const { server, http, opened: open } = useTestServer();
beforeAll(async () => {
  host = await buildUser(http, { displayName: "Live Host" });
});

async function socketFor(auth: { token?: string; guestToken?: string } = {}) {
  const socket = await connectSocket(server.url, auth);
  open.push(socket);
  return socket;
}

describe("event news over sockets", () => {
  it("checks a room request with the contract's schema and says which field is wrong", async () => {
    const socket = await socketFor();
    const ask = (payload: unknown) => socket.socket.timeout(5_000).emitWithAck("joinEventRoom", payload as never);
    expect(await ask({ eventId: "bad\u0000id" })).toEqual({ ok: false, message: `eventId: ${MESSAGES.unsafeText}` });
    for (const payload of [{}, { eventId: "" }, { eventId: "x".repeat(65) }, { eventId: 7 }, null]) {
      const answer = await ask(payload);
      expect(answer.ok, JSON.stringify(payload)).toBe(false);
      expect(answer).not.toEqual({ ok: false, message: ANSWER_MESSAGES.eventNotFound });
    }
    expect(await ask({ eventId: "x".repeat(64) })).toEqual({ ok: false, message: ANSWER_MESSAGES.eventNotFound });
  });

  it("tells every watcher of a public event about a status change, anonymous ones included", async () => {
    const event = await buildEvent(http, host);
    const viewer = await buildUser(http);
    const signedIn = await socketFor({ token: viewer.token });
    const anonymous = await socketFor();
    const hostSocket = await socketFor({ token: host.token });
    for (const socket of [signedIn, anonymous, hostSocket]) expect(await socket.join(event._id)).toEqual({ ok: true });

    const answer = await http.put(`/api/events/${event._id}`, { token: host.token, body: { status: "live" } });
    expect(answer.status).toBe(200);

    for (const socket of [signedIn, anonymous, hostSocket]) {
      expect(await socket.next("statusUpdated")).toEqual({ eventId: event._id, status: "live" });
      const updated = await socket.next("eventUpdated");
      expect(updated.event).toMatchObject({ _id: event._id, status: "live" });
    }
  });

  it("refuses an anonymous socket the room of a private event, and it hears nothing", async () => {
    const event = await buildEvent(http, host, { isPublic: false });
    const anonymous = await socketFor();
    const member = await buildUser(http);
    await joinAsAccount(http, event._id, member);
    const memberSocket = await socketFor({ token: member.token });

    const refused = await anonymous.join(event._id);
    expect(refused.ok).toBe(false);
    expect(await memberSocket.join(event._id)).toEqual({ ok: true });

    await http.put(`/api/events/${event._id}`, { token: host.token, body: { status: "ended" } });
    expect(await memberSocket.next("statusUpdated")).toEqual({ eventId: event._id, status: "ended" });
    await anonymous.flush();
    expect(anonymous.heard).toEqual([]);
  });

  it("stops telling anonymous sockets once a public event turns private, and keeps telling members", async () => {
    const event = await buildEvent(http, host);
    const guest = await joinAsGuest(http, event._id);
    const anonymous = await socketFor();
    const guestSocket = await socketFor({ guestToken: guest.guestToken });
    expect(await anonymous.join(event._id)).toEqual({ ok: true });
    expect(await guestSocket.join(event._id)).toEqual({ ok: true });

    await http.put(`/api/events/${event._id}`, { token: host.token, body: { isPublic: false } });
    const privateNews = await guestSocket.next("eventUpdated");
    expect(privateNews.event.isPublic).toBe(false);

    await http.put(`/api/events/${event._id}`, { token: host.token, body: { status: "live" } });
    expect(await guestSocket.next("statusUpdated")).toEqual({ eventId: event._id, status: "live" });
    await anonymous.flush();
    expect(anonymous.heard).toEqual([]);
    // and it cannot come back in
    expect((await anonymous.join(event._id)).ok).toBe(false);
  });

  it("announces joins, the questions pause and deletion", async () => {
    const event = await buildEvent(http, host);
    const watcher = await socketFor();
    expect(await watcher.join(event._id)).toEqual({ ok: true });

    const guest = await joinAsGuest(http, event._id, { guestName: "Newcomer" });
    const joined = await watcher.next("eventUpdated");
    expect(joined.event.members).toEqual([{ guestId: guest.guestId, guestName: "Newcomer" }]);

    watcher.heard.splice(0);
    await http.put(`/api/events/${event._id}`, { token: host.token, body: { questionsPaused: true } });
    expect((await watcher.next("eventUpdated")).event.questionsPaused).toBe(true);
    // no status change: no statusUpdated
    await watcher.flush();
    expect(watcher.heard.map((h) => h.name)).toEqual(["eventUpdated"]);

    await http.delete(`/api/events/${event._id}`, { token: host.token });
    expect(await watcher.next("eventDeleted")).toEqual({ eventId: event._id });
  });

  it("says nothing when a change is refused", async () => {
    const event = await buildEvent(http, host);
    const stranger = await buildUser(http);
    const watcher = await socketFor();
    expect(await watcher.join(event._id)).toEqual({ ok: true });
    const refused = await http.put(`/api/events/${event._id}`, { token: stranger.token, body: { status: "canceled" } });
    expect(refused.status).toBe(403);
    await http.put(`/api/events/${event._id}`, { token: host.token, body: { title: "Marker" } });
    expect((await watcher.next("eventUpdated")).event.title).toBe("Marker");
    expect(watcher.heard.map((h) => h.name)).toEqual(["eventUpdated"]);
  });
});
