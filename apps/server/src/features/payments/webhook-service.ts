// Stripe webhooks: verify the signature on the raw body, then treat each event as a pointer:
// re-read the subscription (and invoice) from Stripe and store what Stripe says now, so any
// order of arrival ends in the same state. Each event id is applied once, in the same
// transaction as the change it makes and the receipt mail of a payment it stores.
import { ANSWER_MESSAGES } from "@handraise/contract";
import type Stripe from "stripe";
import { rowsChanged, scopes } from "../../http/cache-invalidation.ts";
import { paymentRefused, providerFailed } from "./payment-errors.ts";
import { grantsPro, isFinalStatus, planForPrice } from "./plans.ts";
import { queueReceipt } from "./receipts.ts";
import * as repo from "./repository.ts";
import { type PaymentsContext, type StripeDeps, type StripeSettings, stripeDepsOf } from "./stripe-client.ts";
import {
  checkoutSessionSchema,
  invoicePointerSchema,
  invoiceSchema,
  isoFromUnix,
  periodEndOfSubscription,
  periodOfInvoice,
  priceOfInvoice,
  priceOfSubscription,
  type StripeInvoice,
  type StripeSubscription,
  subscriptionIdOfInvoice,
  subscriptionPointerSchema,
  subscriptionSchema,
} from "./stripe-objects.ts";

type Executor = Parameters<typeof repo.findUser>[0];

/** What an event points at; the state itself is read from Stripe. */
type Pointer = {
  subscriptionId?: string | undefined;
  customerId?: string | undefined;
  /** Our user id, as we wrote it into the session or subscription metadata. */
  userIdHint?: string | undefined;
  paidInvoiceId?: string | undefined;
};

/** A delivery from Stripe: verified on its raw bytes, then applied (503 without Stripe configuration). */
export async function receiveWebhook(
  ctx: PaymentsContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  const deps = stripeDepsOf(ctx);
  await applyEvent(deps, verifyEvent(deps, rawBody, signature));
}

function verifyEvent(deps: StripeDeps, rawBody: Buffer, signature: string | undefined): Stripe.Event {
  if (!signature) throw paymentRefused(ANSWER_MESSAGES.invalidSignature);
  try {
    // The SDK's default tolerance (300 s) refuses a replayed, stale delivery.
    return deps.stripe.webhooks.constructEvent(rawBody, signature, deps.settings.webhookSecret);
  } catch {
    throw paymentRefused(ANSWER_MESSAGES.invalidSignature);
  }
}

async function applyEvent(deps: StripeDeps, event: Stripe.Event): Promise<void> {
  const pointer = pointerOf(event);
  if (!pointer) return; // a type we do not act on: acknowledged, nothing to store
  if (await repo.isEventProcessed(deps.db, event.id)) return;

  const subscription = pointer.subscriptionId ? await readSubscription(deps.stripe, pointer.subscriptionId) : undefined;
  const invoice = pointer.paidInvoiceId ? await readInvoice(deps.stripe, pointer.paidInvoiceId) : undefined;

  const owner = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.markEventProcessed(trx, event.id, event.type))) return; // delivered twice at once
    const customerId = subscription?.customer ?? pointer.customerId ?? invoice?.customer ?? undefined;
    const userId = await ownerOf(trx, customerId, pointer.userIdHint ?? subscription?.metadata?.userId);
    if (subscription) await storeSubscription(trx, deps.settings, subscription, userId);
    if (invoice) await storePayment(trx, deps, invoice, subscription, userId);
    return userId;
  });
  // The plan is part of the kept account (http/account-cache.ts): dropped on every instance.
  if (owner) await rowsChanged(deps.db, [scopes.account(owner)]);
}

