// The pure arithmetic of a poll's results: shares that add up, words that keep their cells, the
// ranking's order and a quiz's countdown.
import { describe, expect, it } from "vitest";
import { secondsLeft } from "./quiz-clock.ts";
import { rankedOptions } from "./ranking-order.ts";
import { barLength, sharesOf } from "./shares.ts";
import { cellOrder, placeWords, wordKey, wordScale } from "./word-layout.ts";

describe("shares of a poll's voters", () => {
  it("add up to exactly 100 when each voter chose once, the largest remainders rounded up", () => {
    expect(sharesOf([1, 1, 1], 3)).toEqual([34, 33, 33]);
    expect(sharesOf([2, 1, 0], 3)).toEqual([67, 33, 0]);
    expect(sharesOf([1, 1, 1, 1, 1, 1, 1], 7)).toEqual([15, 15, 14, 14, 14, 14, 14]);
    for (const counts of [
      [7, 5, 1],
      [3, 3, 3, 1],
      [1, 0, 0, 0],
      [13, 29, 8],
    ]) {
      const whole = counts.reduce((a, b) => a + b, 0);
      expect(sharesOf(counts, whole).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });

  it("are each of the voters when a voter may choose several (and may add up to more)", () => {
    expect(sharesOf([2, 2, 1], 2)).toEqual([100, 100, 50]);
    expect(sharesOf([1, 1], 3)).toEqual([33, 33]);
  });

  it("are all 0 before anyone votes", () => {
    expect(sharesOf([0, 0, 0], 0)).toEqual([0, 0, 0]);
  });

  it("draw bars in proportion, never past their track", () => {
    expect(barLength(5, 10)).toBe(50);
    expect(barLength(0, 10)).toBe(0);
    expect(barLength(3, 0)).toBe(0);
    expect(barLength(12, 10)).toBe(100);
  });
});

describe("the word cloud's layout", () => {
  const words = (...pairs: [string, number][]) => pairs.map(([text, count]) => ({ text, count }));

  it("gives the first words the first slots, in the server's order", () => {
    const slots = placeWords(new Map(), words(["Tea", 3], ["coffee", 2], ["water", 1]), 10);
    expect([...slots]).toEqual([
      ["tea", 0],
      ["coffee", 1],
      ["water", 2],
    ]);
  });

  it("keeps every word's slot when counts change the order, and a new word takes the lowest free one", () => {
    const first = placeWords(new Map(), words(["tea", 3], ["coffee", 2], ["water", 1]), 10);
    const later = placeWords(first, words(["water", 9], ["juice", 4], ["Tea", 3], ["coffee", 2]), 10);
    expect(later.get("water")).toBe(2);
    expect(later.get("tea")).toBe(0);
    expect(later.get("coffee")).toBe(1);
    expect(later.get("juice")).toBe(3);
  });

  it("frees the slot of a word that leaves the shown ones, for the next new word", () => {
    const first = placeWords(new Map(), words(["a", 5], ["b", 4], ["c", 3]), 3);
    const later = placeWords(first, words(["a", 5], ["d", 4], ["c", 3], ["b", 1]), 3);
    expect([...later].sort()).toEqual([
      ["a", 0],
      ["c", 2],
      ["d", 1],
    ]);
  });

  it("counts a word without regard to case or spaces, as the server does", () => {
    expect(wordKey("  Tea ")).toBe("tea");
  });

  it("fills the stage's cells from the centre outwards and a phone's from the top", () => {
    const centre = cellOrder(5, 6, "centre");
    expect(centre).toHaveLength(30);
    expect(new Set(centre.map((cell) => `${cell.row}:${cell.column}`)).size).toBe(30);
    expect(centre[0]).toEqual({ row: 4, column: 3 });
    expect(centre[1]).toEqual({ row: 3, column: 3 });
    const corner = centre.findIndex((cell) => cell.row === 1 && cell.column === 1);
    expect(corner).toBeGreaterThan(24);
    const top = cellOrder(3, 5, "top");
    expect(top.slice(0, 4)).toEqual([
      { row: 1, column: 2 },
      { row: 1, column: 3 },
      { row: 1, column: 1 },
      { row: 2, column: 2 },
    ]);
  });

  it("sizes words in proportion to their count, the most given the largest", () => {
    expect(wordScale(10, 10)).toBe(1);
    expect(wordScale(0, 0)).toBe(0.3);
    expect(wordScale(1, 4)).toBeCloseTo(0.475);
    expect(wordScale(2, 4)).toBeLessThan(wordScale(3, 4));
  });
});

describe("the ranking's order", () => {
  it("is by score, highest first; equal scores share a place and keep the poll's order", () => {
    const ranked = rankedOptions([
      { _id: "a", text: "A", votes: null, score: 2 },
      { _id: "b", text: "B", votes: null, score: 5 },
      { _id: "c", text: "C", votes: null, score: 2 },
      { _id: "d", text: "D", votes: null, score: 0 },
    ]);
    expect(ranked.map((option) => [option._id, option.place])).toEqual([
      ["b", 1],
      ["a", 2],
      ["c", 2],
      ["d", 4],
    ]);
  });
});

describe("a quiz's countdown", () => {
  const opened = "2030-01-01T10:00:00.000Z";
  const at = (ms: number) => Date.parse(opened) + ms;

  it("shows the whole seconds left, the full time at opening and 0 once time is up", () => {
    expect(secondsLeft(opened, 30, at(0))).toBe(30);
    expect(secondsLeft(opened, 30, at(1))).toBe(30);
    expect(secondsLeft(opened, 30, at(1000))).toBe(29);
    expect(secondsLeft(opened, 30, at(29_001))).toBe(1);
    expect(secondsLeft(opened, 30, at(30_000))).toBe(0);
    expect(secondsLeft(opened, 30, at(90_000))).toBe(0);
  });

  it("never shows more than the time allowed when the screen's clock is behind the server's", () => {
    expect(secondsLeft(opened, 30, at(-5000))).toBe(30);
  });

  it("shows 0 for a time it cannot read", () => {
    expect(secondsLeft("not a date", 30, at(0))).toBe(0);
  });
});
