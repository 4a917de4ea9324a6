// Placeholder until its feature is built.
export function NewEventPage() {
  return <h1 className="text-2xl font-semibold">NewEventPage</h1>;
}
