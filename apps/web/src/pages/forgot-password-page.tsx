// Placeholder until its feature is built.
export function ForgotPasswordPage() {
  return <h1 className="text-2xl font-semibold">ForgotPasswordPage</h1>;
}
