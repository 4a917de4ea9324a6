// The receipt mail of a Pro payment (docs/features/payments.md "Receipt mail"). It is queued in
// the webhook's own transaction, beside the event id's record and the payment row: a webhook we
// acknowledged never loses its mail (the outbox sends it, with retries), and a redelivery of the
// same event, or another event about the same invoice, stores nothing and so mails nothing.
import type { PaymentsTable } from "../../db/tables.ts";
import { mailLocaleOf } from "../../i18n/mail.ts";
import { queueMail } from "../../mail/outbox.ts";
import { receiptMail } from "./receipt-mail.ts";
import * as repo from "./repository.ts";

type Executor = Parameters<typeof repo.findUser>[0];

/** Queues the receipt of a payment just stored, to its payer in the payer's language. */
export async function queueReceipt(trx: Executor, publicUrl: string, payment: PaymentsTable): Promise<void> {
  // Nothing was paid (a full discount): nothing to confirm. No payer (deleted): nobody to tell.
  if (payment.amount_paid <= 0 || !payment.user_id) return;
  const payer = await repo.findUser(trx, payment.user_id);
  if (!payer) return;
  await queueMail(
    trx,
    receiptMail(payer.email, mailLocaleOf(payer.locale), {
      plan: payment.plan,
      amountPaid: payment.amount_paid,
      currency: payment.currency,
      paidAt: new Date(payment.created_at),
      billingLink: `${publicUrl}/billing`,
    }),
  );
}
