// `/billing-upgrade`: choose monthly or yearly, optionally enter a promo code, and go to
// Stripe Checkout. A Pro user sees their plan and the portal instead, since a second checkout
// would be a second subscription; a server without payments says so before the form.
// Errors come as toasts; payments switched off on the server stay on screen.

import { checkoutBodySchema, isProPlan, MESSAGES, PLAN_LIMITS, PRICES, SCREEN_MESSAGES } from "@handraise/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { useServerConfig } from "../../lib/server-config.ts";
import { usePlanStatus, useStartCheckoutMutation } from "./api.ts";
import { PlanSummary } from "./plan-summary.tsx";
import { usePlanFailureToast } from "./use-plan-failure-toast.ts";

/** What the form chooses, as the contract's checkout body checks it (the plan is always Pro). */
const choiceSchema = checkoutBodySchema.pick({ billingInterval: true, promoCode: true });

const CHOICES = [
  { value: "monthly", title: PRICES.proMonthly.label, price: `${PRICES.proMonthly.amount}/${PRICES.proMonthly.per}` },
  {
    value: "yearly",
    title: PRICES.proYearly.label,
    price: `${PRICES.proYearly.amount}/${PRICES.proYearly.per}`,
    note: `Saves ${PRICES.proYearly.saving} a year`,
  },
] as const;

export function UpgradeView() {
  const status = usePlanStatus({ refetchOnMountOrArgChange: true });
  const plan = status.planStatus.plan;
  const statusChecked = !status.isFetching && (status.data !== undefined || status.isError);
  // Unknown status: the form shows, and the server refuses a second subscription anyway.
  usePlanFailureToast(status, MESSAGES.failedFetchSubscriptionStatus);

  if (!statusChecked) {
    return (
      <p className="mx-auto text-slate-700" role="status">
        Loading...
      </p>
    );
  }
  if (isProPlan(plan)) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">You are on Pro</h1>
          <p className="text-slate-700">{SCREEN_MESSAGES.upgrade.proActive}</p>
        </header>
        <PlanSummary />
      </div>
    );
  }
  return <UpgradeForm />;
}

function UpgradeForm() {
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
    const message = failureMessage(result.error, MESSAGES.upgradeFailed);
    if (message === MESSAGES.paymentsDisabled) setDisabledNotice(message);
    notify.error(message);
    // Refused because a subscription already exists (409): show the plan instead of the form.
    if (message === MESSAGES.alreadySubscribed) void refetchStatus();
  });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Upgrade to Pro</h1>
        <p className="text-slate-700">
          {SCREEN_MESSAGES.upgrade.proOffer(PLAN_LIMITS.pro.maxMembers, PLAN_LIMITS.pro.maxQuestions)}
        </p>
      </header>
      {paymentsOff ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-[var(--radius-ui)] bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
        >
          <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{paymentsEnabled ? disabledNotice : MESSAGES.paymentsOffNotice}</span>
        </p>
      ) : null}
      <Card className="p-6">
        <form className="flex flex-col gap-6" onSubmit={submit}>
          <fieldset className="flex flex-col gap-3 disabled:opacity-60" disabled={paymentsOff}>
            <legend className="mb-2 text-sm font-medium text-slate-800">Billing interval</legend>
            {CHOICES.map((choice) => (
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
                  <span className="font-medium">{choice.title}</span>
                  <span>
                    <span className="text-lg font-semibold">{choice.price}</span>
                    {"note" in choice ? <span className="ml-2 text-sm text-green-800">{choice.note}</span> : null}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <TextField
            label="Promo code"
            hint="Optional"
            autoComplete="off"
            maxLength={checkoutBodySchema.shape.promoCode.unwrap().maxLength ?? undefined}
            disabled={paymentsOff}
            error={formState.errors.promoCode?.message}
            {...register("promoCode")}
          />
          {/* Busy while asking, then until the browser has left for the checkout page. */}
          <Button type="submit" busy={formState.isSubmitting || checkout.isSuccess} disabled={paymentsOff}>
            Continue to checkout
          </Button>
        </form>
      </Card>
    </div>
  );
}
