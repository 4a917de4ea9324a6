// The socket adapter parses every server message with the contract's schema of its payload: a
// handler gets a payload of the shape its type promises, or nothing (the message is dropped
// with a warning).
import type { Question } from "@handraise/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deliverMessage, type RoomHandlers } from "./realtime-client.ts";

const question: Question = {
  _id: "q1",
  eventId: "e1",
  content: "What comes next?",
  status: "pending",
  hidden: false,
  likes: [],
  favourites: [],
  createdBy: "m1",
  creator: { name: "Ada" },
  createdAt: "2030-01-01T10:00:00.000Z",
  anonymous: false,
  awaitingReview: false,
  reply: null,
  flagged: null,
};

/** A handler table that records what each handler was given. */
function recording() {
  const heard: Array<[string, unknown]> = [];
  const handlers: RoomHandlers = {
    questionAdded: (payload) => heard.push(["questionAdded", payload]),
    spotlightChanged: (payload) => heard.push(["spotlightChanged", payload]),
    bansChanged: (payload) => heard.push(["bansChanged", payload]),
    onRejoined: () => heard.push(["onRejoined", undefined]),
  };
  return { heard, handlers };
}

afterEach(() => vi.restoreAllMocks());

describe("a server message reaching a room's handlers", () => {
  it("is handed over when its payload matches the contract", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { heard, handlers } = recording();
    deliverMessage(handlers, "questionAdded", { eventId: "e1", question });
    deliverMessage(handlers, "spotlightChanged", { eventId: "e1", questionId: null });
    deliverMessage(handlers, "catchUp", undefined);
    expect(heard).toEqual([
      ["questionAdded", { eventId: "e1", question }],
      ["spotlightChanged", { eventId: "e1", questionId: null }],
      ["onRejoined", undefined],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("is dropped, with a warning, when its payload does not match", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { heard, handlers } = recording();
    deliverMessage(handlers, "questionAdded", { eventId: "e1", question: { ...question, likes: 3 } });
    deliverMessage(handlers, "questionAdded", { eventId: "e1" });
    deliverMessage(handlers, "spotlightChanged", { eventId: "e1", questionId: 7 });
    deliverMessage(handlers, "bansChanged", null);
    deliverMessage(handlers, "catchUp", { surprise: true });
    expect(heard).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]?.[0])).toContain("questionAdded");
  });

  it("gives a handler only the fields the contract names", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { heard, handlers } = recording();
    deliverMessage(handlers, "bansChanged", { eventId: "e1", extra: "<script>" });
    expect(heard).toEqual([["bansChanged", { eventId: "e1" }]]);
  });
});