function pointerOf(event: Stripe.Event): Pointer | undefined {
  const object: unknown = event.data.object;
  switch (event.type) {
    case "checkout.session.completed": {
      const session = checkoutSessionSchema.parse(object);
      return {
        subscriptionId: session.subscription ?? undefined,
        customerId: session.customer ?? undefined,
        userIdHint: session.client_reference_id ?? session.metadata?.userId,
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = subscriptionPointerSchema.parse(object);
      return {
        subscriptionId: subscription.id,
        customerId: subscription.customer ?? undefined,
        userIdHint: subscription.metadata?.userId,
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = invoicePointerSchema.parse(object);
      return {
        subscriptionId: subscriptionIdOfInvoice(invoice),
        customerId: invoice.customer ?? undefined,
        userIdHint: invoice.parent?.subscription_details?.metadata?.userId,
        paidInvoiceId: event.type === "invoice.paid" ? invoice.id : undefined,
      };
    }
    default:
      return undefined;
  }
}

async function readSubscription(stripe: Stripe, id: string): Promise<StripeSubscription> {
  return subscriptionSchema.parse(await fromStripe(() => stripe.subscriptions.retrieve(id)));
}

async function readInvoice(stripe: Stripe, id: string): Promise<StripeInvoice> {
  return invoiceSchema.parse(await fromStripe(() => stripe.invoices.retrieve(id)));
}

/** A failed read answers 502, so Stripe delivers the event again later. */
async function fromStripe<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const failed = providerFailed(ANSWER_MESSAGES.internalError);
    failed.cause = error;
    throw failed;
  }
}

/** The customer we stored decides; our own metadata helps when it is not stored yet. */
async function ownerOf(trx: Executor, customerId: string | undefined, userIdHint: string | undefined) {
  if (customerId) {
    const owner = await repo.findUserByCustomer(trx, customerId);
    if (owner) return owner.id;
  }
  if (!userIdHint) return undefined;
  const hinted = await repo.findUser(trx, userIdHint);
  if (!hinted) return undefined; // the user was deleted: records are kept without a user
  if (customerId && !hinted.stripe_customer_id) await repo.claimCustomer(trx, hinted.id, customerId);
  return hinted.id;
}

async function storeSubscription(
  trx: Executor,
  settings: StripeSettings,
  subscription: StripeSubscription,
  userId: string | undefined,
): Promise<void> {
  const stored = await repo.findSubscription(trx, subscription.id);
  // Reads race: one taken before a cancellation may commit after it. A final state stays final.
  const status = stored && isFinalStatus(stored.status) ? stored.status : subscription.status;
  await repo.saveSubscription(trx, {
    id: subscription.id,
    user_id: userId ?? stored?.user_id ?? null,
    customer_id: subscription.customer,
    status,
    plan: planForPrice(settings, priceOfSubscription(subscription)),
    current_period_end: isoFromUnix(periodEndOfSubscription(subscription)),
    updated_at: new Date().toISOString(),
  });
  const owner = userId ?? stored?.user_id;
  if (owner) await refreshUserPlan(trx, owner);
}

/** The user's plan follows their best subscription: one that grants Pro, else the latest. */
async function refreshUserPlan(trx: Executor, userId: string): Promise<void> {
  const subscriptions = await repo.subscriptionsOfUser(trx, userId);
  const granting = subscriptions
    .filter((s) => grantsPro(s.status))
    .sort((a, b) => (b.current_period_end ?? "").localeCompare(a.current_period_end ?? ""));
  const current = granting[0] ?? subscriptions[0];
  if (!current) return;
  const pro = grantsPro(current.status);
  await repo.setUserPlan(trx, userId, {
    is_pro: pro ? 1 : 0,
    // Pro is recognised by a plan id starting with 'pro' (docs/product.md §6): a lapsed user is 'individual'.
    plan: pro ? current.plan : "individual",
    plan_status: current.status,
    plan_end_date: current.current_period_end,
  });
}

/** Stores the payment of a paid invoice and, the first time, queues its receipt mail. */
async function storePayment(
  trx: Executor,
  deps: StripeDeps,
  invoice: StripeInvoice,
  subscription: StripeSubscription | undefined,
  userId: string | undefined,
): Promise<void> {
  const period = periodOfInvoice(invoice);
  const price = priceOfInvoice(invoice) ?? (subscription ? priceOfSubscription(subscription) : undefined);
  const payment = {
    id: invoice.id,
    user_id: userId ?? null,
    amount_paid: invoice.amount_paid,
    currency: invoice.currency,
    start_date: isoFromUnix(period.start),
    end_date: isoFromUnix(period.end),
    plan: planForPrice(deps.settings, price),
    status: invoice.status ?? "paid",
    receipt_url: invoice.hosted_invoice_url ?? null,
    created_at: isoFromUnix(invoice.status_transitions?.paid_at ?? invoice.created) ?? new Date().toISOString(),
  };
  if (await repo.savePayment(trx, payment)) await queueReceipt(trx, deps.publicUrl, payment);
}
