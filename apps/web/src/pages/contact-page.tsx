// Placeholder until its feature is built.
export function ContactPage() {
  return <h1 className="text-2xl font-semibold">ContactPage</h1>;
}
