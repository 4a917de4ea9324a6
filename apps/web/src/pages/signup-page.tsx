// `/signup` (public only).
import { SignupForm } from "../features/session/signup-form.tsx";

export function SignupPage() {
  return <SignupForm />;
}
