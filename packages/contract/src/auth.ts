// Accounts: register, login, profile, password reset (docs/product.md §3 "User", §7).
import * as z from "zod/mini";
import { builtOnUse } from "./built-on-use.ts";
import { displayNameSchema, localeSchema, textSchema } from "./common.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "./limits.ts";

// Trimmed before it is checked, so " Ann@Example.com " is accepted (the server lower-cases it).
const email = builtOnUse(() => z.pipe(textSchema.check(z.trim()), z.email().check(z.maxLength(254))));
const password = builtOnUse(() => textSchema.check(z.minLength(PASSWORD_MIN), z.maxLength(PASSWORD_MAX)));
const displayName = displayNameSchema;
const companyName = builtOnUse(() => textSchema.check(z.trim(), z.maxLength(120)));
/** The account's language (docs/features/languages.md): its mail's, and the web app's at login; null: none chosen. */
const language = builtOnUse(() => z.nullable(localeSchema));

export const userInfoSchema = builtOnUse(() =>
  z.object({
    _id: z.string(),
    displayName: z.string(),
    email: z.string(),
    companyName: z.string(),
    isPro: z.boolean(),
    /** A LOCALES value, or null while the account has chosen none. */
    language,
  }),
);
export type UserInfo = z.infer<typeof userInfoSchema>;

export const authAnswerSchema = builtOnUse(() => z.object({ token: z.string(), userInfo: userInfoSchema }));
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

export const registerBodySchema = builtOnUse(() =>
  z.strictObject({
    displayName,
    companyName: z.optional(companyName),
    email,
    password,
    /** The page's language at sign-up, so the account's mail is written in it. */
    language: z.optional(language),
  }),
);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = builtOnUse(() =>
  z.strictObject({
    email: textSchema.check(z.trim(), z.minLength(1), z.maxLength(254)),
    password: textSchema.check(z.minLength(1), z.maxLength(PASSWORD_MAX)),
  }),
);
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * The account's password, sent again to confirm a sensitive change (a new e-mail or password,
 * deleting the account) when the session signed in too long ago (docs/features/accounts.md).
 */
const currentPassword = builtOnUse(() => textSchema.check(z.minLength(1), z.maxLength(PASSWORD_MAX)));

/** Profile update: every field optional; an empty password leaves it unchanged; `language` needs no password. */
export const updateMeBodySchema = builtOnUse(() =>
  z.strictObject({
    displayName: z.optional(displayName),
    email: z.optional(email),
    companyName: z.optional(companyName),
    language: z.optional(language),
    password: z.optional(z.union([z.literal(""), password])),
    currentPassword: z.optional(currentPassword),
  }),
);

/** `DELETE /api/auth/me`: no body from a fresh session, else the password. */
export const deleteMeBodySchema = builtOnUse(() =>
  z.nullish(z.strictObject({ currentPassword: z.optional(currentPassword) })),
);
export type DeleteMeBody = z.infer<typeof deleteMeBodySchema>;
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const meAnswerSchema = builtOnUse(() => z.object({ userInfo: userInfoSchema }));
/** PUT /api/auth/me: a new password revokes every earlier token, so the answer then carries a fresh `token`. */
export const updateMeAnswerSchema = builtOnUse(() =>
  z.object({ userInfo: userInfoSchema, token: z.optional(z.string()) }),
);
export type UpdateMeAnswer = z.infer<typeof updateMeAnswerSchema>;

export const forgotPasswordBodySchema = builtOnUse(() =>
  z.strictObject({
    email: textSchema.check(z.trim(), z.minLength(1), z.maxLength(254)),
  }),
);
export const resetPasswordBodySchema = builtOnUse(() =>
  z.strictObject({
    token: textSchema.check(z.minLength(1), z.maxLength(256)),
    password,
  }),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const contactBodySchema = builtOnUse(() =>
  z.strictObject({
    name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(120)),
    email,
    message: textSchema.check(z.trim(), z.minLength(1), z.maxLength(5000)),
    /** The language of the page the form was sent from; without it, the request's Accept-Language. */
    language: z.optional(localeSchema),
  }),
);
export type ContactBody = z.infer<typeof contactBodySchema>;
