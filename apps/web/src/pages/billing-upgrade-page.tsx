// Placeholder until its feature is built.
export function BillingUpgradePage() {
  return <h1 className="text-2xl font-semibold">BillingUpgradePage</h1>;
}
