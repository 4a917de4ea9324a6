// Polls: calls only, no screen (docs/product.md §1; docs/product.md §10 "Polls").
import { z } from "zod";
import { idSchema, textSchema } from "./common.ts";

export const pollSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  question: z.string(),
  options: z.array(z.object({ _id: z.string(), text: z.string(), votes: z.number().int() })),
  totalVotes: z.number().int(),
  createdAt: z.string(),
});
export type Poll = z.infer<typeof pollSchema>;

export const createPollBodySchema = z.strictObject({
  eventId: idSchema,
  question: textSchema.trim().min(1).max(300),
  options: z.array(textSchema.trim().min(1).max(200)).min(2).max(10),
});
export type CreatePollBody = z.infer<typeof createPollBodySchema>;

export const votePollBodySchema = z.strictObject({
  optionId: idSchema,
  memberId: textSchema.max(64).optional(),
});
export type VotePollBody = z.infer<typeof votePollBodySchema>;
export const pollIdParamsSchema = z.object({ pollId: idSchema });
