// `/billing`: current plan and receipts. Loads the plan status, the history and the user (so the
// Free/Pro badge follows); after a paid Checkout it re-reads for a while, because Pro arrives
// by Stripe's webhook, which may land a moment after the browser returns.
import { isProPlan, MESSAGES } from "@handraise/contract";
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { notify } from "../../components/ui/toast.ts";
import { fetchMe } from "../session/session-thunks.ts";
import { PlanSummary } from "./plan-summary.tsx";
import { ReceiptsList } from "./receipts-list.tsx";
import { fetchPayments, fetchPlanStatus } from "./subscription-thunks.ts";
import { useCheckoutReturn } from "./use-checkout-return.ts";

const ACTIVATION_POLL_MS = 2000;
const ACTIVATION_POLLS = 15;

export function BillingView() {
  const dispatch = useAppDispatch();
  const justPaid = useCheckoutReturn();
  const plan = useAppSelector((s) => s.subscription.plan);
  const pro = isProPlan(plan);

  useEffect(() => {
    dispatch(fetchPlanStatus()).then((result) => {
      // The banner stays on the card; the toast says it once, when the page could not load it.
      if (fetchPlanStatus.rejected.match(result)) notify.error(MESSAGES.failedFetchSubscriptionStatus);
    });
    dispatch(fetchPayments());
    dispatch(fetchMe());
  }, [dispatch]);

  useEffect(() => {
    if (!justPaid || pro) return;
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      if (polls > ACTIVATION_POLLS) {
        window.clearInterval(timer);
        return;
      }
      dispatch(fetchPlanStatus());
      dispatch(fetchPayments());
    }, ACTIVATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [justPaid, pro, dispatch]);

  // Once the plan turns Pro, refresh the user as well, so the side panel badge says Pro.
  useEffect(() => {
    if (pro) dispatch(fetchMe());
  }, [pro, dispatch]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Billing</h1>
      <PlanSummary />
      <ReceiptsList />
    </div>
  );
}
