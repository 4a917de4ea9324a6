// Questions, likes, favourites and moderation (SPEC.md §3 "Question", §5, §7).
import { z } from "zod";
import { textSchema } from "./common.ts";
import { QUESTION_MAX } from "./limits.ts";
import { MESSAGES } from "./messages.ts";
import { isBlank } from "./rules/blank.ts";

export const QUESTION_STATUSES = ["pending", "answered"] as const;
export const questionStatusSchema = z.enum(QUESTION_STATUSES);
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

export const questionSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  content: z.string(),
  status: questionStatusSchema,
  hidden: z.boolean(),
  likes: z.array(z.string()),
  favourites: z.array(z.string()),
  createdBy: z.string(),
  creator: z.object({ name: z.string() }),
  createdAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

/** Missing member id and blank content share one message (SPEC.md §5). */
export const createQuestionBodySchema = z
  .strictObject({
    content: textSchema.max(QUESTION_MAX * 4).optional(),
    memberId: textSchema.max(64).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.memberId || body.content === undefined || isBlank(body.content)) {
      ctx.addIssue({ code: "custom", message: MESSAGES.missingMemberIdOrEmpty });
    } else if (body.content.trim().length > QUESTION_MAX) {
      ctx.addIssue({ code: "custom", message: `A question can be at most ${QUESTION_MAX} characters` });
    }
  });
export type CreateQuestionBody = { content: string; memberId: string };

export const questionStatusBodySchema = z.strictObject({ status: questionStatusSchema });
export const editQuestionBodySchema = z.strictObject({
  content: textSchema
    .max(QUESTION_MAX * 4)
    .refine((c) => !isBlank(c), { message: MESSAGES.missingMemberIdOrEmpty })
    .refine((c) => c.trim().length <= QUESTION_MAX, {
      message: `A question can be at most ${QUESTION_MAX} characters`,
    }),
});
export const voteQuestionBodySchema = z.strictObject({ voteType: z.enum(["up", "down"]) });
/** like, favourite, toggle-answered, toggle-hidden: memberId is a claim checked against the token. */
export const memberIdBodySchema = z.strictObject({ memberId: textSchema.max(64).optional() });

export const questionListSchema = z.array(questionSchema);
