// Placeholder until its feature is built.
export function SignupPage() {
  return <h1 className="text-2xl font-semibold">SignupPage</h1>;
}
