// Placeholder until its feature is built.
export function EditEventPage() {
  return <h1 className="text-2xl font-semibold">EditEventPage</h1>;
}
