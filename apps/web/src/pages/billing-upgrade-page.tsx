// `/billing-upgrade`: promo code and plan choice, then Stripe Checkout (a Pro user: their plan).
import { UpgradeView } from "../features/billing/upgrade-form.tsx";

export function BillingUpgradePage() {
  return <UpgradeView />;
}
