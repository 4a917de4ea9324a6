// Placeholder until its feature is built.
export function BillingPage() {
  return <h1 className="text-2xl font-semibold">BillingPage</h1>;
}
