import { describe, expect, it } from "vitest";
import { newId, uuidFromRandomValues } from "./new-id.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newId", () => {
  it("builds a UUID v4 from random values where randomUUID is missing", () => {
    const ids = new Set(Array.from({ length: 200 }, uuidFromRandomValues));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it("answers a UUID v4", () => {
    expect(newId()).toMatch(UUID_V4);
  });
});
