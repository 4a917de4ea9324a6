// Placeholder: the logged-in event dashboard.
export function Dashboard() {
  return (
    <section>
      <h2 className="text-xl font-semibold">Events You Host</h2>
      <h2 className="text-xl font-semibold">Events You've Joined</h2>
    </section>
  );
}
