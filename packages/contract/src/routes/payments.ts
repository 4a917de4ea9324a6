// The calls of plans and payments: each its own export, so only the billing pages carry them.
import * as z from "zod/mini";
import { builtOnUse } from "../built-on-use.ts";
import {
  checkoutBodySchema,
  paymentRecordSchema,
  planStatusSchema,
  urlAnswerSchema,
  webhookAnswerSchema,
} from "../payments.ts";
import type { ApiRoute } from "./route.ts";

export const startCheckout = {
  method: "POST",
  path: "/api/stripe/checkout-session",
  body: checkoutBodySchema,
  response: { 200: urlAnswerSchema },
} as const satisfies ApiRoute;
export const openPortal = {
  method: "POST",
  path: "/api/stripe/create-portal-session",
  response: { 200: urlAnswerSchema },
} as const satisfies ApiRoute;
/** Called by Stripe, signed; its body is read as raw bytes, not by a schema. */
export const stripeWebhook = {
  method: "POST",
  path: "/api/stripe/webhook",
  response: { 200: webhookAnswerSchema },
} as const satisfies ApiRoute;
export const getPlanStatus = {
  method: "GET",
  path: "/api/payments/status",
  response: { 200: planStatusSchema },
} as const satisfies ApiRoute;
export const listMyPayments = {
  method: "GET",
  path: "/api/payments/my-payments",
  response: { 200: builtOnUse(() => z.array(paymentRecordSchema)) },
} as const satisfies ApiRoute;
