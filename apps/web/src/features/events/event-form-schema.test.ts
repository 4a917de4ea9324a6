import { EVENT_DEFAULTS, QUESTIONS_PER_MEMBER_MAX } from "@handraise/contract";
import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { loadNamespaces } from "../../lib/i18n/catalogues.ts";
import { draftOf, eventFormSchema } from "./event-form-schema.ts";

// The messages in English, as the page shows them before any other language is chosen.
beforeAll(async () => {
  await loadNamespaces(i18n, "en", ["messages"]);
  i18n.activate("en");
});

const max = {
  maxMembers: EVENT_DEFAULTS.maxMembers,
  maxQuestions: EVENT_DEFAULTS.maxQuestions,
  maxPolls: EVENT_DEFAULTS.maxPolls,
};
const draft = { ...draftOf(undefined, max), title: "Town hall", day: "2030-05-04", time: "18:30" };

/** Each refused field with its message, as react-hook-form would show them. */
function refusals(input: unknown): Record<string, string> {
  const result = eventFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the event form's schema", () => {
  it("turns the draft into the event's fields: one datetime, the share and the words read", () => {
    const result = eventFormSchema.parse({ ...draft, maxQuestionsPerMember: " 3 ", blockedWords: "spoiler\nleak" });
    expect(result.date).toBe(new Date("2030-05-04T18:30").toISOString());
    expect(result).toMatchObject({ title: "Town hall", maxQuestionsPerMember: 3, blockedWords: ["spoiler", "leak"] });
    expect(result).not.toHaveProperty("day");
    expect(eventFormSchema.parse(draft)).toMatchObject({
      maxQuestionsPerMember: null,
      blockedWords: [],
      language: null,
    });
    expect(eventFormSchema.parse({ ...draft, language: "ar" })).toMatchObject({ language: "ar" });
  });

  it("refuses a missing date or time under the date, with the other fields' refusals at once", () => {
    expect(refusals({ ...draft, time: "" })).toEqual({ day: "Choose a date and a time" });
    const all = refusals({ ...draft, title: " ", day: "", maxQuestionsPerMember: "0", blockedWords: "x".repeat(41) });
    expect(Object.keys(all).sort()).toEqual(["blockedWords", "day", "maxQuestionsPerMember", "title"]);
    expect(all.maxQuestionsPerMember).toBe(
      `Enter a whole number from 1 to ${QUESTIONS_PER_MEMBER_MAX}, or leave it empty`,
    );
  });

  it("takes the contract's length limits", () => {
    expect(refusals({ ...draft, title: "x".repeat(201) })).toHaveProperty("title");
    expect(refusals({ ...draft, title: "x".repeat(200) })).toEqual({});
  });
});
