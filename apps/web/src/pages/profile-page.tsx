// Placeholder until its feature is built.
export function ProfilePage() {
  return <h1 className="text-2xl font-semibold">ProfilePage</h1>;
}
