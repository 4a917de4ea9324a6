// Polls, word clouds, ratings, rankings, open answers and quizzes (issue 19; docs/features/polls.md).
// The create body keeps today's callers working: `kind` defaults to `choice`, `status` to `open`.
import * as z from "zod/mini";
import { builtOnUse } from "./built-on-use.ts";
import { SCHEMA_MESSAGES as MESSAGES } from "./catalogues/en/messages.ts";
import { idSchema, textSchema } from "./common.ts";

/** The catalogue's ICU message with its one placeholder filled: the contract imports no message formatter. */
const fieldRefused = (field: string) => MESSAGES.pollFieldRefused.replace("{field}", () => field);

export const POLL_KINDS = ["choice", "wordcloud", "rating", "ranking", "open", "quiz"] as const;
export const pollKindSchema = builtOnUse(() => z.enum(POLL_KINDS));
export type PollKind = z.infer<typeof pollKindSchema>;
export const pollStatusSchema = builtOnUse(() => z.enum(["draft", "open", "closed"]));
export type PollStatus = z.infer<typeof pollStatusSchema>;

/** The kinds whose voters pick among the poll's options. */
export const KINDS_WITH_OPTIONS: readonly PollKind[] = ["choice", "ranking", "quiz"];

export const POLL_WORDS_MAX = 3;
export const POLL_WORD_MAX = 40;
export const POLL_TEXT_MAX = 280;
export const QUIZ_SECONDS = { min: 5, max: 300, default: 30 } as const;

const optionsSchema = builtOnUse(() =>
  z.array(textSchema.check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.minLength(2), z.maxLength(10)),
);
const pollQuestionSchema = builtOnUse(() => textSchema.check(z.trim(), z.minLength(1), z.maxLength(300)));
const correctOptionsSchema = builtOnUse(() =>
  z.array(z.int().check(z.minimum(0))).check(z.minLength(1), z.maxLength(10)),
);

export const createPollBodySchema = builtOnUse(() =>
  z
    .strictObject({
      eventId: idSchema,
      question: pollQuestionSchema,
      kind: z._default(pollKindSchema, "choice"),
      options: z.optional(optionsSchema),
      allowMultiple: z.optional(z.boolean()),
      scaleMax: z.optional(z.union([z.literal(5), z.literal(10)])),
      correctOptions: z.optional(correctOptionsSchema),
      secondsToAnswer: z.optional(z.int().check(z.minimum(QUIZ_SECONDS.min), z.maximum(QUIZ_SECONDS.max))),
      status: z._default(z.enum(["draft", "open"]), "open"),
      resultsShown: z._default(z.boolean(), true),
    })
    .check(
      z.superRefine((body, ctx) => {
        const takesOptions = KINDS_WITH_OPTIONS.includes(body.kind);
        if (takesOptions && !body.options) ctx.addIssue({ code: "custom", message: MESSAGES.pollOptionsRequired });
        if (!takesOptions && body.options) ctx.addIssue({ code: "custom", message: MESSAGES.pollOptionsRefused });
        if (body.allowMultiple !== undefined && body.kind !== "choice") {
          ctx.addIssue({ code: "custom", message: fieldRefused("allowMultiple") });
        }
        if (body.scaleMax !== undefined && body.kind !== "rating") {
          ctx.addIssue({ code: "custom", message: fieldRefused("scaleMax") });
        }
        for (const field of ["correctOptions", "secondsToAnswer"] as const) {
          if (body[field] !== undefined && body.kind !== "quiz") {
            ctx.addIssue({ code: "custom", message: fieldRefused(field) });
          }
        }
        if (body.kind === "quiz" && !body.correctOptions) {
          ctx.addIssue({ code: "custom", message: MESSAGES.pollCorrectOptionsRequired });
        }
        const optionCount = body.options?.length ?? 0;
        if (body.correctOptions && body.options && body.correctOptions.some((index) => index >= optionCount)) {
          ctx.addIssue({ code: "custom", message: MESSAGES.pollCorrectOptionsOutOfRange });
        }
      }),
    ),
);
/** What a caller sends (defaults may be left out). */
export type CreatePollBody = z.input<typeof createPollBodySchema>;
/** What the server goes on with, defaults filled in. */
export type CreatePollFields = z.output<typeof createPollBodySchema>;

