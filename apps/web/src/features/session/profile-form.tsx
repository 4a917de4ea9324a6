// `/profile`: edit display name, email, company and password (blank keeps the current one);
// results come as the toasts of docs/product.md §8, with the server's reason beneath the form. The
// fields are checked by the contract's schema, with its limits.

import { PASSWORD_MIN, type UpdateMeBody, updateMeBodySchema } from "@handraise/contract";
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
import { maxLengthOf } from "../../lib/field-limits.ts";
import { zodResolver } from "../../lib/form-resolver.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useUpdateMeMutation } from "./api.ts";
import { DeleteAccount } from "./delete-account.tsx";
import { PasswordPrompt } from "./password-prompt.tsx";

const limits = updateMeBodySchema.shape;

export function ProfileForm() {
  const t = useT();
  const userInfo = useAppSelector((s) => s.session.userInfo);
  const [updateMe] = useUpdateMeMutation();
  const [error, setError] = useState<string | null>(null);
  // A change the server took only with the password: kept while the prompt asks for it.
  const [pending, setPending] = useState<{ body: UpdateMeBody; reason: string } | null>(null);
  const { register, handleSubmit, reset, resetField, formState } = useForm({
    resolver: zodResolver(updateMeBodySchema),
    defaultValues: { displayName: "", email: "", companyName: "", password: "" },
  });
  const { errors } = formState;

  // Fill the form from the session, and again when the start-up re-fetch brings fresher data; a
  // field the person has already typed in keeps what they typed.
  useEffect(() => {
    if (!userInfo) return;
    reset(
      { displayName: userInfo.displayName, email: userInfo.email, companyName: userInfo.companyName, password: "" },
      { keepDirtyValues: true },
    );
  }, [userInfo, reset]);

  /** Sends the change; the form, or the password prompt, waits for it as its own submission. */
  async function save(body: UpdateMeBody) {
    setError(null);
    const result = await updateMe(body);
    if (result.data) {
      setPending(null);
      notify.success(t("messages.profileUpdated"));
      resetField("password");
    } else if (needsPasswordAgain(result.error)) {
      // Not a failure yet: the session stays; the prompt asks for the password and sends it again.
      const { currentPassword: _tried, ...change } = body;
      setPending({ body: change, reason: failureMessage(result.error, t("messages.reauthRequired")) });
    } else {
      setPending(null);
      notify.error(t("messages.failedUpdateProfile"));
      setError(failureMessage(result.error, t("messages.updateFailed")));
    }
  }

  const submit = handleSubmit(async ({ password, currentPassword: _unused, ...details }) => {
    await save({ ...details, ...(password ? { password } : {}) });
  });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t("screens.profile.title")}</h1>
        <Badge tone={userInfo?.isPro ? "accent" : "neutral"}>
          {t(userInfo?.isPro ? "common.planPro" : "common.planFree")}
        </Badge>
      </div>
      <Card className="p-6">
        <h2 className="text-lg font-semibold">{t("screens.profile.details")}</h2>
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit}>
          <TextField
            label={t("screens.fields.displayName")}
            autoComplete="name"
            required
            maxLength={maxLengthOf(limits.displayName)}
            error={errors.displayName?.message}
            {...register("displayName")}
          />
          <TextField
            label={t("screens.fields.email")}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register("email")}
          />
          <TextField
            label={t("screens.fields.companyName")}
            autoComplete="organization"
            maxLength={maxLengthOf(limits.companyName)}
            error={errors.companyName?.message}
            {...register("companyName")}
          />
          <TextField
            label={t("screens.fields.newPassword")}
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            hint={t("screens.profile.newPasswordHint", { min: PASSWORD_MIN })}
            error={errors.password?.message}
            {...register("password")}
          />
          <div>
            <Button type="submit" busy={formState.isSubmitting}>
              {t("screens.profile.save")}
            </Button>
          </div>
          <FormStatus error={error} />
        </form>
        <PasswordPrompt
          reason={pending?.reason ?? null}
          confirmLabel={t("screens.profile.save")}
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
