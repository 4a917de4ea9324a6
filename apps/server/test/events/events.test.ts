// Events over real HTTP: create, read (public, private), list, edit and delete, with who may do
// each (docs/product.md §10 "Who may do what").
import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, eventListsAnswerSchema, eventSchema, MESSAGES } from "@handraise/contract";
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
let other: TestUser;

const { server, http } = useTestServer();
beforeAll(async () => {
  host = await buildUser(http, { displayName: "Ada Host" });
  other = await buildUser(http, { displayName: "Bob Other" });
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe("POST /api/events", () => {
  it("creates an event with the creator as first host and the documented defaults", async () => {
    const answer = await http.post("/api/events", {
      token: host.token,
      body: {
        title: "  Town hall ",
        date: inAnHour(),
        description: "All hands",
        host: { hostId: other._id, hostName: "x" },
      },
    });
    expect(answer.status).toBe(200);
    const event = eventSchema.parse(answer.body);
    expect(event).toMatchObject({
      title: "Town hall",
      description: "All hands",
      status: "upcoming",
      maxMembers: 10,
      maxPolls: 3,
      maxQuestions: 5,
      isPublic: true,
      allowGuestMembers: false,
      questionsPaused: false,
      createdBy: host._id,
      // the host comes from the token, not from the body's claim
      host: [{ hostId: host._id, hostName: "Ada Host" }],
      members: [],
    });
    expect(event._id).toBeTruthy();
  });

  it("requires a signed-in account", async () => {
    const answer = await http.post("/api/events", { body: { title: "T", date: inAnHour() } });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBeTruthy();
  });

  it("requires a title and a date", async () => {
    const noTitle = await http.post("/api/events", { token: host.token, body: { title: "   ", date: inAnHour() } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBeTruthy();
    const noDate = await http.post("/api/events", { token: host.token, body: { title: "T" } });
    expect(noDate.status).toBe(400);
    expect(noDate.body.message).toBeTruthy();
    const badStatus = await http.post("/api/events", {
      token: host.token,
      body: { title: "T", date: inAnHour(), status: "sleeping" },
    });
    expect(badStatus.status).toBe(400);
  });
});

describe("GET /api/events/:id", () => {
  it("answers a public event to anyone, including anonymous callers", async () => {
    const event = await buildEvent(http, host, { title: "Open day" });
    const answer = await http.get(`/api/events/${event._id}`);
    expect(answer.status).toBe(200);
    // The host's own blocked words are for hosts only (docs/features/moderation.md).
    const { blockedWords, ...shown } = event;
    expect(blockedWords).toEqual([]);
    expect(answer.body).toEqual(shown);
  });

  it("hides a private event from anonymous callers with 404", async () => {
    const event = await buildEvent(http, host, { isPublic: false });
    const answer = await http.get(`/api/events/${event._id}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: ANSWER_MESSAGES.eventNotFound, code: "eventNotFound" });
  });

  it("answers a private event to a signed-in non-member who has the link", async () => {
    const event = await buildEvent(http, host, { isPublic: false });
    const answer = await http.get(`/api/events/${event._id}`, { token: other.token });
    expect(answer.status).toBe(200);
    expect(answer.body._id).toBe(event._id);
  });

  it("answers a private event to a guest member, proven by its guest token", async () => {
    const event = await buildEvent(http, host);
    const guest = await joinAsGuest(http, event._id);
    await http.put(`/api/events/${event._id}`, { token: host.token, body: { isPublic: false } });
    const asGuest = await http.get(`/api/events/${event._id}`, { guestToken: guest.guestToken });
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.members).toContainEqual({ guestId: guest.guestId, guestName: guest.guestName });
    const stranger = await joinAsGuest(http, (await buildEvent(http, host))._id);
    const asStranger = await http.get(`/api/events/${event._id}`, { guestToken: stranger.guestToken });
    expect(asStranger.status).toBe(404);
  });

  it("answers 404 for an unknown event", async () => {
    const answer = await http.get(`/api/events/${randomUUID()}`, { token: host.token });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(ANSWER_MESSAGES.eventNotFound);
  });
});

describe("GET /api/events", () => {
  it("lists the events a user hosts and the events they joined", async () => {
    const lister = await buildUser(http);
    const mine = await buildEvent(http, lister, { title: "Mine" });
    const theirs = await buildEvent(http, host, { title: "Theirs" });
    await buildEvent(http, host, { title: "Not joined" });
    await joinAsAccount(http, theirs._id, lister);
    const answer = await http.get("/api/events", { token: lister.token });
    expect(answer.status).toBe(200);
    const lists = eventListsAnswerSchema.parse(answer.body);
    expect(lists.host_list.map((e) => e.title)).toEqual(["Mine"]);
    expect(lists.member_list.map((e) => e.title)).toEqual(["Theirs"]);
    expect(lists.host_list[0]?._id).toBe(mine._id);
  });

  it("requires a signed-in account", async () => {
    expect((await http.get("/api/events")).status).toBe(401);
  });
});

describe("PUT /api/events/:id", () => {
  it("lets a host make a full update", async () => {
    const event = await buildEvent(http, host);
    const date = new Date(Date.now() + 86_400_000).toISOString();
    const answer = await http.put(`/api/events/${event._id}`, {
      token: host.token,
      body: {
        title: "Renamed",
        description: "New words",
        date,
        organisation: "Org",
        location_IRL: "Hall B",
        location_online: "https://meet.example/abc",
        status: "live",
        maxMembers: 8,
        maxPolls: 3,
        maxQuestions: 3,
        allowGuestMembers: false,
        isPublic: true,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: event._id,
      title: "Renamed",
      description: "New words",
      date,
      organisation: "Org",
      location_IRL: "Hall B",
      location_online: "https://meet.example/abc",
      status: "live",
      maxMembers: 8,
      maxQuestions: 3,
      allowGuestMembers: false,
      host: event.host,
    });
    expect((await http.get(`/api/events/${event._id}`)).body.title).toBe("Renamed");
  });

  it("changes only the status, only the visibility or only the questions pause", async () => {
    const event = await buildEvent(http, host, { title: "Keep me" });
    const status = await http.put(`/api/events/${event._id}`, { token: host.token, body: { status: "paused" } });
    expect(status.body).toMatchObject({ status: "paused", title: "Keep me", isPublic: true });
    const visibility = await http.put(`/api/events/${event._id}`, { token: host.token, body: { isPublic: false } });
    expect(visibility.body).toMatchObject({ status: "paused", isPublic: false });
    const pause = await http.put(`/api/events/${event._id}`, { token: host.token, body: { questionsPaused: true } });
    expect(pause.body).toMatchObject({ status: "paused", isPublic: false, questionsPaused: true, title: "Keep me" });
  });

  it("refuses a non-host with 403, even a member", async () => {
    const event = await buildEvent(http, host);
    await joinAsAccount(http, event._id, other);
    const answer = await http.put(`/api/events/${event._id}`, { token: other.token, body: { status: "ended" } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ANSWER_MESSAGES.forbidden);
    expect((await http.get(`/api/events/${event._id}`)).body.status).toBe("upcoming");
  });

  it("refuses anonymous callers and guests with 401", async () => {
    const event = await buildEvent(http, host);
    const guest = await joinAsGuest(http, event._id);
    expect((await http.put(`/api/events/${event._id}`, { body: { status: "live" } })).status).toBe(401);
    const asGuest = await http.put(`/api/events/${event._id}`, {
      guestToken: guest.guestToken,
      body: { status: "live" },
    });
    expect(asGuest.status).toBe(401);
  });

  it("rejects an empty update, unknown fields and unknown events", async () => {
    const event = await buildEvent(http, host);
    expect((await http.put(`/api/events/${event._id}`, { token: host.token, body: {} })).status).toBe(400);
    const unknownField = await http.put(`/api/events/${event._id}`, {
      token: host.token,
      body: { createdBy: other._id },
    });
    expect(unknownField.status).toBe(400);
    const unknownEvent = await http.put(`/api/events/${randomUUID()}`, { token: host.token, body: { status: "live" } });
    expect(unknownEvent.status).toBe(404);
  });

  it("lets every host of the event edit it", async () => {
    const event = await buildEvent(http, host);
    await server.ctx.db
      .insertInto("event_hosts")
      .values({ event_id: event._id, user_id: other._id, host_name: other.displayName, position: 1 })
      .execute();
    const answer = await http.put(`/api/events/${event._id}`, { token: other.token, body: { status: "live" } });
    expect(answer.status).toBe(200);
    expect(answer.body.host).toEqual([
      { hostId: host._id, hostName: "Ada Host" },
      { hostId: other._id, hostName: "Bob Other" },
    ]);
  });
});

describe("DELETE /api/events/:id", () => {
  it("lets the creator delete: gone from reads and from both lists, questions and members with it", async () => {
    const event = await buildEvent(http, host);
    const member = await buildUser(http);
    await joinAsAccount(http, event._id, member);
    const now = new Date().toISOString();
    await server.ctx.db
      .insertInto("questions")
      .values({
        id: randomUUID(),
        event_id: event._id,
        content: "Will this go?",
        status: "pending",
        hidden: 0,
        awaiting_review: 0,
        anonymous: 0,
        author_deleted: 0,
        created_by: member._id,
        creator_name: member.displayName,
        idempotency_key: null,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const answer = await http.delete(`/api/events/${event._id}`, { token: host.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: MESSAGES.eventDeleted });

    expect((await http.get(`/api/events/${event._id}`, { token: host.token })).status).toBe(404);
    const hostLists = await http.get("/api/events", { token: host.token });
    expect(hostLists.body.host_list.map((e: { _id: string }) => e._id)).not.toContain(event._id);
    const memberLists = await http.get("/api/events", { token: member.token });
    expect(memberLists.body.member_list).toEqual([]);
    const questions = await server.ctx.db
      .selectFrom("questions")
      .select("id")
      .where("event_id", "=", event._id)
      .execute();
    expect(questions).toEqual([]);
    const members = await server.ctx.db
      .selectFrom("event_members")
      .select("id")
      .where("event_id", "=", event._id)
      .execute();
    expect(members).toEqual([]);
  });

  it("refuses a host who is not the creator with 403", async () => {
    const event = await buildEvent(http, host);
    await server.ctx.db
      .insertInto("event_hosts")
      .values({ event_id: event._id, user_id: other._id, host_name: other.displayName, position: 1 })
      .execute();
    const answer = await http.delete(`/api/events/${event._id}`, { token: other.token });
    expect(answer.status).toBe(403);
    expect((await http.get(`/api/events/${event._id}`)).status).toBe(200);
  });

  it("refuses members (403) and anonymous callers (401), and answers 404 for unknown events", async () => {
    const event = await buildEvent(http, host);
    await joinAsAccount(http, event._id, other);
    expect((await http.delete(`/api/events/${event._id}`, { token: other.token })).status).toBe(403);
    expect((await http.delete(`/api/events/${event._id}`)).status).toBe(401);
    expect((await http.delete(`/api/events/${randomUUID()}`, { token: host.token })).status).toBe(404);
    expect((await http.get(`/api/events/${event._id}`)).status).toBe(200);
  });
});
