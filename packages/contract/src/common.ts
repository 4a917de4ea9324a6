// Building blocks shared by every schema: ids, timestamps, the error body.
// First, so no schema below is built before the browser is told to build without eval.
import "./without-eval.ts";
import * as z from "zod/mini";
import { builtOnUse } from "./built-on-use.ts";
import { SCHEMA_MESSAGES as MESSAGES } from "./catalogues/en/messages.ts";
import { LOCALES } from "./i18n/locales.ts";
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from "./limits.ts";
import { hasUnsafeCharacter } from "./rules/safe-text.ts";

/**
 * Every string a client sends starts here: control characters and broken UTF-16 answer 400
 * naming the field ("title: must not contain …"), on both engines, before any query runs.
 * Build on it (`textSchema.check(z.trim(), z.minLength(1))`); the check runs on the text as sent.
 */
export const textSchema = builtOnUse(() =>
  z.string().check((ctx) => {
    if (hasUnsafeCharacter(ctx.value)) {
      ctx.issues.push({ code: "invalid_format", format: "safe-text", input: ctx.value, message: MESSAGES.unsafeText });
    }
  }),
);

export const idSchema = builtOnUse(() => textSchema.check(z.minLength(1), z.maxLength(64)));

/**
 * The one rule for a person's name (docs/features/accounts.md "Names"): a display name at sign-up and on
 * the profile, and a guest's name, all trimmed, 3 to 80 characters.
 */
export const displayNameSchema = builtOnUse(() =>
  textSchema.check(
    z.trim(),
    z.minLength(DISPLAY_NAME_MIN, { message: MESSAGES.nameTooShort }),
    z.maxLength(DISPLAY_NAME_MAX),
  ),
);
export const isoDateTimeSchema = builtOnUse(() => z.iso.datetime({ offset: true }));

/** A language Handraise speaks (i18n/locales.ts): an account's or an event's, where one is chosen. */
export const localeSchema = builtOnUse(() => z.enum(LOCALES));

export const errorBodySchema = builtOnUse(() =>
  z.object({
    /** In English, as docs/product.md writes it. */
    message: z.string(),
    error: z.optional(z.string()),
    /**
     * The catalogue key of the message (its bare key in ANSWER_MESSAGES or MESSAGES: "eventNotFound"),
     * so a client can say it in its own language; absent when the message is no catalogue entry. A
     * few codes are also kinds of refusal a client acts on (error-codes.ts: "reauthRequired").
     */
    code: z.optional(z.string()),
    /** The placeholder values of the message `code` names, when it has any: {"field": "maxMembers", "max": 500}. */
    values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageAnswerSchema = builtOnUse(() => z.object({ message: z.string() }));
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

export const eventIdParamsSchema = builtOnUse(() => z.object({ eventId: idSchema }));
export const idParamsSchema = builtOnUse(() => z.object({ id: idSchema }));
