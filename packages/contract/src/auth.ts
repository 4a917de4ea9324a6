// Accounts: register, login, profile, password reset (docs/product.md §3 "User", §7).
import { z } from "zod";
import { displayNameSchema, localeSchema, textSchema } from "./common.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "./limits.ts";

// Trimmed before it is checked, so " Ann@Example.com " is accepted (the server lower-cases it).
const email = textSchema.trim().pipe(z.email().max(254));
const password = textSchema.min(PASSWORD_MIN).max(PASSWORD_MAX);
const displayName = displayNameSchema;
const companyName = textSchema.trim().max(120);
/** The account's language (docs/features/languages.md): its mail's, and the web app's at login; null: none chosen. */
const language = localeSchema.nullable();

export const userInfoSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  email: z.string(),
  companyName: z.string(),
  isPro: z.boolean(),
  /** A LOCALES value, or null while the account has chosen none. */
  language,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const authAnswerSchema = z.object({ token: z.string(), userInfo: userInfoSchema });
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

export const registerBodySchema = z.strictObject({
  displayName,
  companyName: companyName.optional(),
  email,
  password,
  /** The page's language at sign-up, so the account's mail is written in it. */
  language: language.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  email: textSchema.trim().min(1).max(254),
  password: textSchema.min(1).max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * The account's password, sent again to confirm a sensitive change (a new e-mail or password,
 * deleting the account) when the session signed in too long ago (docs/features/accounts.md).
 */
const currentPassword = textSchema.min(1).max(PASSWORD_MAX);

/** Profile update: every field optional; an empty password leaves it unchanged; `language` needs no password. */
export const updateMeBodySchema = z.strictObject({
  displayName: displayName.optional(),
  email: email.optional(),
  companyName: companyName.optional(),
  language: language.optional(),
  password: z.union([z.literal(""), password]).optional(),
  currentPassword: currentPassword.optional(),
});

/** `DELETE /api/auth/me`: no body from a fresh session, else the password. */
export const deleteMeBodySchema = z.strictObject({ currentPassword: currentPassword.optional() }).nullish();
export type DeleteMeBody = z.infer<typeof deleteMeBodySchema>;
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const meAnswerSchema = z.object({ userInfo: userInfoSchema });
/** PUT /api/auth/me: a new password revokes every earlier token, so the answer then carries a fresh `token`. */
export const updateMeAnswerSchema = z.object({ userInfo: userInfoSchema, token: z.string().optional() });
export type UpdateMeAnswer = z.infer<typeof updateMeAnswerSchema>;

export const forgotPasswordBodySchema = z.strictObject({ email: textSchema.trim().min(1).max(254) });
export const resetPasswordBodySchema = z.strictObject({
  token: textSchema.min(1).max(256),
  password,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const contactBodySchema = z.strictObject({
  name: textSchema.trim().min(1).max(120),
  email,
  message: textSchema.trim().min(1).max(5000),
  /** The language of the page the form was sent from; without it, the request's Accept-Language. */
  language: localeSchema.optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
