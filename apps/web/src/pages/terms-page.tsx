// Placeholder until its feature is built.
export function TermsPage() {
  return <h1 className="text-2xl font-semibold">TermsPage</h1>;
}
