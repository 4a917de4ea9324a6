// `/billing`: current plan, status, end date and receipts.
import { BillingView } from "../features/billing/billing-view.tsx";

export function BillingPage() {
  return <BillingView />;
}
