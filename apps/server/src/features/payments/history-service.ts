// The caller's own payment records, from the database alone: they answer without Stripe.
import * as repo from "./repository.ts";
import type { PaymentsContext } from "./stripe-client.ts";

/** Payment records of the user, newest first, each with its payer while the payer exists. */
export function paymentHistoryOf(ctx: PaymentsContext, userId: string): Promise<repo.PaymentWithPayer[]> {
  return repo.paymentsOfUser(ctx.db, userId);
}
