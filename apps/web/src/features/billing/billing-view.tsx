// `/billing`: current plan and receipts. Loads the plan status, the history and the user (so the
// Free/Pro badge follows); after a paid Checkout it re-reads for a while, because Pro arrives
// by Stripe's webhook, which may land a moment after the browser returns.
import { isProPlan } from "@handraise/contract";
import { useEffect } from "react";
import { useAppDispatch } from "../../app/hooks.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { refreshMe } from "../session/api.ts";
import { usePaymentsQuery, usePlanStatus } from "./api.ts";
import { PlanSummary } from "./plan-summary.tsx";
import { ReceiptsList } from "./receipts-list.tsx";
import { useCheckoutReturn } from "./use-checkout-return.ts";
import { usePlanFailureToast } from "./use-plan-failure-toast.ts";

const ACTIVATION_POLL_MS = 2000;
const ACTIVATION_POLLS = 15;

export function BillingView() {
  const t = useT();
  const dispatch = useAppDispatch();
  const justPaid = useCheckoutReturn();
  // Read afresh on every visit: a plan may have changed in the portal since.
  const status = usePlanStatus({ refetchOnMountOrArgChange: true });
  const payments = usePaymentsQuery(undefined, { refetchOnMountOrArgChange: true });
  const pro = isProPlan(status.planStatus.plan);
  const { refetch: refetchStatus } = status;
  const { refetch: refetchPayments } = payments;
  const activating = justPaid && !pro;

  useEffect(() => {
    void dispatch(refreshMe());
  }, [dispatch]);

  // The banner stays on the card; the toast says it when the page could not load the plan
  // (not for each re-read while a payment activates).
  usePlanFailureToast(status, t("messages.failedFetchSubscriptionStatus"), activating);

  useEffect(() => {
    if (!activating) return;
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      if (polls > ACTIVATION_POLLS) {
        window.clearInterval(timer);
        return;
      }
      void refetchStatus();
      void refetchPayments();
    }, ACTIVATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [activating, refetchStatus, refetchPayments]);

  // Once the plan turns Pro, refresh the user as well, so the side panel badge says Pro.
  useEffect(() => {
    if (pro) void dispatch(refreshMe());
  }, [pro, dispatch]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("screens.billing.title")}</h1>
      <PlanSummary />
      <ReceiptsList />
    </div>
  );
}
