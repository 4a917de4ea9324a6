// Ids that sort in the order of their rows' writing (db/time-ordered-id.ts): UUIDs of version 7.
import { describe, expect, it } from "vitest";
import { timeOrderedId } from "../../src/db/time-ordered-id.ts";

const VERSION_7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const momentOf = (id: string) => Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16);

describe("time-ordered ids", () => {
  it("are UUIDs of version 7 whose first 48 bits are the moment given", () => {
    const moment = Date.parse("2026-11-29T15:04:05.678Z");
    const id = timeOrderedId(moment);
    expect(id).toMatch(VERSION_7);
    expect(momentOf(id)).toBe(moment);
    expect(momentOf(timeOrderedId(0))).toBe(0);
  });

  it("sort by their moments, and differ within one moment", () => {
    const start = Date.parse("2026-11-29T15:00:00.000Z");
    const moments = [start, start + 1, start + 2, start + 1_000, start + 86_400_000];
    const ids = moments.map((moment) => timeOrderedId(moment));
    expect([...ids].sort()).toEqual(ids);
    const same = Array.from({ length: 1_000 }, () => timeOrderedId(start));
    expect(new Set(same).size).toBe(1_000);
    for (const id of same) expect(id).toMatch(VERSION_7);
  });
});
