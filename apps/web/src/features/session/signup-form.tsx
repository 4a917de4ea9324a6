// `/signup`: display name, email and password required, company optional (docs/product.md §5), checked
// by the contract's register schema with its limits; the page's language becomes the account's
// (its mail is written in it). On success the new user goes back to the page they came from,
// keeping an autojoin flag.

import { PASSWORD_MIN, registerBodySchema } from "@handraise/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormStatus } from "../../components/ui/form-status.tsx";
import { PageCard } from "../../components/ui/page-card.tsx";
import { failureMessage } from "../../lib/api.ts";
import { maxLengthOf } from "../../lib/field-limits.ts";
import { zodResolver } from "../../lib/form-resolver.ts";
import { currentLocale } from "../../lib/i18n/locale.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useRegisterMutation } from "./api.ts";
import { returnPath, returnState } from "./return-path.ts";

const limits = registerBodySchema.shape;

export function SignupForm() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [registerAccount] = useRegisterMutation();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { displayName: "", email: "", password: "", companyName: "" },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ companyName, ...body }) => {
    setError(null);
    const result = await registerAccount({
      ...body,
      ...(companyName ? { companyName } : {}),
      language: currentLocale(),
    });
    if (result.data) {
      navigate(returnPath(location), { replace: true });
      return;
    }
    setError(failureMessage(result.error, t("messages.registrationFailed")));
  });

  return (
    <PageCard title={t("screens.signup.title")} intro={t("screens.signup.intro")}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
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
          label={t("screens.fields.password")}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          hint={t("screens.passwordHint", { min: PASSWORD_MIN })}
          error={errors.password?.message}
          {...register("password")}
        />
        <TextField
          label={t("screens.fields.companyName")}
          autoComplete="organization"
          maxLength={maxLengthOf(limits.companyName)}
          error={errors.companyName?.message}
          {...register("companyName")}
        />
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {t("screens.signup.submit")}
        </Button>
        <FormStatus error={error} />
      </form>
      <p className="mt-6 text-slate-700">
        {t("screens.signup.haveAccount")}{" "}
        <Link className="link-ui" to={{ pathname: "/login", search: location.search }} state={returnState(location)}>
          {t("screens.signup.logIn")}
        </Link>
      </p>
    </PageCard>
  );
}
