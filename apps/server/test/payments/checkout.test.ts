// Checkout and portal sessions against a local fake Stripe: intervals, promo codes, one
// customer per user, the portal for the caller's own customer only.
import { ANSWER_MESSAGES, MESSAGES } from "@handraise/contract";
import { buildUser, type FakeStripe, startFakeStripe, useTestServer } from "@handraise/test-support";
import { afterAll, describe, expect, it } from "vitest";

let stripe: FakeStripe;

// Registered before the server's hooks, so it runs after the server has stopped.
afterAll(() => stripe?.close());
const { server, http } = useTestServer(async () => {
  stripe = await startFakeStripe();
  return { env: stripe.env };
});

const sessionOf = (url: string) => {
  const id = url.split("/").pop() ?? "";
  const session = stripe.sessions.get(id);
  if (!session) throw new Error(`no fake session behind ${url}`);
  return session;
};

describe("POST /api/stripe/checkout-session", () => {
  it.each([
    ["monthly", () => stripe.priceMonthly],
    ["yearly", () => stripe.priceYearly],
  ])("opens a subscription Checkout for the %s price from configuration", async (interval, price) => {
    const user = await buildUser(http);
    const answer = await http.post("/api/stripe/checkout-session", {
      token: user.token,
      body: { planType: "pro", billingInterval: interval },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_`));
    const session = sessionOf(answer.body.url);
    expect(session).toMatchObject({
      mode: "subscription",
      price: price(),
      client_reference_id: user._id,
      metadata: { userId: user._id },
      success_url: `${server.url}/billing?success=true`,
      cancel_url: `${server.url}/billing?canceled=true`,
      promotion_code: null,
    });
    expect(stripe.customers.get(session.customer)?.email).toBe(user.email);
  });

  it("creates the Stripe customer once per user and reuses it", async () => {
    const user = await buildUser(http);
    const first = await http.post("/api/stripe/checkout-session", {
      token: user.token,
      body: { planType: "pro", billingInterval: "monthly" },
    });
    const second = await http.post("/api/stripe/checkout-session", {
      token: user.token,
      body: { planType: "pro", billingInterval: "yearly" },
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    const customer = sessionOf(first.body.url).customer;
    expect(sessionOf(second.body.url).customer).toBe(customer);
    const row = await server.ctx.db
      .selectFrom("users")
      .select("stripe_customer_id")
      .where("id", "=", user._id)
      .executeTakeFirstOrThrow();
    expect(row.stripe_customer_id).toBe(customer);
    const ofThisUser = [...stripe.customers.values()].filter((c) => c.metadata.userId === user._id);
    expect(ofThisUser).toHaveLength(1);
  });

  it("gives two users two different customers", async () => {
    const [a, b] = [await buildUser(http), await buildUser(http)];
    const body = { planType: "pro", billingInterval: "monthly" };
    const first = await http.post("/api/stripe/checkout-session", { token: a.token, body });
    const second = await http.post("/api/stripe/checkout-session", { token: b.token, body });
    expect(sessionOf(first.body.url).customer).not.toBe(sessionOf(second.body.url).customer);
  });

  it("applies a valid promo code as a discount", async () => {
    const promotionId = stripe.addPromotionCode("LAUNCH20");
    const user = await buildUser(http);
    const answer = await http.post("/api/stripe/checkout-session", {
      token: user.token,
      body: { planType: "pro", billingInterval: "yearly", promoCode: "LAUNCH20" },
    });
    expect(answer.status).toBe(200);
    expect(sessionOf(answer.body.url).promotion_code).toBe(promotionId);
  });

  it.each([
    ["unknown", "NOSUCHCODE"],
    ["inactive", "EXPIRED10"],
  ])("refuses an %s promo code with 400 'Invalid promo code'", async (_kind, code) => {
    stripe.addPromotionCode("EXPIRED10", { active: false });
    const user = await buildUser(http);
    const before = stripe.sessions.size;
    const answer = await http.post("/api/stripe/checkout-session", {
      token: user.token,
      body: { planType: "pro", billingInterval: "monthly", promoCode: code },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: ANSWER_MESSAGES.invalidPromoCode,
      message: ANSWER_MESSAGES.invalidPromoCode,
      code: "invalidPromoCode",
    });
    expect(stripe.sessions.size).toBe(before);
  });

  it.each([
    { planType: "enterprise", billingInterval: "monthly" },
    { planType: "pro", billingInterval: "weekly" },
    { planType: "pro", billingInterval: "" },
  ])("refuses any other plan or interval: %o", async (body) => {
    const user = await buildUser(http);
    const answer = await http.post("/api/stripe/checkout-session", { token: user.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: MESSAGES.invalidPlanSelection,
      message: MESSAGES.invalidPlanSelection,
      code: "invalidPlanSelection",
    });
  });

  it("never takes a price or customer from the body", async () => {
    const user = await buildUser(http);
    const answer = await http.post("/api/stripe/checkout-session", {
      token: user.token,
      body: { planType: "pro", billingInterval: "monthly", price: "price_free", customer: "cus_someone" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBeTruthy();
  });

  it("requires a signed-in account", async () => {
    const answer = await http.post("/api/stripe/checkout-session", {
      body: { planType: "pro", billingInterval: "monthly" },
    });
    expect(answer.status).toBe(401);
  });
});

describe("POST /api/stripe/create-portal-session", () => {
  it("opens the portal for the caller's own customer, returning to /billing", async () => {
    const [owner, other] = [await buildUser(http), await buildUser(http)];
    const body = { planType: "pro", billingInterval: "monthly" };
    const ownerCheckout = await http.post("/api/stripe/checkout-session", { token: owner.token, body });
    const otherCheckout = await http.post("/api/stripe/checkout-session", { token: other.token, body });
    const ownerCustomer = sessionOf(ownerCheckout.body.url).customer;
    const otherCustomer = sessionOf(otherCheckout.body.url).customer;

    const answer = await http.post("/api/stripe/create-portal-session", {
      token: owner.token,
      // A body naming someone else's customer is ignored.
      body: { customer: otherCustomer },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    const call = stripe.requests.filter((r) => r.path === "/v1/billing_portal/sessions").at(-1);
    expect(call?.params).toEqual({ customer: ownerCustomer, return_url: `${server.url}/billing` });
  });

  it("answers 400 with a clear message for a user who never started a checkout", async () => {
    const user = await buildUser(http);
    const answer = await http.post("/api/stripe/create-portal-session", { token: user.token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: ANSWER_MESSAGES.noBillingAccount,
      message: ANSWER_MESSAGES.noBillingAccount,
      code: "noBillingAccount",
    });
  });

  it("requires a signed-in account", async () => {
    expect((await http.post("/api/stripe/create-portal-session")).status).toBe(401);
  });
});

describe("a subscriber cannot pay twice", () => {
  const monthly = { planType: "pro", billingInterval: "monthly" };
  const refusal = { status: 409, body: { message: MESSAGES.alreadySubscribed, error: MESSAGES.alreadySubscribed } };

  /** A user who paid a Checkout; the webhooks are delivered only when asked. */
  async function paidUser(deliverWebhooks: boolean) {
    const user = await buildUser(http);
    const first = await http.post("/api/stripe/checkout-session", { token: user.token, body: monthly });
    expect(first.status).toBe(200);
    const paid = stripe.completeCheckout(sessionOf(first.body.url).id);
    if (deliverWebhooks) {
      for (const event of paid.events) expect((await stripe.deliver(server.url, event)).status).toBe(200);
    }
    return { user, paid };
  }

  it("refuses a Pro user's checkout with 409 and opens no session", async () => {
    const { user } = await paidUser(true);
    expect((await http.get("/api/payments/status", { token: user.token })).body.plan).toBe("pro-monthly");
    const before = stripe.sessions.size;
    const again = await http.post("/api/stripe/checkout-session", {
      token: user.token,
      body: { planType: "pro", billingInterval: "yearly" },
    });
    expect(again).toMatchObject(refusal);
    expect(stripe.sessions.size).toBe(before);
  });

  it("refuses also before the webhooks arrived, when Stripe already holds an active subscription", async () => {
    const { user } = await paidUser(false);
    expect((await http.get("/api/payments/status", { token: user.token })).body.plan).toBe("individual");
    expect(await http.post("/api/stripe/checkout-session", { token: user.token, body: monthly })).toMatchObject(
      refusal,
    );
  });

  it("lets a user whose subscription ended subscribe again", async () => {
    const { user, paid } = await paidUser(true);
    const ended = stripe.updateSubscription(paid.subscription.id, { status: "canceled" });
    const event = stripe.event("customer.subscription.deleted", ended);
    expect((await stripe.deliver(server.url, event)).status).toBe(200);
    expect((await http.get("/api/payments/status", { token: user.token })).body.plan).toBe("individual");
    expect((await http.post("/api/stripe/checkout-session", { token: user.token, body: monthly })).status).toBe(200);
  });
});
