// `/forgot-password` (public only).
import { ForgotPasswordForm } from "../features/session/forgot-password-form.tsx";

export function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
