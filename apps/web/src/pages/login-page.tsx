// Placeholder until its feature is built.
export function LoginPage() {
  return <h1 className="text-2xl font-semibold">LoginPage</h1>;
}
