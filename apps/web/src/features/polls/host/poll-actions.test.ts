import { POLL_HOST_MESSAGES } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { pollUsage, statusActions } from "./poll-actions.ts";

describe("a poll's status actions", () => {
  it("opens a draft, closes an open poll, reopens a closed one; both go back to draft", () => {
    expect(statusActions("draft").map((a) => a.change)).toEqual([{ status: "open" }]);
    expect(statusActions("open").map((a) => a.change)).toEqual([{ status: "closed" }, { status: "draft" }]);
    expect(statusActions("closed").map((a) => a.change)).toEqual([{ status: "open" }, { status: "draft" }]);
    expect(statusActions("closed").map((a) => a.label)).toEqual([
      POLL_HOST_MESSAGES.open,
      POLL_HOST_MESSAGES.backToDraft,
    ]);
  });
});

describe("the poll limit's usage", () => {
  it("counts every poll against the event's maxPolls", () => {
    expect(pollUsage(1, 3)).toEqual({ used: 1, max: 3, full: false, text: "1 of 3 polls" });
    expect(pollUsage(3, 3).full).toBe(true);
    expect(pollUsage(0, 1).text).toBe("0 of 1 poll");
    expect(pollUsage(0, 0).full).toBe(true);
  });
});
