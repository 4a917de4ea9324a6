import { describe, expect, it } from "vitest";
import { highlightParts, isBlank, matchesSearch, memberTypeOf } from "../src/index.ts";

describe("isBlank", () => {
  it("treats whitespace and zero-width characters as empty", () => {
    expect(isBlank("   \n\t")).toBe(true);
    expect(isBlank("\u200B\u200D\uFEFF ")).toBe(true);
    expect(isBlank(" a ")).toBe(false);
  });
});

describe("question search", () => {
  it("is case-insensitive, ignores punctuation, matches substrings and word prefixes", () => {
    expect(matchesSearch("What's the ROADMAP?", "whats")).toBe(true);
    expect(matchesSearch("What's the ROADMAP?", "road")).toBe(true);
    expect(matchesSearch("What's the ROADMAP?", '"roadmap"')).toBe(true);
    expect(matchesSearch("Pricing for teams", "team pri")).toBe(true);
    expect(matchesSearch("Pricing for teams", "budget")).toBe(false);
  });
  it("highlights the matching characters of the original text", () => {
    const parts = highlightParts("What's new?", "whats");
    expect(
      parts
        .filter((p) => p.match)
        .map((p) => p.text)
        .join(""),
    ).toBe("Whats");
  });
});

describe("memberTypeOf", () => {
  const event = {
    _id: "e1",
    host: [{ hostId: "h1", hostName: "Host" }],
    members: [{ user: "u1" }, { guestId: "g1", guestName: "Guest" }],
  };
  it("derives host, account member, guest member and non-member", () => {
    expect(memberTypeOf(event, "h1", null)).toBe("host");
    expect(memberTypeOf(event, "u1", null)).toBe("account_member");
    expect(memberTypeOf(event, undefined, { guestId: "g1", guestMemberEvent_Ids: ["e1"] })).toBe("guest_member");
    expect(memberTypeOf(event, undefined, { guestId: "g1", guestMemberEvent_Ids: [] })).toBe("non-member");
    expect(memberTypeOf(event, "u2", null)).toBe("non-member");
  });
});
