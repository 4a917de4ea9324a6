// `/forgot-password`: asks for the email and shows the server's answer, which is the same
// whether or not an account exists (DECISIONS.md), or its error.
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useAppDispatch } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormStatus } from "../../components/ui/form-status.tsx";
import { PageCard } from "../../components/ui/page-card.tsx";
import { forgotPassword } from "./session-thunks.ts";

export function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setOutcome({});
    const result = await dispatch(forgotPassword({ email: email.trim() }));
    setOutcome(forgotPassword.fulfilled.match(result) ? { success: result.payload } : { error: result.payload });
    setBusy(false);
  }

  return (
    <PageCard title="Forgot password" intro="Enter the email of your account and we will send you a reset link.">
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
        <Button type="submit" busy={busy} className="w-full">
          Send reset link
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
