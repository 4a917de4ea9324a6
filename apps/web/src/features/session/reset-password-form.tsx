// `/reset-password/:token`: sets a new password with the token from the emailed link, shows the
// server's answer, and after a success returns to /login 2 seconds later (SPEC.md §2).
import { PASSWORD_MIN, TIMINGS } from "@handraise/contract";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useAppDispatch } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormStatus } from "../../components/ui/form-status.tsx";
import { PageCard } from "../../components/ui/page-card.tsx";
import { resetPassword } from "./session-thunks.ts";

export function ResetPasswordForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { token = "" } = useParams();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});

  useEffect(() => {
    if (!outcome.success) return;
    const timer = setTimeout(() => navigate("/login", { replace: true }), TIMINGS.resetRedirectMs);
    return () => clearTimeout(timer);
  }, [outcome.success, navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setOutcome({});
    const result = await dispatch(resetPassword({ token, password }));
    if (resetPassword.fulfilled.match(result)) setOutcome({ success: result.payload });
    else {
      setOutcome({ error: result.payload });
      setBusy(false);
    }
  }

  return (
    <PageCard title="Reset password" intro="Choose a new password for your account.">
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          hint={`At least ${PASSWORD_MIN} characters.`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={Boolean(outcome.success)}
        />
        <Button type="submit" busy={busy} className="w-full" disabled={Boolean(outcome.success)}>
          Reset password
        </Button>
        <FormStatus error={outcome.error} success={outcome.success} />
      </form>
      <p className="mt-6">
        <Link className="link-ui" to="/login">
          Back to Login
        </Link>
      </p>
    </PageCard>
  );
}
