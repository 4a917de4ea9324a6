// `/profile`: edit display name, email, company and password (blank keeps the current one);
// results come as the toasts of SPEC.md §8, with the server's reason beneath the form.
import { MESSAGES, PASSWORD_MIN, type UpdateMeBody } from "@handraise/contract";
import { type FormEvent, useEffect, useState } from "react";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormStatus } from "../../components/ui/form-status.tsx";
import { notify } from "../../components/ui/toast.ts";
import { DeleteAccount } from "./delete-account.tsx";
import { updateMe } from "./session-thunks.ts";

export function ProfileForm() {
  const dispatch = useAppDispatch();
  const userInfo = useAppSelector((s) => s.session.userInfo);
  const [fields, setFields] = useState({ displayName: "", email: "", companyName: "", password: "" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Fill the form from the session, and again when the start-up re-fetch brings fresher data.
  useEffect(() => {
    if (!userInfo) return;
    setFields((f) => ({
      ...f,
      displayName: userInfo.displayName,
      email: userInfo.email,
      companyName: userInfo.companyName,
    }));
  }, [userInfo]);

  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const body: UpdateMeBody = {
      displayName: fields.displayName.trim(),
      email: fields.email.trim(),
      companyName: fields.companyName.trim(),
      ...(fields.password ? { password: fields.password } : {}),
    };
    const result = await dispatch(updateMe(body));
    if (updateMe.fulfilled.match(result)) {
      notify.success(MESSAGES.profileUpdated);
      setFields((f) => ({ ...f, password: "" }));
    } else {
      notify.error(MESSAGES.failedUpdateProfile);
      setError(result.payload ?? null);
    }
    setBusy(false);
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>
        <Badge tone={userInfo?.isPro ? "accent" : "neutral"}>{userInfo?.isPro ? "Pro" : "Free"}</Badge>
      </div>
      <Card className="p-6">
        <h2 className="text-lg font-semibold">Your details</h2>
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit}>
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
            label="Company name (optional)"
            name="companyName"
            autoComplete="organization"
            maxLength={120}
            value={fields.companyName}
            onChange={set("companyName")}
          />
          <TextField
            label="New password"
            type="password"
            name="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            hint={`Leave blank to keep your current password. At least ${PASSWORD_MIN} characters.`}
            value={fields.password}
            onChange={set("password")}
          />
          <div>
            <Button type="submit" busy={busy}>
              Save changes
            </Button>
          </div>
          <FormStatus error={error} />
        </form>
      </Card>
      <DeleteAccount />
    </div>
  );
}
