// Plans and payments (docs/product.md §3 "Subscription state", "Payment record", §7; docs/product.md §10 "Payments").
import * as z from "zod/mini";
import { builtOnUse } from "./built-on-use.ts";
import { textSchema } from "./common.ts";

export const PLAN_IDS = ["individual", "pro-monthly", "pro-yearly"] as const;
export const planIdSchema = builtOnUse(() => z.enum(PLAN_IDS));
export type PlanId = z.infer<typeof planIdSchema>;

/** Pro is recognised by a plan id starting with 'pro' (docs/product.md §6). */
export function isProPlan(plan: string | null | undefined): boolean {
  return typeof plan === "string" && plan.startsWith("pro");
}

export const billingIntervalSchema = builtOnUse(() => z.enum(["monthly", "yearly"]));
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** Loose on purpose: a wrong plan or interval answers 'Invalid plan selection.', not a schema error. */
export const checkoutBodySchema = builtOnUse(() =>
  z.strictObject({
    planType: textSchema.check(z.maxLength(40)),
    billingInterval: textSchema.check(z.maxLength(40)),
    promoCode: z.optional(textSchema.check(z.trim(), z.maxLength(100))),
  }),
);
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const urlAnswerSchema = builtOnUse(() => z.object({ url: z.string() }));

export const planStatusSchema = builtOnUse(() =>
  z.object({
    plan: planIdSchema,
    status: z.string(),
    endDate: z.nullable(z.string()),
  }),
);
export type PlanStatus = z.infer<typeof planStatusSchema>;

export const paymentRecordSchema = builtOnUse(() =>
  z.object({
    _id: z.string(),
    userId: z.nullable(z.object({ _id: z.string(), email: z.string() })),
    amountPaid: z.int(),
    currency: z.string(),
    startDate: z.nullable(z.string()),
    endDate: z.nullable(z.string()),
    currentPlan: z.string(),
    status: z.string(),
    receiptUrl: z.nullable(z.string()),
  }),
);
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
/** What the server answers Stripe once a webhook call is taken. */
export const webhookAnswerSchema = builtOnUse(() => z.object({ received: z.literal(true) }));
