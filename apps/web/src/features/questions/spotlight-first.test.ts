import type { Question } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { spotlightFirst } from "./spotlight-first.ts";

const question = (id: string) => ({ _id: id }) as Question;
const ids = (list: Question[]) => list.map((q) => q._id);

describe("the question answered now leads the list", () => {
  const list = [question("a"), question("b"), question("c")];

  it("moves to the front and the others keep their order", () => {
    expect(ids(spotlightFirst(list, "c"))).toEqual(["c", "a", "b"]);
    expect(ids(spotlightFirst(list, "b"))).toEqual(["b", "a", "c"]);
  });

  it("changes nothing when there is none, or it is not in the list (hidden by a search)", () => {
    expect(ids(spotlightFirst(list, null))).toEqual(["a", "b", "c"]);
    expect(ids(spotlightFirst(list, undefined))).toEqual(["a", "b", "c"]);
    expect(ids(spotlightFirst(list, "zz"))).toEqual(["a", "b", "c"]);
    expect(ids(spotlightFirst(list, "a"))).toEqual(["a", "b", "c"]);
  });

  it("leaves the list it was given as it was", () => {
    spotlightFirst(list, "c");
    expect(ids(list)).toEqual(["a", "b", "c"]);
  });
});
