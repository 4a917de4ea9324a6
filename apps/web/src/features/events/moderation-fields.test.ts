import { BLOCKED_WORD_MAX_LENGTH, BLOCKED_WORDS_MAX, QUESTIONS_PER_MEMBER_MAX } from "@handraise/contract";
import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { loadNamespaces } from "../../lib/i18n/catalogues.ts";
import { parseBlockedWords, parseQuestionShare } from "./moderation-fields.ts";

// The messages in English, as the page shows them before any other language is chosen.
beforeAll(async () => {
  await loadNamespaces(i18n, "en", ["messages"]);
  i18n.activate("en");
});

describe("parseQuestionShare", () => {
  it("reads empty as unset and whole numbers within the range", () => {
    expect(parseQuestionShare(" ")).toEqual({ value: null });
    expect(parseQuestionShare("3")).toEqual({ value: 3 });
    for (const bad of ["0", "-1", "1.5", "x", "1001"]) {
      expect(parseQuestionShare(bad)).toEqual({
        error: `Enter a whole number from 1 to ${QUESTIONS_PER_MEMBER_MAX}, or leave it empty`,
      });
    }
  });
});

describe("parseBlockedWords", () => {
  it("takes one entry per line or comma, trimmed, without blanks or repeats", () => {
    expect(parseBlockedWords(" spoiler \n\nLeak, leak\nhot   dog")).toEqual({ value: ["spoiler", "Leak", "hot dog"] });
  });

  it("refuses too many or too long entries", () => {
    const many = Array.from({ length: BLOCKED_WORDS_MAX + 1 }, (_, i) => `w${i}`).join("\n");
    expect(parseBlockedWords(many)).toEqual({ error: `At most ${BLOCKED_WORDS_MAX} blocked words` });
    expect(parseBlockedWords("x".repeat(BLOCKED_WORD_MAX_LENGTH + 1))).toEqual({
      error: `“${"x".repeat(20)}…” is longer than ${BLOCKED_WORD_MAX_LENGTH} characters`,
    });
    expect(parseBlockedWords("x".repeat(BLOCKED_WORD_MAX_LENGTH))).toEqual({
      value: ["x".repeat(BLOCKED_WORD_MAX_LENGTH)],
    });
  });
});
