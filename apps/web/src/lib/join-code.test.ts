import { describe, expect, it } from "vitest";
import { eventPathFor, isTypedJoinCode, joinPageUrl, spokenUrl, typedJoinCode } from "./join-code.ts";

describe("a join code as typed", () => {
  it("is upper-cased and loses spaces and dashes anywhere", () => {
    expect(typedJoinCode("k7p3qx")).toBe("K7P3QX");
    expect(typedJoinCode("  K7P 3QX ")).toBe("K7P3QX");
    expect(typedJoinCode("k7p-3qx")).toBe("K7P3QX");
    expect(typedJoinCode("k7p – 3qx")).toBe("K7P3QX");
    expect(typedJoinCode("K 7 P\t3 Q X")).toBe("K7P3QX");
  });

  it("can be a code only with six characters of the alphabet", () => {
    expect(isTypedJoinCode("k7p-3qx")).toBe(true);
    expect(isTypedJoinCode("K7P3Q")).toBe(false);
    expect(isTypedJoinCode("K7P3QXA")).toBe(false);
    // The look-alikes are never part of a code.
    for (const lookAlike of ["0", "O", "1", "I", "L", "o", "i", "l"]) {
      expect(isTypedJoinCode(`K7P3Q${lookAlike}`)).toBe(false);
    }
    expect(isTypedJoinCode("K7P3Q_")).toBe(false);
    expect(isTypedJoinCode("")).toBe(false);
  });
});

describe("where a found event opens", () => {
  it("is the share page for a public event and the event page otherwise", () => {
    expect(eventPathFor({ _id: "e1", isPublic: true })).toBe("/events/p/e1");
    expect(eventPathFor({ _id: "e1", isPublic: false })).toBe("/events/e1");
  });
});

describe("the join page's address", () => {
  it("is /join under the base, with the code when one is given, and is read without its scheme", () => {
    expect(joinPageUrl("https://q.example.org", "K7P3QX")).toBe("https://q.example.org/join/K7P3QX");
    expect(spokenUrl(joinPageUrl("https://q.example.org"))).toBe("q.example.org/join");
    expect(spokenUrl("http://127.0.0.1:5173/join")).toBe("127.0.0.1:5173/join");
  });
});
