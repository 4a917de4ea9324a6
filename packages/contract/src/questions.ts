// Questions, likes, favourites and moderation (docs/product.md §3 "Question", §5, §7).
import * as z from "zod/mini";
import { builtOnUse } from "./built-on-use.ts";
import { SCHEMA_MESSAGES as MESSAGES } from "./catalogues/en/messages.ts";
import { textSchema } from "./common.ts";
import { QUESTION_MAX, REPLY_MAX } from "./limits.ts";
import { isBlank } from "./rules/blank.ts";

// The catalogue's ICU messages, their one placeholder filled once: the contract imports nothing
// but zod, so no message formatter (the server and the tests format with english()).
const QUESTION_TOO_LONG = MESSAGES.questionTooLong.replace("{max}", String(QUESTION_MAX));
const REPLY_TOO_LONG = MESSAGES.replyTooLong.replace("{max}", String(REPLY_MAX));

export const QUESTION_STATUSES = ["pending", "answered"] as const;
export const questionStatusSchema = builtOnUse(() => z.enum(QUESTION_STATUSES));
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

/** A host's answer in writing, shown under the question. */
export const replySchema = builtOnUse(() => z.object({ text: z.string(), hostName: z.string(), at: z.string() }));
export type QuestionReply = z.infer<typeof replySchema>;

/**
 * Why the word filter held a question for review (docs/features/moderation.md): a blocked word in its
 * text, or in its asker's name, and the entry of the list it matched. Null once approved.
 */
export const questionFlagSchema = builtOnUse(() => z.object({ in: z.enum(["question", "name"]), word: z.string() }));
export type QuestionFlag = z.infer<typeof questionFlagSchema>;

/** What everyone but the author sees in place of an anonymous asker's name. */
export const ANONYMOUS_NAME = "Anonymous";
/** What every page shows as the asker of a question whose account was deleted since. */
export const DELETED_ACCOUNT_NAME = "Deleted account";

export const questionSchema = builtOnUse(() =>
  z.object({
    _id: z.string(),
    eventId: z.string(),
    content: z.string(),
    status: questionStatusSchema,
    hidden: z.boolean(),
    likes: z.array(z.string()),
    favourites: z.array(z.string()),
    /**
     * The asker's member id. For an anonymous question, everyone but its author gets an opaque
     * value of the question's own instead (docs/features/questions.md "Anonymous questions").
     */
    createdBy: z.string(),
    /** 'Anonymous' for an anonymous question, for everyone but its author. */
    creator: z.object({ name: z.string() }),
    createdAt: z.string(),
    /** Asked anonymously: its author sees createdBy as their own id, everyone else does not. */
    anonymous: z.boolean(),
    /** Waiting for a host's approval: seen by hosts and its author only. */
    awaitingReview: z.boolean(),
    reply: z.nullable(replySchema),
    /** Held by the word filter, and why; seen with the question by hosts (and its author). */
    flagged: z.nullable(questionFlagSchema),
    /** Asked by an account deleted since: `creator.name` is DELETED_ACCOUNT_NAME (sent only when true). */
    authorDeleted: z.optional(z.boolean()),
    /**
     * Asked by someone a host removed from the event (docs/features/moderation.md): it no longer counts
     * against the question limit (sent only when true).
     */
    authorRemoved: z.optional(z.boolean()),
  }),
);
export type Question = z.infer<typeof questionSchema>;

/** Missing member id and blank content share one message (docs/product.md §5). */
export const createQuestionBodySchema = builtOnUse(() =>
  z
    .strictObject({
      content: z.optional(textSchema.check(z.maxLength(QUESTION_MAX * 4))),
      memberId: z.optional(textSchema.check(z.maxLength(64))),
      /** Ask without the name shown to anyone (the event must allow it). */
      anonymous: z.optional(z.boolean()),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (!body.memberId || body.content === undefined || isBlank(body.content)) {
          ctx.addIssue({ code: "custom", message: MESSAGES.missingMemberIdOrEmpty });
        } else if (body.content.trim().length > QUESTION_MAX) {
          ctx.addIssue({ code: "custom", message: QUESTION_TOO_LONG });
        }
      }),
    ),
);
export type CreateQuestionBody = { content: string; memberId: string; anonymous?: boolean };

export const questionStatusBodySchema = builtOnUse(() => z.strictObject({ status: questionStatusSchema }));
export const editQuestionBodySchema = builtOnUse(() =>
  z.strictObject({
    content: textSchema.check(
      z.maxLength(QUESTION_MAX * 4),
      z.refine((c) => !isBlank(c), { message: MESSAGES.missingMemberIdOrEmpty }),
      z.refine((c) => c.trim().length <= QUESTION_MAX, { message: QUESTION_TOO_LONG }),
    ),
  }),
);
export const voteQuestionBodySchema = builtOnUse(() => z.strictObject({ voteType: z.enum(["up", "down"]) }));
/** like, favourite, toggle-answered, toggle-hidden: memberId is a claim checked against the token. */
export const memberIdBodySchema = builtOnUse(() =>
  z.strictObject({ memberId: z.optional(textSchema.check(z.maxLength(64))) }),
);

export const questionListSchema = builtOnUse(() => z.array(questionSchema));

/** `PUT /api/questions/:id/reply`: empty text removes the reply. */
export const replyBodySchema = builtOnUse(() =>
  z.strictObject({
    text: textSchema.check(
      z.maxLength(REPLY_MAX * 4),
      z.refine((text) => text.trim().length <= REPLY_MAX, { message: REPLY_TOO_LONG }),
    ),
  }),
);
/** A client-made key that makes a retried submission answer the first question. */
export const submitQuestionHeadersSchema = builtOnUse(() =>
  z.looseObject({
    "idempotency-key": z.optional(
      textSchema.check(z.minLength(1), z.maxLength(100, "Idempotency-Key must be 1 to 100 characters")),
    ),
  }),
);
/** Bodies of the moderation toggles are optional: `{memberId}` is checked when present. */
export const optionalMemberIdBodySchema = builtOnUse(() => z.nullish(memberIdBodySchema));
