// Plans and payments (docs/product.md §3 "Subscription state", "Payment record", §7; docs/product.md §10 "Payments").
import { z } from "zod";
import { textSchema } from "./common.ts";

export const PLAN_IDS = ["individual", "pro-monthly", "pro-yearly"] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

/** Pro is recognised by a plan id starting with 'pro' (docs/product.md §6). */
export function isProPlan(plan: string | null | undefined): boolean {
  return typeof plan === "string" && plan.startsWith("pro");
}

export const billingIntervalSchema = z.enum(["monthly", "yearly"]);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** Loose on purpose: a wrong plan or interval answers 'Invalid plan selection.', not a schema error. */
export const checkoutBodySchema = z.strictObject({
  planType: textSchema.max(40),
  billingInterval: textSchema.max(40),
  promoCode: textSchema.trim().max(100).optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const urlAnswerSchema = z.object({ url: z.string() });

export const planStatusSchema = z.object({
  plan: planIdSchema,
  status: z.string(),
  endDate: z.string().nullable(),
});
export type PlanStatus = z.infer<typeof planStatusSchema>;

export const paymentRecordSchema = z.object({
  _id: z.string(),
  userId: z.object({ _id: z.string(), email: z.string() }).nullable(),
  amountPaid: z.number().int(),
  currency: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  currentPlan: z.string(),
  status: z.string(),
  receiptUrl: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
/** What the server answers Stripe once a webhook call is taken. */
export const webhookAnswerSchema = z.object({ received: z.literal(true) });
