// Which plan a Stripe price is, and which subscription states grant Pro. Prices come from
// configuration only; the client never names one.
import type { BillingInterval, PlanId } from "@handraise/contract";
import type { StripeSettings } from "./stripe-client.ts";

/** Pro exactly while Stripe says the subscription is active or trialing. */
export function grantsPro(status: string): boolean {
  return status === "active" || status === "trialing";
}

/** Stripe never brings these back to life; a late, stale read must not revive them. */
export function isFinalStatus(status: string): boolean {
  return status === "canceled" || status === "incomplete_expired";
}

export function priceFor(settings: StripeSettings, interval: BillingInterval): string {
  return interval === "monthly" ? settings.priceMonthly : settings.priceYearly;
}

export function planForPrice(settings: StripeSettings, priceId: string | undefined): PlanId {
  if (priceId === settings.priceYearly) return "pro-yearly";
  // A subscription on an unknown price (changed in the portal or the dashboard) is still Pro.
  return "pro-monthly";
}
