// The caller's current plan, status and end date, with the way to the customer portal (Pro)
// or to the upgrade page (Free). A failed status load shows the banner of docs/product.md §2.
import { isProPlan } from "@handraise/contract";
import { AlertCircle, ExternalLink, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { useFormat, useT } from "../../lib/i18n/translate.ts";
import { useOpenPortalMutation, usePlanStatus } from "./api.ts";
import { formatDay, planLabel, statusLabel } from "./billing-format.ts";

export function PlanSummary() {
  const t = useT();
  const { locale } = useFormat();
  const { planStatus, isError: statusError, isFetching: loadingStatus } = usePlanStatus();
  const { plan, status, endDate } = planStatus;
  // Busy while asking, then until the browser has left for the portal.
  const [openPortal, portal] = useOpenPortalMutation();
  const pro = isProPlan(plan);
  const everSubscribed = status !== "free";

  async function manage() {
    const result = await openPortal();
    if (result.data !== undefined) {
      window.location.assign(result.data.url);
      return;
    }
    notify.error(failureMessage(result.error, t("messages.failedLaunchPortal")));
  }

  return (
    <Card className="flex flex-col gap-4 p-6" aria-labelledby="current-plan-heading" aria-busy={loadingStatus}>
      <h2 id="current-plan-heading" className="text-lg font-semibold">
        {t("screens.billing.currentPlan")}
      </h2>
      {statusError ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-[var(--radius-ui)] bg-red-50 p-3 text-red-800 ring-1 ring-red-200"
        >
          <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{t("messages.unableRetrieveSubscription")}</span>
        </p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">{t("screens.billing.plan")}</dt>
          <dd className="text-lg font-semibold" data-testid="billing-plan">
            {planLabel(plan, t)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("screens.billing.status")}</dt>
          <dd data-testid="billing-status">
            <Badge tone={pro ? "success" : everSubscribed ? "warning" : "neutral"}>{statusLabel(status, t)}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">
            {t(pro ? "screens.billing.renewsOrEnds" : "screens.billing.endDate")}
          </dt>
          <dd data-testid="billing-end-date">{formatDay(endDate, locale)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {pro || everSubscribed ? (
          <Button variant={pro ? "primary" : "secondary"} onClick={manage} busy={portal.isLoading || portal.isSuccess}>
            <ExternalLink className="size-4" aria-hidden="true" />
            {t("screens.billing.manage")}
          </Button>
        ) : null}
        {pro ? null : (
          <Link to="/billing-upgrade" className={buttonClass("primary")}>
            <Sparkles className="size-4" aria-hidden="true" />
            {t("screens.billing.upgrade")}
          </Link>
        )}
      </div>
    </Card>
  );
}
