// The calls of accounts (/api/auth/*): each its own export, so a page imports only the calls it makes.
import {
  authAnswerSchema,
  deleteMeBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meAnswerSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateMeAnswerSchema,
  updateMeBodySchema,
} from "../auth.ts";
import { messageAnswerSchema } from "../common.ts";
import type { ApiRoute } from "./route.ts";

export const register = {
  method: "POST",
  path: "/api/auth/register",
  body: registerBodySchema,
  response: { 200: authAnswerSchema },
} as const satisfies ApiRoute;
export const login = {
  method: "POST",
  path: "/api/auth/login",
  body: loginBodySchema,
  response: { 200: authAnswerSchema },
} as const satisfies ApiRoute;
export const logOutEverywhere = {
  method: "POST",
  path: "/api/auth/logout-all",
  response: { 200: messageAnswerSchema },
} as const satisfies ApiRoute;
export const getMe = {
  method: "GET",
  path: "/api/auth/me",
  response: { 200: meAnswerSchema },
} as const satisfies ApiRoute;
export const updateMe = {
  method: "PUT",
  path: "/api/auth/me",
  body: updateMeBodySchema,
  response: { 200: updateMeAnswerSchema },
} as const satisfies ApiRoute;
export const deleteMe = {
  method: "DELETE",
  path: "/api/auth/me",
  body: deleteMeBodySchema,
  response: { 200: messageAnswerSchema },
} as const satisfies ApiRoute;
export const forgotPassword = {
  method: "POST",
  path: "/api/auth/forgot-password",
  body: forgotPasswordBodySchema,
  response: { 200: messageAnswerSchema },
} as const satisfies ApiRoute;
export const resetPassword = {
  method: "POST",
  path: "/api/auth/reset-password",
  body: resetPasswordBodySchema,
  response: { 200: messageAnswerSchema },
} as const satisfies ApiRoute;
