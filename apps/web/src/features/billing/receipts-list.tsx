// The payment history (docs/product.md §2): 'Loading...', 'No payment history found.', amounts in
// major units with an upper-case currency, a receipt link, 'User deleted' for a gone payer.
import type { PaymentRecord } from "@handraise/contract";
import { ExternalLink } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { failureMessage } from "../../lib/api.ts";
import { useFormat, useT } from "../../lib/i18n/translate.ts";
import { usePaymentsQuery } from "./api.ts";
import { formatAmount, formatDay, planLabel, statusLabel } from "./billing-format.ts";

export function ReceiptsList() {
  const t = useT();
  const { data: payments = [], isError, error, isFetching, isUninitialized } = usePaymentsQuery();
  const loadingPayments = isFetching || isUninitialized;
  const paymentsError = isError && !isFetching ? failureMessage(error, t("messages.failedLoadPaymentHistory")) : null;
  return (
    <Card className="flex flex-col gap-4 p-6" aria-labelledby="receipts-heading">
      <h2 id="receipts-heading" className="text-lg font-semibold">
        {t("screens.receipts.title")}
      </h2>
      {loadingPayments && payments.length === 0 ? (
        <p role="status">{t("common.loading")}</p>
      ) : paymentsError ? (
        <p role="alert" className="text-red-800">
          {paymentsError}
        </p>
      ) : payments.length === 0 ? (
        <p className="text-slate-700">{t("screens.receipts.none")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200" aria-label={t("screens.receipts.list")}>
          {payments.map((payment) => (
            <Receipt key={payment._id} payment={payment} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function Receipt({ payment }: { payment: PaymentRecord }) {
  const t = useT();
  const { locale } = useFormat();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="receipt">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-semibold">{formatAmount(payment.amountPaid, payment.currency, locale)}</span>
          <span className="text-slate-700">{planLabel(payment.currentPlan, t)}</span>
          <Badge tone={payment.status === "paid" ? "success" : "neutral"}>{statusLabel(payment.status, t)}</Badge>
        </p>
        <p className="text-sm text-slate-700">
          {formatDay(payment.startDate, locale)} – {formatDay(payment.endDate, locale)}
          {" · "}
          {payment.userId ? payment.userId.email : <span className="italic">{t("screens.receipts.userDeleted")}</span>}
        </p>
      </div>
      {payment.receiptUrl ? (
        <a
          href={payment.receiptUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="link-ui inline-flex min-h-11 items-center gap-1"
        >
          {t("screens.receipts.view")}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">{t("screens.receipts.newTab")}</span>
        </a>
      ) : null}
    </li>
  );
}
