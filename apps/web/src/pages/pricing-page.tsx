// Placeholder until its feature is built.
export function PricingPage() {
  return <h1 className="text-2xl font-semibold">PricingPage</h1>;
}
