// `/billing-upgrade`: choose monthly or yearly, optionally enter a promo code, and go to
// Stripe Checkout. Errors come as toasts; payments switched off on the server stay on screen.
import { MESSAGES, PLAN_LIMITS, PRICES } from "@handraise/contract";
import { AlertCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useAppDispatch } from "../../app/hooks.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { notify } from "../../components/ui/toast.ts";
import { startCheckout } from "./subscription-thunks.ts";

const CHOICES = [
  { value: "monthly", title: PRICES.proMonthly.label, price: `${PRICES.proMonthly.amount}/${PRICES.proMonthly.per}` },
  {
    value: "yearly",
    title: PRICES.proYearly.label,
    price: `${PRICES.proYearly.amount}/${PRICES.proYearly.per}`,
    note: `Saves ${PRICES.proYearly.saving} a year`,
  },
] as const;

export function UpgradeForm() {
  const dispatch = useAppDispatch();
  const [billingInterval, setBillingInterval] = useState<string>("monthly");
  const [promoCode, setPromoCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [disabledNotice, setDisabledNotice] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await dispatch(startCheckout({ billingInterval, promoCode }));
    if (startCheckout.fulfilled.match(result)) {
      window.location.assign(result.payload);
      return;
    }
    setBusy(false);
    const message = result.payload ?? MESSAGES.upgradeFailed;
    if (message === MESSAGES.paymentsDisabled) setDisabledNotice(message);
    notify.error(message);
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Upgrade to Pro</h1>
        <p className="text-slate-700">
          {PLAN_LIMITS.pro.maxMembers} members and {PLAN_LIMITS.pro.maxQuestions} questions per event, unlimited events,
          moderation tools and priority email support.
        </p>
      </header>
      {disabledNotice ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-[var(--radius-ui)] bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
        >
          <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{disabledNotice}</span>
        </p>
      ) : null}
      <Card className="p-6">
        <form className="flex flex-col gap-6" onSubmit={submit}>
          <fieldset className="flex flex-col gap-3">
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
                  name="billingInterval"
                  value={choice.value}
                  checked={billingInterval === choice.value}
                  onChange={() => setBillingInterval(choice.value)}
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
            name="promoCode"
            autoComplete="off"
            value={promoCode}
            maxLength={100}
            onChange={(event) => setPromoCode(event.target.value)}
          />
          <Button type="submit" busy={busy}>
            Continue to checkout
          </Button>
        </form>
      </Card>
    </div>
  );
}
