// How plans, amounts and dates read on the billing screens (docs/product.md §9: minor units divided by
// 100, two decimals, upper-case currency).
import { isProPlan, PRICES } from "@handraise/contract";

export function formatAmount(amountPaid: number, currency: string): string {
  return `${(amountPaid / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

export function planLabel(plan: string): string {
  if (plan === "pro-monthly") return PRICES.proMonthly.label;
  if (plan === "pro-yearly") return PRICES.proYearly.label;
  if (isProPlan(plan)) return "Pro";
  return PRICES.free.label;
}

export function statusLabel(status: string): string {
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function formatDay(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return date.toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });
}
