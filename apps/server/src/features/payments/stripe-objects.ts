// The few fields we read from Stripe objects, parsed loosely so both the older API shapes
// (invoice.subscription, subscription.current_period_end) and the newer ones (invoice.parent,
// item periods) are understood. Anything else Stripe sends is ignored.
import { z } from "zod";

const idOf = z
  .union([z.string(), z.looseObject({ id: z.string() })])
  .transform((value) => (typeof value === "string" ? value : value.id));
const metadata = z.record(z.string(), z.string()).nullish();
const period = z.looseObject({ start: z.number(), end: z.number() }).nullish();

export const checkoutSessionSchema = z.looseObject({
  id: z.string(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
});

export const subscriptionPointerSchema = z.looseObject({ id: z.string(), customer: idOf.nullish(), metadata });

export const invoicePointerSchema = z.looseObject({
  id: z.string(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  parent: z
    .looseObject({ subscription_details: z.looseObject({ subscription: idOf.nullish(), metadata }).nullish() })
    .nullish(),
});

export const subscriptionSchema = z.looseObject({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  metadata,
  current_period_end: z.number().nullish(),
  items: z.looseObject({
    data: z.array(
      z.looseObject({
        current_period_end: z.number().nullish(),
        price: z.looseObject({ id: z.string() }).nullish(),
      }),
    ),
  }),
});
export type StripeSubscription = z.infer<typeof subscriptionSchema>;

const invoiceLineSchema = z.looseObject({
  period,
  price: z.looseObject({ id: z.string() }).nullish(),
  pricing: z.looseObject({ price_details: z.looseObject({ price: idOf.nullish() }).nullish() }).nullish(),
});

export const invoiceSchema = z.looseObject({
  id: z.string(),
  customer: idOf.nullish(),
  status: z.string().nullish(),
  amount_paid: z.number().int(),
  currency: z.string(),
  hosted_invoice_url: z.string().nullish(),
  created: z.number(),
  period_start: z.number().nullish(),
  period_end: z.number().nullish(),
  status_transitions: z.looseObject({ paid_at: z.number().nullish() }).nullish(),
  lines: z.looseObject({ data: z.array(invoiceLineSchema) }).nullish(),
});
export type StripeInvoice = z.infer<typeof invoiceSchema>;

export function subscriptionIdOfInvoice(invoice: z.infer<typeof invoicePointerSchema>): string | undefined {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? undefined;
}

export function priceOfSubscription(subscription: StripeSubscription): string | undefined {
  return subscription.items.data[0]?.price?.id;
}

/** The current period end: on the item since API 2025-03-31, on the subscription before. */
export function periodEndOfSubscription(subscription: StripeSubscription): number | undefined {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((n) => typeof n === "number");
  if (ends.length > 0) return Math.min(...ends);
  return subscription.current_period_end ?? undefined;
}

export function priceOfInvoice(invoice: StripeInvoice): string | undefined {
  const line = invoice.lines?.data[0];
  return line?.pricing?.price_details?.price ?? line?.price?.id ?? undefined;
}

export function periodOfInvoice(invoice: StripeInvoice): { start?: number; end?: number } {
  const line = invoice.lines?.data[0]?.period;
  if (line) return { start: line.start, end: line.end };
  return { start: invoice.period_start ?? undefined, end: invoice.period_end ?? undefined };
}

export function isoFromUnix(seconds: number | null | undefined): string | null {
  return typeof seconds === "number" ? new Date(seconds * 1000).toISOString() : null;
}
