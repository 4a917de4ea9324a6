// `/login`: email and password, checked by the contract's login schema; the server's error shows
// beneath the form (docs/product.md §5). On success the user goes back to the page they came from,
// keeping an autojoin flag.

import { loginBodySchema } from "@handraise/contract";
import { Info } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormStatus } from "../../components/ui/form-status.tsx";
import { PageCard } from "../../components/ui/page-card.tsx";
import { failureMessage } from "../../lib/api.ts";
import { zodResolver } from "../../lib/form-resolver.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useLoginMutation } from "./api.ts";
import { returnPath, returnState } from "./return-path.ts";
import { takeSignedOut } from "./signed-out-notice.ts";

export function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [login] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const [signedOut] = useState(takeSignedOut);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    setError(null);
    const result = await login(body);
    if (result.data) {
      navigate(returnPath(location), { replace: true });
      return;
    }
    setError(failureMessage(result.error, t("messages.loginFailed")));
  });

  return (
    <PageCard title={t("screens.login.title")} intro={t("screens.login.intro")}>
      {signedOut ? (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-[var(--radius-ui)] bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{t("messages.signedOutElsewhere")}</span>
        </p>
      ) : null}
      <form className="flex flex-col gap-4" onSubmit={submit}>
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
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register("password")}
        />
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {t("screens.login.submit")}
        </Button>
        <FormStatus error={error} />
      </form>
      <div className="mt-6 flex flex-col gap-2 text-slate-700">
        <Link className="link-ui self-start" to="/forgot-password">
          {t("screens.login.forgotPassword")}
        </Link>
        <p>
          {t("screens.login.newHere")}{" "}
          <Link className="link-ui" to={{ pathname: "/signup", search: location.search }} state={returnState(location)}>
            {t("screens.login.signUp")}
          </Link>
        </p>
      </div>
    </PageCard>
  );
}
