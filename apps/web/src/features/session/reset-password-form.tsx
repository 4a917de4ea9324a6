// `/reset-password/:token`: sets a new password with the token from the emailed link, shows the
// server's answer, and after a success returns to /login 2 seconds later (docs/product.md §2).

import { PASSWORD_MIN, resetPasswordBodySchema, TIMINGS } from "@handraise/contract";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import * as z from "zod/mini";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormStatus } from "../../components/ui/form-status.tsx";
import { PageCard } from "../../components/ui/page-card.tsx";
import { failureMessage } from "../../lib/api.ts";
import { zodResolver } from "../../lib/form-resolver.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useResetPasswordMutation } from "./api.ts";

/** The token comes from the link; the form asks only for the new password. */
const newPasswordSchema = z.pick(resetPasswordBodySchema, { password: true });

export function ResetPasswordForm() {
  const t = useT();
  const navigate = useNavigate();
  const { token = "" } = useParams();
  const [resetPassword] = useResetPasswordMutation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "" },
  });
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});

  useEffect(() => {
    if (!outcome.success) return;
    const timer = setTimeout(() => navigate("/login", { replace: true }), TIMINGS.resetRedirectMs);
    return () => clearTimeout(timer);
  }, [outcome.success, navigate]);

  const submit = handleSubmit(async ({ password }) => {
    setOutcome({});
    const result = await resetPassword({ token, password });
    setOutcome(
      result.data
        ? { success: result.data.message }
        : { error: failureMessage(result.error, t("messages.resetFailed")) },
    );
  });

  return (
    <PageCard title={t("screens.resetPassword.title")} intro={t("screens.resetPassword.intro")}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label={t("screens.fields.newPassword")}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          hint={t("screens.passwordHint", { min: PASSWORD_MIN })}
          error={formState.errors.password?.message}
          {...register("password")}
          disabled={Boolean(outcome.success)}
        />
        <Button
          type="submit"
          busy={formState.isSubmitting || Boolean(outcome.success)}
          className="w-full"
          disabled={Boolean(outcome.success)}
        >
          {t("screens.resetPassword.submit")}
        </Button>
        <FormStatus error={outcome.error} success={outcome.success} />
      </form>
      <p className="mt-6">
        <Link className="link-ui" to="/login">
          {t("screens.backToLogin")}
        </Link>
      </p>
    </PageCard>
  );
}
