// `/billing-upgrade`: choose monthly or yearly, optionally enter a promo code, and go to
// Stripe Checkout. A Pro user sees their plan and the portal instead, since a second checkout
// would be a second subscription; a server without payments says so before the form.
// Errors come as toasts; payments switched off on the server stay on screen.

import { checkoutBodySchema, isProPlan, PLAN_LIMITS, PRICES } from "@handraise/contract";
import { AlertCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { maxLengthOf } from "../../lib/field-limits.ts";
import { zodResolver } from "../../lib/form-resolver.ts";
import { type Translate, useT } from "../../lib/i18n/translate.ts";
import { useServerConfig } from "../../lib/server-config.ts";
import { usePlanStatus, useStartCheckoutMutation } from "./api.ts";
import { PlanSummary } from "./plan-summary.tsx";
import { usePlanFailureToast } from "./use-plan-failure-toast.ts";

/** What the form chooses, as the contract's checkout body checks it (the plan is always Pro). */
const choiceSchema = z.pick(checkoutBodySchema, { billingInterval: true, promoCode: true });

/** Each interval's name, price and (yearly) saving, in the page's language. */
const choices = (t: Translate) => [
  {
    value: "monthly",
    name: t("screens.billing.plans.proMonthly"),
    price: t("screens.upgrade.perMonth", { amount: PRICES.proMonthly.amount }),
  },
  {
    value: "yearly",
    name: t("screens.billing.plans.proYearly"),
    price: t("screens.upgrade.perYear", { amount: PRICES.proYearly.amount }),
    note: t("screens.upgrade.saving", { saving: PRICES.proYearly.saving }),
  },
];

/** Whether a failed checkout is this refusal of the server (by its code, or its text when it sent none). */
const refusedAs = (error: unknown, message: string, key: "paymentsDisabled" | "alreadySubscribed", t: Translate) =>
  (error && typeof error === "object" && "code" in error && error.code === key) || message === t(`messages.${key}`);

export function UpgradeView() {
  const t = useT();
  const status = usePlanStatus({ refetchOnMountOrArgChange: true });
  const plan = status.planStatus.plan;
  const statusChecked = !status.isFetching && (status.data !== undefined || status.isError);
  // Unknown status: the form shows, and the server refuses a second subscription anyway.
  usePlanFailureToast(status, t("messages.failedFetchSubscriptionStatus"));

  if (!statusChecked) {
    return (
      <p className="mx-auto text-slate-700" role="status">
        {t("common.loading")}
      </p>
    );
  }
  if (isProPlan(plan)) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t("screens.upgrade.onPro")}</h1>
          <p className="text-slate-700">{t("screens.upgrade.proActive")}</p>
        </header>
        <PlanSummary />
      </div>
    );
  }
  return <UpgradeForm />;
}

function UpgradeForm() {
  const t = useT();
  const [startCheckout, checkout] = useStartCheckoutMutation();
  const { refetch: refetchStatus } = usePlanStatus();
  const paymentsEnabled = useServerConfig()?.paymentsEnabled ?? true;
  const { register, handleSubmit, watch, formState } = useForm({
    resolver: zodResolver(choiceSchema),
    defaultValues: { billingInterval: "monthly", promoCode: "" },
  });
  const billingInterval = watch("billingInterval");
  const [disabledNotice, setDisabledNotice] = useState<string | null>(null);
  const paymentsOff = !paymentsEnabled || disabledNotice !== null;

  const submit = handleSubmit(async (choice) => {
    const result = await startCheckout(choice);
    if (result.data !== undefined) {
      window.location.assign(result.data);
      return;
    }
    const message = failureMessage(result.error, t("messages.upgradeFailed"));
    if (refusedAs(result.error, message, "paymentsDisabled", t)) setDisabledNotice(message);
    notify.error(message);
    // Refused because a subscription already exists (409): show the plan instead of the form.
    if (refusedAs(result.error, message, "alreadySubscribed", t)) void refetchStatus();
  });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("screens.upgrade.title")}</h1>
        <p className="text-slate-700">
          {t("screens.upgrade.proOffer", {
            members: PLAN_LIMITS.pro.maxMembers,
            questions: PLAN_LIMITS.pro.maxQuestions,
          })}
        </p>
      </header>
      {paymentsOff ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-[var(--radius-ui)] bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
        >
          <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{paymentsEnabled ? disabledNotice : t("messages.paymentsOffNotice")}</span>
        </p>
      ) : null}
      <Card className="p-6">
        <form className="flex flex-col gap-6" onSubmit={submit}>
          <fieldset className="flex flex-col gap-3 disabled:opacity-60" disabled={paymentsOff}>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t("screens.upgrade.interval")}</legend>
            {choices(t).map((choice) => (
              <label
                key={choice.value}
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-[var(--radius-ui)] border p-4 ${
                  billingInterval === choice.value ? "border-accent-600 ring-2 ring-accent-600/30" : "border-slate-300"
                }`}
              >
                <input
                  type="radio"
                  value={choice.value}
                  {...register("billingInterval")}
                  className="size-5 accent-[var(--color-accent-600)]"
                />
                <span className="flex flex-1 flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{choice.name}</span>
                  <span>
                    <span className="text-lg font-semibold">{choice.price}</span>
                    {choice.note ? <span className="ms-2 text-sm text-green-800">{choice.note}</span> : null}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <TextField
            label={t("screens.upgrade.promoCode")}
            hint={t("screens.upgrade.optional")}
            autoComplete="off"
            maxLength={maxLengthOf(checkoutBodySchema.shape.promoCode)}
            disabled={paymentsOff}
            error={formState.errors.promoCode?.message}
            {...register("promoCode")}
          />
          {/* Busy while asking, then until the browser has left for the checkout page. */}
          <Button type="submit" busy={formState.isSubmitting || checkout.isSuccess} disabled={paymentsOff}>
            {t("screens.upgrade.submit")}
          </Button>
        </form>
      </Card>
    </div>
  );
}
