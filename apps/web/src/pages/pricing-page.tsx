// `/pricing`: plan cards.
import { PricingPlans } from "../features/marketing/pricing-plans.tsx";

export function PricingPage() {
  return <PricingPlans />;
}
