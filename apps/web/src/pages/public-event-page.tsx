// Placeholder until its feature is built.
export function PublicEventPage() {
  return <h1 className="text-2xl font-semibold">PublicEventPage</h1>;
}
