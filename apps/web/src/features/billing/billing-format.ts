// How plans, amounts and dates read on the billing screens (docs/product.md §9: minor units divided by
// 100, two decimals, upper-case currency), in the page's language.
import { isProPlan, type MessageKey } from "@handraise/contract";
import { dateTimeFormat, numberFormat } from "../../lib/i18n/intl-formats.ts";
import type { Translate } from "../../lib/i18n/translate.ts";

/** The statuses Stripe gives a subscription or a payment, each named in the catalogue. */
const KNOWN_STATUSES = [
  "free",
  "active",
  "trialing",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
  "paid",
  "open",
  "draft",
  "void",
  "uncollectible",
] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];

const isKnownStatus = (status: string): status is KnownStatus => (KNOWN_STATUSES as readonly string[]).includes(status);

/** `locale`: the page's language ("9.99 GBP" in English, "9,99 GBP" in German). */
export function formatAmount(amountPaid: number, currency: string, locale = "en"): string {
  const amount = numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amountPaid / 100);
  return `${amount} ${currency.toUpperCase()}`;
}

export function planLabel(plan: string, t: Translate): string {
  if (plan === "pro-monthly") return t("screens.billing.plans.proMonthly");
  if (plan === "pro-yearly") return t("screens.billing.plans.proYearly");
  if (isProPlan(plan)) return t("screens.billing.plans.pro");
  return t("screens.billing.plans.free");
}

/** A known status in the page's language; another as Stripe wrote it, made readable. */
export function statusLabel(status: string, t: Translate): string {
  if (isKnownStatus(status)) return t(`screens.billing.statuses.${status}` satisfies MessageKey);
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function formatDay(iso: string | null | undefined, locale?: string): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return dateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" }).format(date);
}
