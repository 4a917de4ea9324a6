// Placeholder until its feature is built.
export function EventPage() {
  return <h1 className="text-2xl font-semibold">EventPage</h1>;
}
