// Placeholder until its feature is built.
export function ResetPasswordPage() {
  return <h1 className="text-2xl font-semibold">ResetPasswordPage</h1>;
}
