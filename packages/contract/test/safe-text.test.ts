import { describe, expect, it } from "vitest";
import { createQuestionBodySchema, hasUnsafeCharacter, isBlank, MESSAGES, textSchema } from "../src/index.ts";

describe("safe text", () => {
  it("refuses C0 controls but tab and line breaks, DEL, a lone carriage return and lone surrogates", () => {
    for (const bad of ["\u0000", "a\u0001", "\u0008", "\u000B", "\u000C", "\u001B", "\u001F", "\u007F", "a\rb"]) {
      expect(hasUnsafeCharacter(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const bad of ["\uD800", "x\uDBFF", "\uDC00y", "\uDFFF\uD800"]) expect(hasUnsafeCharacter(bad)).toBe(true);
  });

  it("keeps tab, line feed, CRLF, pairs of surrogates and every other character", () => {
    for (const good of ["a\tb", "a\nb", "a\r\nb", "😀", "café", "\u200B", "\u202E", "\u0085", "", "<script>"]) {
      expect(hasUnsafeCharacter(good), JSON.stringify(good)).toBe(false);
    }
  });

  it("gives the message the error handler puts after the field's name", () => {
    const result = textSchema.safeParse("a\u0000b");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.unsafeText);
  });

  it('counts control characters as blank, so "\\u0000" is not a question', () => {
    expect(isBlank("\u0000")).toBe(true);
    expect(isBlank(" \u0007\u200B ")).toBe(true);
    expect(createQuestionBodySchema.safeParse({ content: "\u0000", memberId: "m" }).success).toBe(false);
    expect(createQuestionBodySchema.safeParse({ content: "\u0085", memberId: "m" }).success).toBe(false);
  });
});
