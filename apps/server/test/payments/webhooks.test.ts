// Stripe webhooks: signature on the raw body, each event applied once, and any order of the
// events of one checkout ending in the same, right state (events are pointers; state is re-read).
import { ANSWER_MESSAGES } from "@handraise/contract";
import {
  buildUser,
  type FakeStripe,
  type StripeEventPayload,
  startFakeStripe,
  type TestUser,
  useTestServer,
} from "@handraise/test-support";
import { afterAll, describe, expect, it } from "vitest";

let stripe: FakeStripe;

// Registered before the server's hooks, so it runs after the server has stopped.
afterAll(() => stripe?.close());
const { server, http } = useTestServer(async () => {
  stripe = await startFakeStripe();
  return { env: stripe.env };
});

/** A user who went through Checkout and paid: the fake holds the subscription and invoice. */
async function paidCheckout(interval: "monthly" | "yearly" = "monthly", user?: TestUser) {
  const buyer = user ?? (await buildUser(http));
  const answer = await http.post("/api/stripe/checkout-session", {
    token: buyer.token,
    body: { planType: "pro", billingInterval: interval },
  });
  expect(answer.status).toBe(200);
  const sessionId = String(answer.body.url).split("/").pop() ?? "";
  return { user: buyer, ...stripe.completeCheckout(sessionId) };
}

async function deliverAll(events: StripeEventPayload[]) {
  for (const event of events) {
    const answer = await stripe.deliver(server.url, event);
    expect(answer, event.type).toEqual({ status: 200, body: { received: true } });
  }
}

