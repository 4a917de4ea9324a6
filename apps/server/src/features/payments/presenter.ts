// The only way plan and payment rows leave the server (docs/product.md §3 "Subscription state",
// "Payment record"); never a Stripe customer or subscription id.
import { type PaymentRecord, type PlanStatus, planIdSchema } from "@handraise/contract";
import type { UsersTable } from "../../db/tables.ts";
import type { PaymentWithPayer } from "./repository.ts";

export function presentPlanStatus(user: Pick<UsersTable, "plan" | "plan_status" | "plan_end_date">): PlanStatus {
  const plan = planIdSchema.safeParse(user.plan);
  return {
    plan: plan.success ? plan.data : "individual",
    status: user.plan_status,
    endDate: user.plan_end_date,
  };
}

export function presentPayment(row: PaymentWithPayer): PaymentRecord {
  return {
    _id: row.id,
    // A record outlives its payer: a deleted user's payment keeps no user.
    userId: row.payer_id && row.payer_email ? { _id: row.payer_id, email: row.payer_email } : null,
    amountPaid: Number(row.amount_paid),
    currency: row.currency,
    startDate: row.start_date,
    endDate: row.end_date,
    currentPlan: row.plan,
    status: row.status,
    receiptUrl: row.receipt_url,
  };
}
