// `/signup`: display name, email and password required, company optional (SPEC.md §5). On
// success the new user goes back to the page they came from, keeping an autojoin flag.
import { PASSWORD_MIN } from "@handraise/contract";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useAppDispatch } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormStatus } from "../../components/ui/form-status.tsx";
import { PageCard } from "../../components/ui/page-card.tsx";
import { returnPath, returnState } from "./return-path.ts";
import { register } from "./session-thunks.ts";

export function SignupForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [fields, setFields] = useState({ displayName: "", email: "", password: "", companyName: "" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const companyName = fields.companyName.trim();
    const result = await dispatch(
      register({
        displayName: fields.displayName.trim(),
        email: fields.email.trim(),
        password: fields.password,
        ...(companyName ? { companyName } : {}),
      }),
    );
    if (register.fulfilled.match(result)) {
      navigate(returnPath(location), { replace: true });
      return;
    }
    setError(result.payload ?? null);
    setBusy(false);
  }

  return (
    <PageCard title="Sign Up" intro="Create a free account to host events and join them.">
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label="Display name"
          name="displayName"
          autoComplete="name"
          required
          maxLength={80}
          value={fields.displayName}
          onChange={set("displayName")}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set("email")}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          hint={`At least ${PASSWORD_MIN} characters.`}
          value={fields.password}
          onChange={set("password")}
        />
        <TextField
          label="Company name (optional)"
          name="companyName"
          autoComplete="organization"
          maxLength={120}
          value={fields.companyName}
          onChange={set("companyName")}
        />
        <Button type="submit" busy={busy} className="w-full">
          Sign Up
        </Button>
        <FormStatus error={error} />
      </form>
      <p className="mt-6 text-slate-700">
        Already have an account?{" "}
        <Link className="link-ui" to={{ pathname: "/login", search: location.search }} state={returnState(location)}>
          Login
        </Link>
      </p>
    </PageCard>
  );
}
