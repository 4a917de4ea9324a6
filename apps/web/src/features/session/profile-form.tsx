// `/profile`: edit display name, email, company and password (blank keeps the current one);
// results come as the toasts of docs/product.md §8, with the server's reason beneath the form. The
// fields are checked by the contract's schema, with its limits.

import { MESSAGES, PASSWORD_MIN, SCREEN_MESSAGES, type UpdateMeBody, updateMeBodySchema } from "@handraise/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useAppSelector } from "../../app/hooks.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormStatus } from "../../components/ui/form-status.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage, needsPasswordAgain } from "../../lib/api.ts";
import { useUpdateMeMutation } from "./api.ts";
import { DeleteAccount } from "./delete-account.tsx";
import { PasswordPrompt } from "./password-prompt.tsx";

const limits = updateMeBodySchema.shape;

export function ProfileForm() {
  const userInfo = useAppSelector((s) => s.session.userInfo);
  const [updateMe] = useUpdateMeMutation();
  const [error, setError] = useState<string | null>(null);
  // A change the server took only with the password: kept while the prompt asks for it.
  const [pending, setPending] = useState<{ body: UpdateMeBody; reason: string } | null>(null);
  const { register, handleSubmit, setValue, resetField, formState } = useForm({
    resolver: zodResolver(updateMeBodySchema),
    defaultValues: { displayName: "", email: "", companyName: "", password: "" },
  });
  const { errors } = formState;

  // Fill the form from the session, and again when the start-up re-fetch brings fresher data.
  useEffect(() => {
    if (!userInfo) return;
    setValue("displayName", userInfo.displayName);
    setValue("email", userInfo.email);
    setValue("companyName", userInfo.companyName);
  }, [userInfo, setValue]);

  /** Sends the change; the form, or the password prompt, waits for it as its own submission. */
  async function save(body: UpdateMeBody) {
    setError(null);
    const result = await updateMe(body);
    if (result.data) {
      setPending(null);
      notify.success(MESSAGES.profileUpdated);
      resetField("password");
    } else if (needsPasswordAgain(result.error)) {
      // Not a failure yet: the session stays; the prompt asks for the password and sends it again.
      const { currentPassword: _tried, ...change } = body;
      setPending({ body: change, reason: failureMessage(result.error, MESSAGES.reauthRequired) });
    } else {
      setPending(null);
      notify.error(MESSAGES.failedUpdateProfile);
      setError(failureMessage(result.error, MESSAGES.updateFailed));
    }
  }

  const submit = handleSubmit(async ({ password, currentPassword: _unused, ...details }) => {
    await save({ ...details, ...(password ? { password } : {}) });
  });

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
            autoComplete="name"
            required
            maxLength={limits.displayName.unwrap().maxLength ?? undefined}
            error={errors.displayName?.message}
            {...register("displayName")}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register("email")}
          />
          <TextField
            label="Company name (optional)"
            autoComplete="organization"
            maxLength={limits.companyName.unwrap().maxLength ?? undefined}
            error={errors.companyName?.message}
            {...register("companyName")}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            hint={SCREEN_MESSAGES.profile.newPasswordHint(PASSWORD_MIN)}
            error={errors.password?.message}
            {...register("password")}
          />
          <div>
            <Button type="submit" busy={formState.isSubmitting}>
              Save changes
            </Button>
          </div>
          <FormStatus error={error} />
        </form>
        <PasswordPrompt
          reason={pending?.reason ?? null}
          confirmLabel="Save changes"
          onConfirm={async (currentPassword) => {
            if (pending) await save({ ...pending.body, currentPassword });
          }}
          onCancel={() => setPending(null)}
        />
      </Card>
      <DeleteAccount />
    </div>
  );
}
