// Placeholder until its feature is built.
export function CookiesPage() {
  return <h1 className="text-2xl font-semibold">CookiesPage</h1>;
}
