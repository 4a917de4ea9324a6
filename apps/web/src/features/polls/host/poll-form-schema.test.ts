import type { Poll } from "@handraise/contract";
import { createPollBodySchema, POLL_HOST_MESSAGES, QUIZ_SECONDS } from "@handraise/contract";
import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { loadNamespaces } from "../../../lib/i18n/catalogues.ts";
import { draftOfPoll, emptyPollDraft, type PollDraft, pollFormSchema, wordingOf } from "./poll-form-schema.ts";

const M = POLL_HOST_MESSAGES;
const eventId = "a".repeat(24);
const options = (...texts: string[]) => texts.map((text) => ({ text, correct: false }));
const draft = (fields: Partial<PollDraft>): PollDraft => ({ ...emptyPollDraft(), question: " Lunch? ", ...fields });

/** Each refused field with its message, as react-hook-form would show them. */
function refusals(input: PollDraft): Record<string, string> {
  const result = pollFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

// The refusals are said in the page's language: English here, as the catalogue writes it.
beforeAll(async () => {
  await loadNamespaces(i18n, "en", ["poll-host"]);
  i18n.activate("en");
});

describe("the poll form's schema", () => {
  it("sends only the chosen kind's fields, each a body the contract takes", () => {
    const typed = { options: [{ text: " Tea ", correct: true }, ...options("Coffee")], allowMultiple: true };
    const sent = {
      choice: { question: "Lunch?", kind: "choice", options: ["Tea", "Coffee"], allowMultiple: true },
      ranking: { question: "Lunch?", kind: "ranking", options: ["Tea", "Coffee"] },
      quiz: { question: "Lunch?", kind: "quiz", options: ["Tea", "Coffee"], correctOptions: [0], secondsToAnswer: 30 },
      rating: { question: "Lunch?", kind: "rating", scaleMax: 10 },
      wordcloud: { question: "Lunch?", kind: "wordcloud" },
      open: { question: "Lunch?", kind: "open" },
    } as const;
    for (const [kind, expected] of Object.entries(sent)) {
      const values = pollFormSchema.parse(draft({ ...typed, kind: expected.kind, scaleMax: "10" }));
      expect(values, kind).toEqual(expected);
      expect(createPollBodySchema.safeParse({ ...values, eventId }).success, kind).toBe(true);
    }
  });

  it("starts as a choice with two empty options and the quiz's default seconds", () => {
    expect(emptyPollDraft()).toMatchObject({ kind: "choice", secondsToAnswer: String(QUIZ_SECONDS.default) });
    expect(emptyPollDraft().options).toHaveLength(2);
  });

  it("says each refusal under its field", () => {
    expect(refusals(draft({ question: "  " }))).toEqual({
      question: M.questionRequired,
      "options.0.text": M.optionRequired,
      "options.1.text": M.optionRequired,
    });
    expect(refusals(draft({ kind: "ranking", options: options("Tea") }))).toEqual({ "options.root": M.optionsCount });
    expect(refusals(draft({ kind: "quiz", options: options("Tea", "Coffee"), secondsToAnswer: "4" }))).toEqual({
      "options.root": M.correctRequired,
      secondsToAnswer: `Give from ${QUIZ_SECONDS.min} to ${QUIZ_SECONDS.max} seconds to answer.`,
    });
    expect(refusals(draft({ kind: "quiz", options: options("Tea", "Coffee"), secondsToAnswer: "" }))).toHaveProperty(
      "secondsToAnswer",
    );
  });

  it("ignores the options of a kind that takes none", () => {
    expect(refusals(draft({ kind: "wordcloud", options: options("", "") }))).toEqual({});
    expect(refusals(draft({ kind: "open", secondsToAnswer: "x" }))).toEqual({});
  });
});

describe("editing a poll's wording", () => {
  const quiz: Poll = {
    _id: "p1",
    eventId,
    question: "Capital?",
    kind: "quiz",
    status: "draft",
    resultsShown: true,
    secondsToAnswer: 45,
    options: [
      { _id: "o1", text: "Lyon", votes: 0 },
      { _id: "o2", text: "Paris", votes: 0 },
    ],
    correctOptionIds: ["o2"],
    totalVotes: 0,
    createdAt: "2030-01-01T00:00:00.000Z",
  };

  it("starts from the poll and sends its wording, a quiz's correct options with its options", () => {
    const draft = draftOfPoll(quiz);
    expect(draft).toMatchObject({ question: "Capital?", kind: "quiz", secondsToAnswer: "45" });
    expect(draft.options).toEqual([
      { text: "Lyon", correct: false },
      { text: "Paris", correct: true },
    ]);
    const edited = {
      ...draft,
      question: "Capital of France?",
      options: [...draft.options, { text: "Nice", correct: false }],
    };
    expect(wordingOf(pollFormSchema.parse(edited))).toEqual({
      question: "Capital of France?",
      options: ["Lyon", "Paris", "Nice"],
      correctOptions: [1],
    });
  });

  it("sends only the question of a kind without options", () => {
    const cloud: Poll = { ...quiz, kind: "wordcloud", options: [], correctOptionIds: undefined };
    expect(wordingOf(pollFormSchema.parse({ ...draftOfPoll(cloud), question: "One word?" }))).toEqual({
      question: "One word?",
    });
  });
});
