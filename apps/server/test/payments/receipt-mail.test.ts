// The receipt mail (docs/features/payments.md "Receipt mail"), through the fake Stripe's signed
// webhooks and a real SMTP server: a paid invoice mails its payer one receipt in the account's
// language (plan, amount and day as that language writes them, the billing page's link); a
// redelivered event, or another event about the same invoice, mails nothing more; a delivery we
// refused (502) mails nothing, and Stripe's next try mails it once.
import { LOCALES } from "@handraise/contract";
import {
  buildUser,
  type FakeStripe,
  type SmtpCatcher,
  type StripeEventPayload,
  startFakeStripe,
  startSmtpCatcher,
  type TestUser,
  useTestServer,
} from "@handraise/test-support";
import { afterAll, describe, expect, it } from "vitest";
import { receiptMail } from "../../src/features/payments/receipt-mail.ts";
import { mailsTo, outboxSent as outboxSentOf, receivedBy as receivedByOf } from "../accounts/mail-links.ts";

let stripe: FakeStripe;
let catcher: SmtpCatcher;

// Registered before the server's hooks, so they run after the server has stopped.
afterAll(() => stripe?.close());
afterAll(() => catcher?.close());
const { server, http } = useTestServer(async () => {
  stripe = await startFakeStripe();
  catcher = await startSmtpCatcher();
  return { env: { ...stripe.env, SMTP_URL: catcher.url } };
});

async function paidCheckout(user: TestUser, interval: "monthly" | "yearly" = "monthly") {
  const answer = await http.post("/api/stripe/checkout-session", {
    token: user.token,
    body: { planType: "pro", billingInterval: interval },
  });
  expect(answer.status).toBe(200);
  return stripe.completeCheckout(String(answer.body.url).split("/").pop() ?? "");
}

async function deliverAll(events: StripeEventPayload[]) {
  for (const event of events) {
    expect(await stripe.deliver(server.url, event), event.type).toEqual({ status: 200, body: { received: true } });
  }
}

/** Every queued mail has gone out: what SMTP holds now is all there will be. */
const outboxSent = () => outboxSentOf(server.ctx.db);
const receivedBy = (email: string) => receivedByOf(catcher, email);

/** The day the fake Stripe says the invoice was paid, as the language writes it. */
const paidDay = (locale: string, invoice: Record<string, any>) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Number(invoice.status_transitions.paid_at) * 1000),
  );

describe("the receipt mail", () => {
  it("reaches a German account once, in German, and not again on redelivery", async () => {
    const user = await buildUser(http, { language: "de" });
    const { events, invoice } = await paidCheckout(user);
    await deliverAll(events);

    const [mail] = await mailsTo(catcher, user.email, 1);
    expect(mail?.subject).toBe("Ihr Handraise-Beleg: Pro monatlich");
    const text = mail?.text ?? "";
    expect(text).toContain("Vielen Dank für Ihre Zahlung.");
    expect(text).toContain("Tarif: Pro monatlich\n");
    // 999 pence, in German: "9,99 £".
    expect(text).toContain(
      `Betrag: ${new Intl.NumberFormat("de", { style: "currency", currency: "GBP" }).format(9.99)}\n`,
    );
    expect(text).toContain("9,99");
    expect(text).toContain(`Datum: ${paidDay("de", invoice)}\n`);
    expect(text).toContain(`\n${server.ctx.config.publicUrl}/billing`);

    // Stripe delivers every event again (same ids), and once more under a new event id.
    await deliverAll(events);
    const invoicePaid = events.find((event) => event.type === "invoice.paid") as StripeEventPayload;
    await deliverAll([stripe.event("invoice.paid", invoicePaid.data.object)]);
    await outboxSent();
    expect(receivedBy(user.email)).toHaveLength(1);
    const queued = await server.ctx.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", user.email)
      .execute();
    expect(queued).toHaveLength(1);
  });

  it("is in English for an account without a language, naming the yearly plan, whatever the order of events", async () => {
    const user = await buildUser(http);
    const { events, invoice } = await paidCheckout(user, "yearly");
    await deliverAll([...events].reverse()); // invoice.paid first: the owner comes from our metadata

    const [mail] = await mailsTo(catcher, user.email, 1);
    expect(mail?.subject).toBe("Your Handraise receipt: Pro yearly");
    expect(mail?.text?.trimEnd()).toBe(
      [
        "Thank you for your payment.",
        "",
        "Plan: Pro yearly",
        "Amount: £90.00",
        `Date: ${paidDay("en", invoice)}`,
        "",
        "Your payment history, with the receipt of each payment, is on your billing page:",
        `${server.ctx.config.publicUrl}/billing`,
      ].join("\n"),
    );
  });

  it("mails nothing for a delivery refused while Stripe is down, and once when Stripe tries again", async () => {
    const user = await buildUser(http, { language: "fr" });
    const { events } = await paidCheckout(user);
    const invoicePaid = events.find((event) => event.type === "invoice.paid") as StripeEventPayload;
    stripe.failWhen((request) => request.path.startsWith("/v1/invoices/"));
    expect((await stripe.deliver(server.url, invoicePaid)).status).toBe(502);
    stripe.failWhen();
    const queued = () =>
      server.ctx.db.selectFrom("mail_outbox").select("subject").where("recipient", "=", user.email).execute();
    expect(await queued()).toEqual([]);

    await deliverAll([invoicePaid, invoicePaid]);
    expect(await queued()).toEqual([{ subject: "Votre reçu Handraise : Pro mensuel" }]);
    await outboxSent();
    expect(receivedBy(user.email)).toHaveLength(1);
  });

  it("is written in every language, every value in place", () => {
    const facts = {
      plan: "pro-monthly",
      amountPaid: 1234,
      currency: "eur",
      paidAt: new Date("2026-03-04T12:00:00Z"),
      billingLink: "https://handraise.test/billing",
    };
    for (const locale of LOCALES) {
      const mail = receiptMail("a@example.test", locale, facts);
      const amount = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(12.34);
      expect(mail.text, locale).toContain(amount);
      expect(mail.text, locale).toContain("\nhttps://handraise.test/billing");
      expect(`${mail.subject}\n${mail.text}`, locale).not.toMatch(/[{}]/);
      // A currency without decimals is not divided by 100.
      expect(receiptMail("a@example.test", locale, { ...facts, currency: "jpy" }).text).toContain(
        new Intl.NumberFormat(locale, { style: "currency", currency: "JPY" }).format(1234),
      );
    }
  });
});
