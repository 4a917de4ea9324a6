// Placeholder until its feature is built.
export function HostDashboardPage() {
  return <h1 className="text-2xl font-semibold">HostDashboardPage</h1>;
}
