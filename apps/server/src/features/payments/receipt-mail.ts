// The words of the receipt mail (the mail catalogue's `receipt`), in the account's language: the
// plan's name, the amount with its currency and the day of payment as that language writes them,
// and the billing page, where the payment history links Stripe's own receipt of each payment.
import type { Locale } from "@handraise/contract";
import { mailDate, mailMoney, mailText } from "../../i18n/mail.ts";
import type { Mail } from "../../mail/mailer.ts";

export type ReceiptFacts = {
  /** The plan the payment bought, as planForPrice named it. */
  plan: string;
  /** In the currency's smallest unit, as Stripe counts it. */
  amountPaid: number;
  currency: string;
  paidAt: Date;
  /** The web app's billing page (`/billing`), from PUBLIC_URL. */
  billingLink: string;
};

export function receiptMail(to: string, locale: Locale, facts: ReceiptFacts): Mail {
  const plan = mailText(locale, (mail) =>
    facts.plan === "pro-yearly" ? mail.receipt.plans.proYearly : mail.receipt.plans.proMonthly,
  );
  return {
    to,
    subject: mailText(locale, (mail) => mail.receipt.subject, { plan }),
    text: mailText(locale, (mail) => mail.receipt.body, {
      plan,
      amount: mailMoney(locale, facts.amountPaid, facts.currency),
      date: mailDate(locale, facts.paidAt),
      link: facts.billingLink,
    }),
  };
}
