// Live event messages reach every place that shows the event: both lists and the open event.
import type { HandraiseEvent } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { eventChanged, eventRemoved, eventStatusChanged, eventsSlice } from "./events-slice.ts";
import { createEvent, fetchEvent } from "./events-thunks.ts";

const reducer = eventsSlice.reducer;

function anEvent(id: string, fields: Partial<HandraiseEvent> = {}): HandraiseEvent {
  return {
    _id: id,
    title: `Event ${id}`,
    description: "",
    date: "2030-01-01T10:00:00.000Z",
    organisation: "",
    location_IRL: "",
    location_online: "",
    status: "upcoming",
    maxMembers: 10,
    maxPolls: 1,
    maxQuestions: 5,
    allowGuestMembers: true,
    isPublic: true,
    questionsPaused: false,
    code: "ABC234",
    spotlightQuestionId: null,
    moderateQuestions: false,
    allowAnonymous: true,
    createdBy: "u1",
    host: [{ hostId: "u1", hostName: "Hana" }],
    members: [],
    createdAt: "2029-12-01T10:00:00.000Z",
    ...fields,
  };
}

function stateWith(hosted: HandraiseEvent[], joined: HandraiseEvent[], current: HandraiseEvent | null) {
  return { ...reducer(undefined, { type: "init" }), host_list: hosted, member_list: joined, currentEvent: current };
}

describe("events slice", () => {
  it("applies a status change to both lists and the current event", () => {
    const state = stateWith([anEvent("a")], [anEvent("a"), anEvent("b")], anEvent("a"));
    const next = reducer(state, eventStatusChanged({ eventId: "a", status: "live" }));
    expect(next.host_list[0]?.status).toBe("live");
    expect(next.member_list.map((e) => e.status)).toEqual(["live", "upcoming"]);
    expect(next.currentEvent?.status).toBe("live");
  });

  it("replaces an edited event where it is shown and adds it nowhere else", () => {
    const state = stateWith([], [anEvent("b")], anEvent("b"));
    const next = reducer(state, eventChanged(anEvent("b", { title: "Renamed", isPublic: false })));
    expect(next.member_list[0]).toMatchObject({ title: "Renamed", isPublic: false });
    expect(next.currentEvent?.title).toBe("Renamed");
    expect(reducer(state, eventChanged(anEvent("z"))).host_list).toEqual([]);
  });

  it("removes a deleted event from both lists and marks the open one as not found", () => {
    const state = stateWith([anEvent("a")], [anEvent("a")], anEvent("a"));
    const next = reducer(state, eventRemoved("a"));
    expect(next.host_list).toEqual([]);
    expect(next.member_list).toEqual([]);
    expect(next.currentEvent).toBeNull();
    expect(next.currentNotFound).toBe(true);
  });

  it("appends a created event to host_list", () => {
    const state = stateWith([anEvent("a")], [], null);
    const next = reducer(state, createEvent.fulfilled(anEvent("c"), "req", { title: "c", date: "x" }));
    expect(next.host_list.map((e) => e._id)).toEqual(["a", "c"]);
  });

  it("treats a 404 on the open event as not available and keeps other errors as messages", () => {
    const state = stateWith([], [], null);
    const missing = reducer(state, fetchEvent.rejected(null, "req", "x", { message: "Event not found", status: 404 }));
    expect(missing.currentNotFound).toBe(true);
    const offline = reducer(
      state,
      fetchEvent.rejected(null, "req", "x", { message: "Failed to fetch event", status: 0 }),
    );
    expect(offline.currentNotFound).toBe(false);
    expect(offline.currentError).toBe("Failed to fetch event");
  });
});
