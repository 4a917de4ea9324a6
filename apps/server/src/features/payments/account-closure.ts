// Closing an account ends its billing: every subscription Stripe could still charge the user
// for is canceled before the account's rows go. When Stripe cannot confirm that, the caller
// answers 502 and deletes nothing, so the user can try again and is never left paying.
import { ANSWER_MESSAGES } from "@handraise/contract";
import type Stripe from "stripe";
import { AppError } from "../../http/app-error.ts";
import { isFinalStatus } from "./plans.ts";
import * as repo from "./repository.ts";
import { type PaymentsContext, stripeClientFor } from "./stripe-client.ts";

/**
 * Cancels every subscription of the user that is not already over; answers their ids.
 * Without Stripe configuration there is nothing to cancel. Throws a 502 AppError (with the
 * Stripe failure as `cause`) when any cancellation cannot be confirmed.
 */
export async function cancelBillingOf(deps: PaymentsContext, userId: string): Promise<string[]> {
  const settings = deps.config.stripe;
  if (!settings) return [];
  const user = await repo.findUser(deps.db, userId);
  if (!user) return [];
  // The SDK is made on first use: most deletions never need one.
  const stripe = stripeClientFor(settings);
  try {
    // Stored rows cover subscriptions we learned of through metadata; the customer's own list
    // covers a checkout whose webhooks have not arrived yet, and is newer than our rows.
    const open = new Set<string>();
    for (const stored of await repo.subscriptionsOfUser(deps.db, userId)) {
      if (!isFinalStatus(stored.status)) open.add(stored.id);
    }
    if (user.stripe_customer_id) {
      const listed = stripe.subscriptions.list({ customer: user.stripe_customer_id, status: "all", limit: 100 });
      for await (const subscription of listed) {
        if (isFinalStatus(subscription.status)) open.delete(subscription.id);
        else open.add(subscription.id);
      }
    }
    for (const id of open) await cancel(stripe, id);
    return [...open];
  } catch (error) {
    const failed = new AppError(502, ANSWER_MESSAGES.subscriptionCancelFailed);
    failed.cause = error;
    throw failed;
  }
}

/** Done once Stripe says the subscription is over, including when it ended just before we asked. */
async function cancel(stripe: Stripe, id: string): Promise<void> {
  try {
    await stripe.subscriptions.cancel(id);
  } catch (error) {
    if (await isOver(stripe, id)) return;
    throw error;
  }
}

async function isOver(stripe: Stripe, id: string): Promise<boolean> {
  try {
    return isFinalStatus((await stripe.subscriptions.retrieve(id)).status);
  } catch (error) {
    // A subscription Stripe does not know cannot charge anyone.
    return (error as { code?: unknown }).code === "resource_missing";
  }
}
