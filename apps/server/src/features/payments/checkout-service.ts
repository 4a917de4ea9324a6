// Starting a Checkout session and opening the customer portal. The customer comes from the
// signed-in user (created at the first checkout, kept, reused); the price from configuration.
import { ANSWER_MESSAGES, billingIntervalSchema, MESSAGES } from "@handraise/contract";
import type Stripe from "stripe";
import type { UsersTable } from "../../db/tables.ts";
import { AppError } from "../../http/app-error.ts";
import { rowsChanged, scopes } from "../../http/cache-invalidation.ts";
import { alreadySubscribed, paymentRefused, providerFailed } from "./payment-errors.ts";
import { grantsPro, priceFor } from "./plans.ts";
import { claimCustomer } from "./repository.ts";
import { type PaymentsContext, type StripeDeps, stripeDepsOf } from "./stripe-client.ts";

export type CheckoutRequest = { planType: string; billingInterval: string; promoCode?: string | undefined };

export async function startCheckout(ctx: PaymentsContext, user: UsersTable, request: CheckoutRequest): Promise<string> {
  const deps = stripeDepsOf(ctx);
  const interval = billingIntervalSchema.safeParse(request.billingInterval);
  if (request.planType !== "pro" || !interval.success) throw paymentRefused(MESSAGES.invalidPlanSelection);
  if (user.is_pro) throw alreadySubscribed();
  return callStripe(MESSAGES.upgradeFailed, async () => {
    // Stripe may know of a paid subscription whose webhooks have not arrived yet.
    if (user.stripe_customer_id && (await hasLiveSubscription(deps.stripe, user.stripe_customer_id))) {
      throw alreadySubscribed();
    }
    const promotionCodeId = request.promoCode ? await findPromotionCode(deps.stripe, request.promoCode) : undefined;
    const customer = await customerOf(deps, user);
    const session = await deps.stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      line_items: [{ price: priceFor(deps.settings, interval.data), quantity: 1 }],
      success_url: `${deps.publicUrl}/billing?success=true`,
      cancel_url: `${deps.publicUrl}/billing?canceled=true`,
      client_reference_id: user.id,
      metadata: { userId: user.id },
      subscription_data: { metadata: { userId: user.id } },
      ...(promotionCodeId ? { discounts: [{ promotion_code: promotionCodeId }] } : {}),
    });
    if (!session.url) throw providerFailed(MESSAGES.upgradeFailed);
    return session.url;
  });
}

export async function openPortal(ctx: PaymentsContext, user: UsersTable): Promise<string> {
  const deps = stripeDepsOf(ctx);
  // Only the caller's own customer, as stored with the user; nothing from the request.
  const customer = user.stripe_customer_id;
  if (!customer) throw paymentRefused(ANSWER_MESSAGES.noBillingAccount);
  return callStripe(MESSAGES.failedLaunchPortal, async () => {
    const session = await deps.stripe.billingPortal.sessions.create({
      customer,
      return_url: `${deps.publicUrl}/billing`,
    });
    return session.url;
  });
}

/** The customer has a subscription that grants Pro now (active or trialing) on Stripe's side. */
async function hasLiveSubscription(stripe: Stripe, customer: string): Promise<boolean> {
  const listed = await stripe.subscriptions.list({ customer, status: "all", limit: 100 });
  return listed.data.some((subscription) => grantsPro(subscription.status));
}

async function findPromotionCode(stripe: Stripe, code: string): Promise<string> {
  const found = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
  const promotion = found.data.find((p) => p.active);
  if (!promotion) throw paymentRefused(ANSWER_MESSAGES.invalidPromoCode);
  return promotion.id;
}

async function customerOf(deps: StripeDeps, user: UsersTable): Promise<string> {
  if (user.stripe_customer_id) return user.stripe_customer_id;
  const created = await deps.stripe.customers.create(
    { email: user.email, name: user.display_name, metadata: { userId: user.id } },
    // Two checkouts started at once by the same user get the same customer from Stripe.
    { idempotencyKey: `handraise-customer-${user.id}` },
  );
  const stored = await claimCustomer(deps.db, user.id, created.id);
  // The customer id is part of the kept account (http/account-cache.ts).
  await rowsChanged(deps.db, [scopes.account(user.id)]);
  return stored ?? created.id;
}

/** Our own refusals pass through; anything Stripe throws becomes a 502 with the catalogue text. */
async function callStripe<T>(failure: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const failed = providerFailed(failure);
    failed.cause = error; // logged with the 502, never sent
    throw failed;
  }
}
