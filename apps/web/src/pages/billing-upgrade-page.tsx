// `/billing-upgrade`: promo code and plan choice, then Stripe Checkout.
import { UpgradeForm } from "../features/billing/upgrade-form.tsx";

export function BillingUpgradePage() {
  return <UpgradeForm />;
}
