// Deleting an account ends its billing: the Stripe subscription is canceled before any row goes,
// a Stripe outage keeps the account (502, try again) instead of leaving it paying, and a late
// webhook about the cancellation is harmless.
import { ANSWER_MESSAGES } from "@handraise/contract";
import {
  buildUser,
  type FakeStripe,
  httpClient,
  makePro,
  type StripeEventPayload,
  startFakeStripe,
  startTestServer,
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
afterAll(async () => {
  stripe?.failWhen();
});

/** A user who paid at Checkout; with `delivered`, the webhooks made them Pro. */
async function paidCheckout(options: { delivered: boolean } = { delivered: true }) {
  const user = await buildUser(http);
  const answer = await http.post("/api/stripe/checkout-session", {
    token: user.token,
    body: { planType: "pro", billingInterval: "monthly" },
  });
  expect(answer.status).toBe(200);
  const sessionId = String(answer.body.url).split("/").pop() ?? "";
  const checkout = stripe.completeCheckout(sessionId);
  if (options.delivered) {
    await deliverAll(checkout.events);
    expect((await me(user)).body.userInfo.isPro).toBe(true);
  }
  return { user, ...checkout };
}

async function deliverAll(events: StripeEventPayload[]) {
  for (const event of events) {
    const answer = await stripe.deliver(server.url, event);
    expect(answer, event.type).toEqual({ status: 200, body: { received: true } });
  }
}

const me = (user: TestUser) => http.get("/api/auth/me", { token: user.token });
const deleteAccount = (user: TestUser) => http.delete("/api/auth/me", { token: user.token });
const logIn = (user: TestUser) =>
  http.post("/api/auth/login", { body: { email: user.email, password: user.password } });
const cancellationsOf = (subscriptionId: string) =>
  stripe.requests.filter((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${subscriptionId}`);
const statusInStripe = (subscriptionId: string) => stripe.subscriptions.get(subscriptionId)?.status;
const storedSubscription = (subscriptionId: string) =>
  server.ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", subscriptionId).executeTakeFirst();

async function expectGone(user: TestUser) {
  expect((await me(user)).status).toBe(401);
  expect((await logIn(user)).status).toBe(401);
}

describe("deleting an account with a subscription", () => {
  it("cancels the subscription in Stripe, then deletes the account", async () => {
    const { user, subscription, invoice } = await paidCheckout();
    expect(statusInStripe(subscription.id)).toBe("active");

    const answer = await deleteAccount(user);
    expect(answer).toMatchObject({ status: 200, body: { message: ANSWER_MESSAGES.accountDeletedServer } });
    expect(statusInStripe(subscription.id)).toBe("canceled");
    expect(cancellationsOf(subscription.id)).toHaveLength(1);
    await expectGone(user);

    // The cancellation's webhook arrives after the account is gone: accepted, stored without a user.
    const deleted = stripe.event("customer.subscription.deleted", stripe.subscriptions.get(subscription.id) ?? {});
    expect(await stripe.deliver(server.url, deleted)).toEqual({ status: 200, body: { received: true } });
    expect(await storedSubscription(subscription.id)).toMatchObject({ status: "canceled", user_id: null });
    const receipt = await server.ctx.db
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", invoice.id)
      .executeTakeFirst();
    expect(receipt).toMatchObject({ user_id: null });
  });

  it("cancels a paid subscription whose webhooks have not arrived yet (found through the customer)", async () => {
    const { user, subscription, events } = await paidCheckout({ delivered: false });
    expect((await me(user)).body.userInfo.isPro).toBe(false);
    expect(await storedSubscription(subscription.id)).toBeUndefined();

    expect((await deleteAccount(user)).status).toBe(200);
    expect(statusInStripe(subscription.id)).toBe("canceled");
    await expectGone(user);

    // The checkout's own events, late: stored without a user, the subscription stays canceled.
    await deliverAll(events);
    expect(await storedSubscription(subscription.id)).toMatchObject({ status: "canceled", user_id: null });
  });

  it("does not cancel again a subscription that already ended", async () => {
    const { user, subscription } = await paidCheckout();
    const ended = stripe.updateSubscription(subscription.id, { status: "canceled" });
    await deliverAll([stripe.event("customer.subscription.deleted", ended)]);
    expect((await me(user)).body.userInfo.isPro).toBe(false);

    expect((await deleteAccount(user)).status).toBe(200);
    expect(cancellationsOf(subscription.id)).toHaveLength(0);
    await expectGone(user);
  });

  it("still deletes when our stored status is stale and Stripe already ended the subscription", async () => {
    const { user, subscription } = await paidCheckout();
    stripe.updateSubscription(subscription.id, { status: "canceled" }); // its webhook never came
    expect(await storedSubscription(subscription.id)).toMatchObject({ status: "active" });

    expect((await deleteAccount(user)).status).toBe(200);
    expect(cancellationsOf(subscription.id)).toHaveLength(0);
    await expectGone(user);
  });
});

describe("when Stripe cannot be reached", () => {
  it("answers 502, deletes nothing and lets the user retry", async () => {
    const { user, subscription } = await paidCheckout();
    stripe.failWhen(() => true);
    try {
      const answer = await deleteAccount(user);
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({
        message: ANSWER_MESSAGES.subscriptionCancelFailed,
        code: "subscriptionCancelFailed",
      });
    } finally {
      stripe.failWhen();
    }
    expect(statusInStripe(subscription.id)).toBe("active");
    expect((await me(user)).body.userInfo.isPro).toBe(true);
    const login = await logIn(user);
    expect(login.status).toBe(200);

    // Stripe is back: the same request now goes through.
    expect((await deleteAccount({ ...user, token: login.body.token })).status).toBe(200);
    expect(statusInStripe(subscription.id)).toBe("canceled");
    await expectGone(user);
  });

  it("answers 502 when only the cancellation fails (the listing worked)", async () => {
    const { user, subscription } = await paidCheckout();
    stripe.failWhen((request) => request.method === "DELETE");
    try {
      const answer = await deleteAccount(user);
      expect(answer).toMatchObject({ status: 502, body: { message: ANSWER_MESSAGES.subscriptionCancelFailed } });
    } finally {
      stripe.failWhen();
    }
    expect(cancellationsOf(subscription.id).length).toBeGreaterThan(0);
    expect(statusInStripe(subscription.id)).toBe("active");
    expect((await me(user)).status).toBe(200);
    expect((await logIn(user)).status).toBe(200);
  });
});

describe("deleting an account without a subscription", () => {
  it("deletes a user who never started a checkout without calling Stripe", async () => {
    const user = await buildUser(http);
    const before = stripe.requests.length;
    expect((await deleteAccount(user)).status).toBe(200);
    expect(stripe.requests.length).toBe(before);
    await expectGone(user);
  });

  it("deletes a user who opened a checkout but never paid", async () => {
    const user = await buildUser(http);
    const checkout = await http.post("/api/stripe/checkout-session", {
      token: user.token,
      body: { planType: "pro", billingInterval: "yearly" },
    });
    expect(checkout.status).toBe(200);
    const cancellations = () => stripe.requests.filter((r) => r.method === "DELETE").length;
    const before = cancellations();
    expect((await deleteAccount(user)).status).toBe(200);
    expect(cancellations()).toBe(before);
    await expectGone(user);
  });
});

describe("payments off", () => {
  it("deletes the account as before, Pro or not", async () => {
    const offline = await startTestServer();
    try {
      expect(offline.ctx.config.stripe).toBeUndefined();
      const offlineHttp = httpClient(offline.url);
      const user = await buildUser(offlineHttp);
      await makePro(offline.ctx.db, user._id);
      const answer = await offlineHttp.delete("/api/auth/me", { token: user.token });
      expect(answer).toMatchObject({ status: 200, body: { message: ANSWER_MESSAGES.accountDeletedServer } });
      expect((await offlineHttp.get("/api/auth/me", { token: user.token })).status).toBe(401);
    } finally {
      await offline.close();
    }
  });
});