/** A host's change: the status, whether results show, and (while nobody voted) the wording. */
export const updatePollBodySchema = builtOnUse(() =>
  z.strictObject({
    status: z.optional(pollStatusSchema),
    resultsShown: z.optional(z.boolean()),
    question: z.optional(pollQuestionSchema),
    options: z.optional(optionsSchema),
    correctOptions: z.optional(correctOptionsSchema),
  }),
);
export type UpdatePollBody = z.infer<typeof updatePollBodySchema>;

/** A host hides (or shows again) one open answer on the wall. */
export const updatePollAnswerBodySchema = builtOnUse(() => z.strictObject({ hidden: z.boolean() }));
export type UpdatePollAnswerBody = z.infer<typeof updatePollAnswerBodySchema>;

/** Every kind's vote in one body; the poll's kind says which field it needs (400 naming it). */
export const votePollBodySchema = builtOnUse(() =>
  z.strictObject({
    optionId: z.optional(idSchema),
    optionIds: z.optional(z.array(idSchema).check(z.minLength(1), z.maxLength(10))),
    words: z.optional(
      z
        .array(textSchema.check(z.trim(), z.minLength(1), z.maxLength(POLL_WORD_MAX)))
        .check(z.minLength(1), z.maxLength(POLL_WORDS_MAX)),
    ),
    value: z.optional(z.int().check(z.minimum(1), z.maximum(10))),
    text: z.optional(textSchema.check(z.trim(), z.minLength(1), z.maxLength(POLL_TEXT_MAX))),
    memberId: z.optional(textSchema.check(z.maxLength(64))),
  }),
);
export type VotePollBody = z.infer<typeof votePollBodySchema>;

/** The caller's own vote, in the fields of the poll's kind; `points` once a quiz is closed. */
export const myVoteSchema = builtOnUse(() =>
  z.object({
    optionIds: z.optional(z.array(z.string())),
    words: z.optional(z.array(z.string())),
    value: z.optional(z.int()),
    text: z.optional(z.string()),
    points: z.optional(z.int()),
  }),
);
export type MyVote = z.infer<typeof myVoteSchema>;

export const pollOptionSchema = builtOnUse(() =>
  z.object({
    _id: z.string(),
    text: z.string(),
    /** null while results are hidden from the caller. */
    votes: z.nullable(z.int()),
    /** Ranking only: the Borda score (first place n−1 points, last 0). */
    score: z.optional(z.nullable(z.int())),
  }),
);

export const pollAnswerSchema = builtOnUse(() => z.object({ _id: z.string(), text: z.string(), hidden: z.boolean() }));

export const pollSchema = builtOnUse(() =>
  z.object({
    _id: z.string(),
    eventId: z.string(),
    question: z.string(),
    kind: pollKindSchema,
    status: pollStatusSchema,
    resultsShown: z.boolean(),
    allowMultiple: z.optional(z.boolean()),
    scaleMax: z.optional(z.int()),
    secondsToAnswer: z.optional(z.int()),
    openedAt: z.optional(z.nullable(z.string())),
    options: z.array(pollOptionSchema),
    /** Voters, not choices; null while results are hidden from the caller. */
    totalVotes: z.nullable(z.int()),
    words: z.optional(z.array(z.object({ text: z.string(), count: z.int() }))),
    average: z.optional(z.nullable(z.number())),
    distribution: z.optional(z.array(z.object({ value: z.int(), count: z.int() }))),
    answers: z.optional(z.array(pollAnswerSchema)),
    correctOptionIds: z.optional(z.array(z.string())),
    myVote: z.optional(z.nullable(myVoteSchema)),
    createdAt: z.string(),
  }),
);
export type Poll = z.infer<typeof pollSchema>;

export const leaderboardSchema = builtOnUse(() =>
  z.object({
    entries: z.array(z.object({ name: z.string(), points: z.int() })),
  }),
);
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const pollIdParamsSchema = builtOnUse(() => z.object({ pollId: idSchema }));
export const pollAnswerParamsSchema = builtOnUse(() => z.object({ pollId: idSchema, answerId: idSchema }));
