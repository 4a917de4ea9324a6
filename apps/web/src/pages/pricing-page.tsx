// `/pricing`: plan cards.
import { PricingPlans } from "../features/chrome/pricing-plans.tsx";

export function PricingPage() {
  return <PricingPlans />;
}
