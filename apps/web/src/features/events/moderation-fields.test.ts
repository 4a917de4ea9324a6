import { BLOCKED_WORD_MAX_LENGTH, BLOCKED_WORDS_MAX } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { parseBlockedWords, parseQuestionShare } from "./moderation-fields.ts";

describe("parseQuestionShare", () => {
  it("reads empty as unset and whole numbers within the range", () => {
    expect(parseQuestionShare(" ")).toEqual({ value: null });
    expect(parseQuestionShare("3")).toEqual({ value: 3 });
    for (const bad of ["0", "-1", "1.5", "x", "1001"]) expect(parseQuestionShare(bad)).toHaveProperty("error");
  });
});

describe("parseBlockedWords", () => {
  it("takes one entry per line or comma, trimmed, without blanks or repeats", () => {
    expect(parseBlockedWords(" spoiler \n\nLeak, leak\nhot   dog")).toEqual({ value: ["spoiler", "Leak", "hot dog"] });
  });

  it("refuses too many or too long entries", () => {
    const many = Array.from({ length: BLOCKED_WORDS_MAX + 1 }, (_, i) => `w${i}`).join("\n");
    expect(parseBlockedWords(many)).toHaveProperty("error");
    expect(parseBlockedWords("x".repeat(BLOCKED_WORD_MAX_LENGTH + 1))).toHaveProperty("error");
    expect(parseBlockedWords("x".repeat(BLOCKED_WORD_MAX_LENGTH))).toEqual({
      value: ["x".repeat(BLOCKED_WORD_MAX_LENGTH)],
    });
  });
});
