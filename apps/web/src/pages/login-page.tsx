// `/login` (public only).
import { LoginForm } from "../features/session/login-form.tsx";

export function LoginPage() {
  return <LoginForm />;
}
