// Polls, word clouds, ratings, rankings, open answers and quizzes (issue 19; docs/features/polls.md).
// The create body keeps today's callers working: `kind` defaults to `choice`, `status` to `open`.
import { z } from "zod";
import { MESSAGES } from "./catalogues/en/messages.ts";
import { idSchema, textSchema } from "./common.ts";

/** The catalogue's ICU message with its one placeholder filled: the contract imports no message formatter. */
const fieldRefused = (field: string) => MESSAGES.pollFieldRefused.replace("{field}", () => field);

export const POLL_KINDS = ["choice", "wordcloud", "rating", "ranking", "open", "quiz"] as const;
export const pollKindSchema = z.enum(POLL_KINDS);
export type PollKind = z.infer<typeof pollKindSchema>;
export const pollStatusSchema = z.enum(["draft", "open", "closed"]);
export type PollStatus = z.infer<typeof pollStatusSchema>;

/** The kinds whose voters pick among the poll's options. */
export const KINDS_WITH_OPTIONS: readonly PollKind[] = ["choice", "ranking", "quiz"];

export const POLL_WORDS_MAX = 3;
export const POLL_WORD_MAX = 40;
export const POLL_TEXT_MAX = 280;
export const QUIZ_SECONDS = { min: 5, max: 300, default: 30 } as const;

const optionsSchema = z.array(textSchema.trim().min(1).max(200)).min(2).max(10);
const pollQuestionSchema = textSchema.trim().min(1).max(300);

export const createPollBodySchema = z
  .strictObject({
    eventId: idSchema,
    question: pollQuestionSchema,
    kind: pollKindSchema.default("choice"),
    options: optionsSchema.optional(),
    allowMultiple: z.boolean().optional(),
    scaleMax: z.union([z.literal(5), z.literal(10)]).optional(),
    correctOptions: z.array(z.number().int().min(0)).min(1).max(10).optional(),
    secondsToAnswer: z.number().int().min(QUIZ_SECONDS.min).max(QUIZ_SECONDS.max).optional(),
    status: z.enum(["draft", "open"]).default("open"),
    resultsShown: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
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
  });
/** What a caller sends (defaults may be left out). */
export type CreatePollBody = z.input<typeof createPollBodySchema>;
/** What the server goes on with, defaults filled in. */
export type CreatePollFields = z.output<typeof createPollBodySchema>;

/** A host's change: the status, whether results show, and (while nobody voted) the wording. */
export const updatePollBodySchema = z.strictObject({
  status: pollStatusSchema.optional(),
  resultsShown: z.boolean().optional(),
  question: pollQuestionSchema.optional(),
  options: optionsSchema.optional(),
  correctOptions: z.array(z.number().int().min(0)).min(1).max(10).optional(),
});
export type UpdatePollBody = z.infer<typeof updatePollBodySchema>;

/** A host hides (or shows again) one open answer on the wall. */
export const updatePollAnswerBodySchema = z.strictObject({ hidden: z.boolean() });
export type UpdatePollAnswerBody = z.infer<typeof updatePollAnswerBodySchema>;

/** Every kind's vote in one body; the poll's kind says which field it needs (400 naming it). */
export const votePollBodySchema = z.strictObject({
  optionId: idSchema.optional(),
  optionIds: z.array(idSchema).min(1).max(10).optional(),
  words: z.array(textSchema.trim().min(1).max(POLL_WORD_MAX)).min(1).max(POLL_WORDS_MAX).optional(),
  value: z.number().int().min(1).max(10).optional(),
  text: textSchema.trim().min(1).max(POLL_TEXT_MAX).optional(),
  memberId: textSchema.max(64).optional(),
});
export type VotePollBody = z.infer<typeof votePollBodySchema>;

/** The caller's own vote, in the fields of the poll's kind; `points` once a quiz is closed. */
export const myVoteSchema = z.object({
  optionIds: z.array(z.string()).optional(),
  words: z.array(z.string()).optional(),
  value: z.number().int().optional(),
  text: z.string().optional(),
  points: z.number().int().optional(),
});
export type MyVote = z.infer<typeof myVoteSchema>;

export const pollOptionSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** null while results are hidden from the caller. */
  votes: z.number().int().nullable(),
  /** Ranking only: the Borda score (first place n−1 points, last 0). */
  score: z.number().int().nullable().optional(),
});

export const pollAnswerSchema = z.object({ _id: z.string(), text: z.string(), hidden: z.boolean() });

export const pollSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  question: z.string(),
  kind: pollKindSchema,
  status: pollStatusSchema,
  resultsShown: z.boolean(),
  allowMultiple: z.boolean().optional(),
  scaleMax: z.number().int().optional(),
  secondsToAnswer: z.number().int().optional(),
  openedAt: z.string().nullable().optional(),
  options: z.array(pollOptionSchema),
  /** Voters, not choices; null while results are hidden from the caller. */
  totalVotes: z.number().int().nullable(),
  words: z.array(z.object({ text: z.string(), count: z.number().int() })).optional(),
  average: z.number().nullable().optional(),
  distribution: z.array(z.object({ value: z.number().int(), count: z.number().int() })).optional(),
  answers: z.array(pollAnswerSchema).optional(),
  correctOptionIds: z.array(z.string()).optional(),
  myVote: myVoteSchema.nullable().optional(),
  createdAt: z.string(),
});
export type Poll = z.infer<typeof pollSchema>;

export const leaderboardSchema = z.object({
  entries: z.array(z.object({ name: z.string(), points: z.number().int() })),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const pollIdParamsSchema = z.object({ pollId: idSchema });
export const pollAnswerParamsSchema = z.object({ pollId: idSchema, answerId: idSchema });
