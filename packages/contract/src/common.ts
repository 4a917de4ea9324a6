// Building blocks shared by every schema: ids, timestamps, the error body.
// First, so no schema below is built before the browser is told to build without eval.
import "./without-eval.ts";
import { z } from "zod";
import { MESSAGES } from "./catalogues/en/messages.ts";
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from "./limits.ts";
import { hasUnsafeCharacter } from "./rules/safe-text.ts";

/**
 * Every string a client sends starts here: control characters and broken UTF-16 answer 400
 * naming the field ("title: must not contain …"), on both engines, before any query runs.
 * Build on it (`textSchema.trim().min(1)`); the check runs on the text as sent.
 */
export const textSchema = z.string().check((ctx) => {
  if (hasUnsafeCharacter(ctx.value)) {
    ctx.issues.push({ code: "invalid_format", format: "safe-text", input: ctx.value, message: MESSAGES.unsafeText });
  }
});

export const idSchema = textSchema.min(1).max(64);

/**
 * The one rule for a person's name (docs/features/accounts.md "Names"): a display name at sign-up and on
 * the profile, and a guest's name, all trimmed, 3 to 80 characters.
 */
export const displayNameSchema = textSchema
  .trim()
  .min(DISPLAY_NAME_MIN, { message: MESSAGES.nameTooShort })
  .max(DISPLAY_NAME_MAX);
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  /** Set where the client must act on the kind of refusal, not its words (error-codes.ts). */
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

export const eventIdParamsSchema = z.object({ eventId: idSchema });
export const idParamsSchema = z.object({ id: idSchema });
