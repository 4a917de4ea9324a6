// Where login and signup send the user afterwards: the page they came from, with autojoin kept,
// and never an address outside the app.
import { describe, expect, it } from "vitest";
import { returnPath, returnState } from "./return-path.ts";

const at = (search: string, state: unknown = null) => ({ search, state });

describe("returnPath", () => {
  it("goes to / when nothing says otherwise", () => {
    expect(returnPath(at(""))).toBe("/");
    expect(returnState(at(""))).toBeUndefined();
  });

  it("prefers the page the login guard remembered, then redirect, then from", () => {
    expect(returnPath(at("?redirect=/b&from=/c", { from: "/a?x=1" }))).toBe("/a?x=1");
    expect(returnPath(at("?redirect=/b&from=/c"))).toBe("/b");
    expect(returnPath(at("?from=/c"))).toBe("/c");
  });

  it("keeps autojoin=true, once", () => {
    expect(returnPath(at("?redirect=/events/1&autojoin=true"))).toBe("/events/1?autojoin=true");
    expect(returnPath(at("?autojoin=true", { from: "/events/1?tab=q" }))).toBe("/events/1?tab=q&autojoin=true");
    expect(returnPath(at("?autojoin=true", { from: "/events/1?autojoin=true" }))).toBe("/events/1?autojoin=true");
    expect(returnPath(at("", { from: "/events/1?autojoin=true" }))).toBe("/events/1?autojoin=true");
  });

  it("never leaves the app", () => {
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect(returnPath(at(`?redirect=${encodeURIComponent(bad)}`))).toBe("/");
    }
    expect(returnPath(at("", { from: 42 }))).toBe("/");
  });

  it("carries the target from /login to /signup", () => {
    expect(returnState(at("?redirect=/events/9"))).toEqual({ from: "/events/9" });
  });
});
