// The event says whether its question limit is reached (questionLimitReached), so a page can
// say so before anyone types; every page hears it change as eventUpdated when a question takes
// the last place or frees it, and when a host raises the limit.
import type { HandraiseEvent } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import type { Listener } from "../support/cast.ts";
import { askOk, buildCast, editEvent, settle, watch } from "../support/live-room.ts";

const room = useTestServer();

const limitReached = async (eventId: string, token?: string) =>
  (await room.http.get<HandraiseEvent>(`/api/events/${eventId}`, { token })).body.questionLimitReached;

const heardLimit = (socket: Listener) =>
  socket.heard
    .filter((h) => h.name === "eventUpdated")
    .map((h) => (h.payload as { event: HandraiseEvent }).event.questionLimitReached);

describe("the question limit, told before anyone types", () => {
  it("is false until the last place is taken, for every reader, and every page hears it flip", async () => {
    const cast = await buildCast(room.http, { maxQuestions: 2, moderateQuestions: true });
    expect(await limitReached(cast.eventId)).toBe(false);
    const sockets = await watch(room.server.url, cast, room.opened);
    await askOk(room.http, cast.eventId, cast.member, "One");
    expect(await limitReached(cast.eventId, cast.member.token)).toBe(false);
    // A question awaiting review takes a place too, though the audience does not see it.
    const last = await askOk(room.http, cast.eventId, cast.guest, "Two, awaiting review");
    expect(last.awaitingReview).toBe(true);
    for (const token of [undefined, cast.host.token, cast.member.token, cast.outsider.token]) {
      expect(await limitReached(cast.eventId, token)).toBe(true);
    }
    for (const socket of Object.values(sockets)) {
      expect(await socket.next("eventUpdated", (p) => p.event.questionLimitReached === true)).toBeTruthy();
    }
    // The dashboard's lists carry it too.
    const lists = await room.http.get<{ host_list: HandraiseEvent[] }>("/api/events", { token: cast.host.token });
    expect(lists.body.host_list.find((e) => e._id === cast.eventId)?.questionLimitReached).toBe(true);

    // Declining (deleting) the awaiting question frees the place.
    await room.http.delete(`/api/questions/${last._id}/delete`, { token: cast.host.token });
    expect(await limitReached(cast.eventId)).toBe(false);
    for (const socket of Object.values(sockets)) {
      expect(await socket.next("eventUpdated", (p) => p.event.questionLimitReached === false)).toBeTruthy();
    }
  });

  it("follows the host's change of the limit", async () => {
    const cast = await buildCast(room.http, { maxQuestions: 1 });
    await askOk(room.http, cast.eventId, cast.member, "Only one");
    expect(await limitReached(cast.eventId)).toBe(true);
    const sockets = await watch(room.server.url, cast, room.opened);
    const raised = await editEvent(room.http, cast.eventId, cast.host.token, { maxQuestions: 3 });
    expect(raised.body.questionLimitReached).toBe(false);
    await settle(sockets.guest);
    expect(heardLimit(sockets.guest)).toContain(false);
  });

  it("says nothing to the rooms while the limit is far", async () => {
    const cast = await buildCast(room.http, { maxQuestions: 5 });
    const sockets = await watch(room.server.url, cast, room.opened);
    await askOk(room.http, cast.eventId, cast.member, "First of five");
    await settle(sockets.member, sockets.host);
    expect(heardLimit(sockets.member)).toEqual([]);
  });
});
