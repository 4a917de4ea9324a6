// `/forgot-password`: asks for the email and shows the server's answer, which is the same
// whether or not an account exists (docs/product.md §10), or its error.

import { forgotPasswordBodySchema } from "@handraise/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormStatus } from "../../components/ui/form-status.tsx";
import { PageCard } from "../../components/ui/page-card.tsx";
import { failureMessage } from "../../lib/api.ts";
import { zodResolver } from "../../lib/form-resolver.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useForgotPasswordMutation } from "./api.ts";

export function ForgotPasswordForm() {
  const t = useT();
  const [forgotPassword] = useForgotPasswordMutation();
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: "" },
  });

  const submit = handleSubmit(async (body) => {
    setOutcome({});
    const result = await forgotPassword(body);
    setOutcome(
      result.data
        ? { success: result.data.message }
        : { error: failureMessage(result.error, t("messages.errorSendingEmail")) },
    );
  });

  return (
    <PageCard title={t("screens.forgotPassword.title")} intro={t("screens.forgotPassword.intro")}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label={t("screens.fields.email")}
          type="email"
          autoComplete="email"
          required
          error={formState.errors.email?.message}
          {...register("email")}
        />
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {t("screens.forgotPassword.submit")}
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
