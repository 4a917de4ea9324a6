// Plan status and payment history, records kept when their payer is deleted, and Pro taking
// effect on plan limits at once.
import { ANSWER_MESSAGES, PLAN_LIMITS, paymentRecordSchema } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  english,
  type FakeStripe,
  type StripeEventPayload,
  startFakeStripe,
  type TestUser,
  useTestServer,
} from "@handraise/test-support";
import { afterAll, describe, expect, it } from "vitest";
import { presentPayment } from "../../src/features/payments/presenter.ts";
import { unsafePaymentsByIds } from "../../src/features/payments/repository.ts";

let stripe: FakeStripe;

// Registered before the server's hooks, so it runs after the server has stopped.
afterAll(() => stripe?.close());
const { server, http } = useTestServer(async () => {
  stripe = await startFakeStripe();
  return { env: stripe.env };
});

async function becomePro(user: TestUser, interval: "monthly" | "yearly", promoCode?: string) {
  const answer = await http.post("/api/stripe/checkout-session", {
    token: user.token,
    body: { planType: "pro", billingInterval: interval, ...(promoCode ? { promoCode } : {}) },
  });
  expect(answer.status).toBe(200);
  const paid = stripe.completeCheckout(String(answer.body.url).split("/").pop() ?? "");
  for (const event of paid.events) expect((await stripe.deliver(server.url, event)).status).toBe(200);
  return paid;
}

describe("GET /api/payments/status and /my-payments", () => {
  it("answers individual/free and an empty history for a user who never paid", async () => {
    const user = await buildUser(http);
    expect((await http.get("/api/payments/status", { token: user.token })).body).toEqual({
      plan: "individual",
      status: "free",
      endDate: null,
    });
    expect((await http.get("/api/payments/my-payments", { token: user.token })).body).toEqual([]);
  });

  it("lists the caller's own receipts, newest first, in the contract's shape", async () => {
    const user = await buildUser(http);
    const other = await buildUser(http);
    stripe.addPromotionCode("HALF", { percentOff: 50 });
    const first = await becomePro(user, "monthly");
    // A subscriber cannot check out again; the monthly plan ends first, then the user buys yearly.
    const ended = stripe.updateSubscription(first.subscription.id, { status: "canceled" });
    expect((await stripe.deliver(server.url, stripe.event("customer.subscription.deleted", ended))).status).toBe(200);
    const second = await becomePro(user, "yearly", "HALF");
    await becomePro(other, "monthly");

    const answer = await http.get("/api/payments/my-payments", { token: user.token });
    expect(answer.status).toBe(200);
    const records = answer.body.map((r: unknown) => paymentRecordSchema.parse(r));
    expect(records.map((r: { _id: string }) => r._id)).toEqual([second.invoice.id, first.invoice.id]);
    const line = second.invoice.lines.data[0];
    expect(records[0]).toEqual({
      _id: second.invoice.id,
      userId: { _id: user._id, email: user.email },
      amountPaid: 4500,
      currency: "gbp",
      startDate: new Date(line.period.start * 1000).toISOString(),
      endDate: new Date(line.period.end * 1000).toISOString(),
      currentPlan: "pro-yearly",
      status: "paid",
      receiptUrl: second.invoice.hosted_invoice_url,
    });
    expect(records[1]).toMatchObject({ amountPaid: 999, currentPlan: "pro-monthly" });
  });

  it("keeps a deleted user's payment record, with no user", async () => {
    const user = await buildUser(http);
    const { invoice } = await becomePro(user, "monthly");
    const deleted = await http.delete("/api/auth/me", { token: user.token });
    expect(deleted.status).toBeLessThan(300);

    const [kept] = (await unsafePaymentsByIds(server.ctx.db, [invoice.id])).map(presentPayment);
    expect(kept).toMatchObject({
      _id: invoice.id,
      userId: null,
      amountPaid: 999,
      receiptUrl: invoice.hosted_invoice_url,
    });
    // A later event about the deleted user's subscription is still accepted and stored.
    const renewal = stripe.event("invoice.paid", invoice) as StripeEventPayload;
    expect((await stripe.deliver(server.url, renewal)).status).toBe(200);
  });

  it("requires a signed-in account", async () => {
    expect((await http.get("/api/payments/status")).status).toBe(401);
    expect((await http.get("/api/payments/my-payments")).status).toBe(401);
  });
});

describe("plan limits follow isPro at once", () => {
  it("lets a host who became Pro through a webhook raise an event to 100 members and 50 questions", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host, { maxMembers: 10 });
    const refused = await http.put(`/api/events/${event._id}`, { token: host.token, body: { maxMembers: 100 } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      english(ANSWER_MESSAGES.limitAbovePlan, { field: "maxMembers", max: PLAN_LIMITS.free.maxMembers }),
    );

    const { subscription } = await becomePro(host, "monthly");
    const raised = await http.put(`/api/events/${event._id}`, {
      token: host.token,
      body: { maxMembers: PLAN_LIMITS.pro.maxMembers, maxQuestions: PLAN_LIMITS.pro.maxQuestions },
    });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ maxMembers: 100, maxQuestions: 50 });

    // Lapsed: the event keeps its limits, but they cannot be raised further.
    const canceled = stripe.updateSubscription(subscription.id, { status: "canceled" });
    expect((await stripe.deliver(server.url, stripe.event("customer.subscription.deleted", canceled))).status).toBe(
      200,
    );
    const other = await buildEvent(http, host, { maxMembers: 10 });
    const again = await http.put(`/api/events/${other._id}`, { token: host.token, body: { maxMembers: 100 } });
    expect(again.status).toBe(400);
    expect((await http.get(`/api/events/${event._id}`, { token: host.token })).body.maxMembers).toBe(100);
  });
});
