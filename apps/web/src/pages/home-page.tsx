// Placeholder until its feature is built.
export function HomePage() {
  return <h1 className="text-2xl font-semibold">HomePage</h1>;
}
