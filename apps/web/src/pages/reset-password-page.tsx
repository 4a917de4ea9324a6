// `/reset-password/:token` (public only).
import { ResetPasswordForm } from "../features/session/reset-password-form.tsx";

export function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