const me = async (user: TestUser) => (await http.get("/api/auth/me", { token: user.token })).body;
const isProOf = async (user: TestUser) => {
  const body = await me(user);
  return (body.userInfo ?? body).isPro as boolean;
};
const statusOf = async (user: TestUser) => (await http.get("/api/payments/status", { token: user.token })).body;

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("webhook signature", () => {
  it("refuses a delivery with a bad signature and changes nothing", async () => {
    const { user, events } = await paidCheckout();
    for (const event of events) {
      const answer = await stripe.deliver(server.url, event, { secret: "whsec_not_the_right_one" });
      expect(answer).toEqual({
        status: 400,
        body: {
          error: ANSWER_MESSAGES.invalidSignature,
          message: ANSWER_MESSAGES.invalidSignature,
          code: "invalidSignature",
        },
      });
    }
    expect(await isProOf(user)).toBe(false);
  });

  it("refuses a body changed after signing", async () => {
    const { user, events } = await paidCheckout();
    const [completed] = events;
    if (!completed) throw new Error("no event");
    const { signature, body } = stripe.sign(completed);
    const tampered = body.replace(completed.id, `${completed.id}x`);
    const answer = await http.post("/api/stripe/webhook", {
      raw: tampered,
      headers: { "content-type": "application/json", "stripe-signature": signature },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(ANSWER_MESSAGES.invalidSignature);
    expect(await isProOf(user)).toBe(false);
  });

  it("refuses a missing signature header", async () => {
    const answer = await http.post("/api/stripe/webhook", { body: stripe.event("invoice.paid", { id: "in_x" }) });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(ANSWER_MESSAGES.invalidSignature);
  });

  it("refuses a stale delivery (signed more than five minutes ago)", async () => {
    const { user, events } = await paidCheckout();
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    for (const event of events) {
      const answer = await stripe.deliver(server.url, event, { timestamp: tenMinutesAgo });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(ANSWER_MESSAGES.invalidSignature);
    }
    expect(await isProOf(user)).toBe(false);
  });

  it("keeps JSON parsing everywhere else (the raw body is the webhook's alone)", async () => {
    const user = await buildUser(http);
    const answer = await http.post("/api/stripe/checkout-session", {
      token: user.token,
      body: { planType: "pro", billingInterval: "monthly" },
    });
    expect(answer.status).toBe(200);
  });
});

describe("applying events", () => {
  const orders = permutations([0, 1, 2]);

  it.each(orders.map((order) => [order.join(","), order]))(
    "ends Pro with the right plan whatever the order of arrival (%s)",
    async (_label, order) => {
      const interval = order[0] === 1 ? "yearly" : "monthly"; // both plans get exercised
      const { user, events, subscription } = await paidCheckout(interval);
      await deliverAll(order.map((i) => events[i] as StripeEventPayload));

      expect(await isProOf(user)).toBe(true);
      const status = await statusOf(user);
      const periodEnd = new Date(subscription.items.data[0].current_period_end * 1000).toISOString();
      expect(status).toEqual({ plan: `pro-${interval}`, status: "active", endDate: periodEnd });
      const row = await server.ctx.db
        .selectFrom("users")
        .select(["is_pro", "plan", "plan_status", "plan_end_date"])
        .where("id", "=", user._id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ is_pro: 1, plan: `pro-${interval}`, plan_status: "active", plan_end_date: periodEnd });
      const payments = (await http.get("/api/payments/my-payments", { token: user.token })).body;
      expect(payments).toHaveLength(1);
    },
  );

  it("applies a duplicate delivery once: the second changes nothing", async () => {
    const { user, events, subscription } = await paidCheckout();
    await deliverAll(events);
    expect(await isProOf(user)).toBe(true);

    // Stripe cancels; then an OLD event is delivered again. Were it applied again, its re-read
    // would still be harmless, so check the event log too: one row per event id.
    stripe.updateSubscription(subscription.id, { status: "canceled" });
    const created = events[1] as StripeEventPayload;
    const again = await stripe.deliver(server.url, created);
    expect(again).toEqual({ status: 200, body: { received: true } });
    expect(await isProOf(user)).toBe(true); // the duplicate did not re-read and apply the cancellation

    const paid = events[2] as StripeEventPayload;
    await stripe.deliver(server.url, paid);
    const payments = (await http.get("/api/payments/my-payments", { token: user.token })).body;
    expect(payments).toHaveLength(1);
    const logged = await server.ctx.db
      .selectFrom("stripe_events")
      .select("id")
      .where(
        "id",
        "in",
        events.map((e) => e.id),
      )
      .execute();
    expect(logged).toHaveLength(3);
  });

  it("applies a duplicate delivered concurrently once", async () => {
    const { user, events } = await paidCheckout();
    const paid = events[2] as StripeEventPayload;
    const answers = await Promise.all([1, 2, 3, 4].map(() => stripe.deliver(server.url, paid)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect((await http.get("/api/payments/my-payments", { token: user.token })).body).toHaveLength(1);
    expect(await isProOf(user)).toBe(true);
  });

  it("ends with isPro false when the subscription is canceled (deleted)", async () => {
    const { user, events, subscription } = await paidCheckout("yearly");
    await deliverAll(events);
    expect(await isProOf(user)).toBe(true);

    const canceled = stripe.updateSubscription(subscription.id, { status: "canceled" });
    await deliverAll([stripe.event("customer.subscription.deleted", canceled)]);
    expect(await isProOf(user)).toBe(false);
    expect(await statusOf(user)).toMatchObject({ plan: "individual", status: "canceled" });

    // A stale "created" event arriving after the cancellation re-reads: still canceled.
    await deliverAll([stripe.event("customer.subscription.created", subscription)]);
    expect(await isProOf(user)).toBe(false);
  });

  it("keeps a canceled subscription canceled even if a read taken before it lands late", async () => {
    const { user, events, subscription } = await paidCheckout();
    await deliverAll(events);
    stripe.updateSubscription(subscription.id, { status: "canceled" });
    await deliverAll([stripe.event("customer.subscription.deleted", subscription)]);
    // Stripe itself never reactivates a canceled subscription; a stale read must not either.
    stripe.updateSubscription(subscription.id, { status: "active" });
    await deliverAll([stripe.event("customer.subscription.updated", subscription)]);
    expect(await isProOf(user)).toBe(false);
  });

  it("drops Pro on a failed renewal (past_due) and restores it once paid", async () => {
    const { user, events, subscription, invoice } = await paidCheckout();
    await deliverAll(events);
    stripe.updateSubscription(subscription.id, { status: "past_due" });
    await deliverAll([stripe.event("invoice.payment_failed", { ...invoice, status: "open" })]);
    expect(await isProOf(user)).toBe(false);
    expect(await statusOf(user)).toMatchObject({ plan: "individual", status: "past_due" });

    stripe.updateSubscription(subscription.id, { status: "active" });
    await deliverAll([stripe.event("customer.subscription.updated", subscription)]);
    expect(await isProOf(user)).toBe(true);
  });

  it("treats trialing as Pro and follows a plan change made in the portal", async () => {
    const { user, events, subscription } = await paidCheckout("monthly");
    stripe.updateSubscription(subscription.id, { status: "trialing" });
    await deliverAll(events);
    expect(await statusOf(user)).toMatchObject({ plan: "pro-monthly", status: "trialing" });
    expect(await isProOf(user)).toBe(true);

    const changed = stripe.updateSubscription(subscription.id, { status: "active", price: stripe.priceYearly });
    await deliverAll([stripe.event("customer.subscription.updated", changed)]);
    expect(await statusOf(user)).toMatchObject({ plan: "pro-yearly", status: "active" });
  });

  it("acknowledges event types it does not act on", async () => {
    const answer = await stripe.deliver(server.url, stripe.event("customer.created", { id: "cus_x" }));
    expect(answer).toEqual({ status: 200, body: { received: true } });
  });

  it("answers 502 (so Stripe retries) when the subscription cannot be read, and applies it on retry", async () => {
    const { user, events, subscription } = await paidCheckout();
    const created = events[1] as StripeEventPayload;
    const saved = stripe.subscriptions.get(subscription.id);
    stripe.subscriptions.delete(subscription.id);
    const failed = await stripe.deliver(server.url, created);
    expect(failed.status).toBe(502);
    expect(await isProOf(user)).toBe(false);

    stripe.subscriptions.set(subscription.id, saved ?? {});
    await deliverAll([created]);
    expect(await isProOf(user)).toBe(true);
  });
});
