import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadNamespaces } from "../../../lib/i18n/catalogues.ts";
import { pollUsage, statusActions } from "./poll-actions.ts";

describe("a poll's status actions", () => {
  it("opens a draft, closes an open poll, reopens a closed one; both go back to draft", () => {
    expect(statusActions("draft").map((a) => a.change)).toEqual([{ status: "open" }]);
    expect(statusActions("open").map((a) => a.change)).toEqual([{ status: "closed" }, { status: "draft" }]);
    expect(statusActions("closed").map((a) => a.change)).toEqual([{ status: "open" }, { status: "draft" }]);
    expect(statusActions("closed").map((a) => a.key)).toEqual(["open", "backToDraft"]);
  });
});

describe("the poll limit's usage", () => {
  it("counts every poll against the event's maxPolls", () => {
    expect(pollUsage(1, 3)).toEqual({ used: 1, max: 3, full: false });
    expect(pollUsage(3, 3).full).toBe(true);
    expect(pollUsage(0, 0).full).toBe(true);
  });

  it("says the usage with the limit's own plural", async () => {
    await loadNamespaces(i18n, "en", ["poll-host"]);
    i18n.activate("en");
    expect(i18n._("poll-host.usage", { used: 1, max: 3 })).toBe("1 of 3 polls");
    expect(i18n._("poll-host.usage", { used: 0, max: 1 })).toBe("0 of 1 poll");
  });
});
