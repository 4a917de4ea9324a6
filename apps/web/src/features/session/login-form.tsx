// `/login`: email and password; the server's error shows beneath the form (SPEC.md §5). On
// success the user goes back to the page they came from, keeping an autojoin flag.
import { MESSAGES } from "@handraise/contract";
import { Info } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useAppDispatch } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormStatus } from "../../components/ui/form-status.tsx";
import { PageCard } from "../../components/ui/page-card.tsx";
import { returnPath, returnState } from "./return-path.ts";
import { login } from "./session-thunks.ts";
import { takeSignedOut } from "./signed-out-notice.ts";

export function LoginForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signedOut] = useState(takeSignedOut);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await dispatch(login({ email: email.trim(), password }));
    if (login.fulfilled.match(result)) {
      navigate(returnPath(location), { replace: true });
      return;
    }
    setError(result.payload ?? null);
    setBusy(false);
  }

  return (
    <PageCard title="Login" intro="Welcome back. Log in to host events and take part in Q&A.">
      {signedOut ? (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-[var(--radius-ui)] bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{MESSAGES.signedOutElsewhere}</span>
        </p>
      ) : null}
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" busy={busy} className="w-full">
          Login
        </Button>
        <FormStatus error={error} />
      </form>
      <div className="mt-6 flex flex-col gap-2 text-slate-700">
        <Link className="link-ui self-start" to="/forgot-password">
          Forgot your password?
        </Link>
        <p>
          New to Handraise?{" "}
          <Link className="link-ui" to={{ pathname: "/signup", search: location.search }} state={returnState(location)}>
            Sign Up
          </Link>
        </p>
      </div>
    </PageCard>
  );
}
