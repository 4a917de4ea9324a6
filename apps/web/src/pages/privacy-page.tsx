// Placeholder until its feature is built.
export function PrivacyPage() {
  return <h1 className="text-2xl font-semibold">PrivacyPage</h1>;
}
