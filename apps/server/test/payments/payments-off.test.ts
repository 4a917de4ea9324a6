// With no Stripe configuration: Stripe routes answer 503, status and history answer from the
// database, and the rest of the product works.
import { MESSAGES } from "@handraise/contract";
import { buildEvent, buildUser, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { server, http } = useTestServer();

const disabled = { error: MESSAGES.paymentsDisabled, message: MESSAGES.paymentsDisabled };

describe("payments not configured", () => {
  it("answers 503 to checkout, portal and webhook", async () => {
    expect(server.ctx.config.stripe).toBeUndefined();
    const user = await buildUser(http);
    const checkout = await http.post("/api/stripe/checkout-session", {
      token: user.token,
      body: { planType: "pro", billingInterval: "monthly" },
    });
    expect(checkout).toMatchObject({ status: 503, body: disabled });
    const portal = await http.post("/api/stripe/create-portal-session", { token: user.token });
    expect(portal).toMatchObject({ status: 503, body: disabled });
    const webhook = await http.post("/api/stripe/webhook", {
      body: { id: "evt_1", type: "invoice.paid" },
      headers: { "stripe-signature": "t=1,v1=abc" },
    });
    expect(webhook).toMatchObject({ status: 503, body: disabled });
  });

  it("still validates and authorises before saying payments are off", async () => {
    expect(
      (await http.post("/api/stripe/checkout-session", { body: { planType: "pro", billingInterval: "monthly" } }))
        .status,
    ).toBe(401);
  });

  it("answers status and history from the database", async () => {
    const user = await buildUser(http);
    expect((await http.get("/api/payments/status", { token: user.token })).body).toEqual({
      plan: "individual",
      status: "free",
      endDate: null,
    });
    expect((await http.get("/api/payments/my-payments", { token: user.token })).body).toEqual([]);
  });

  it("leaves the rest of the product working", async () => {
    const user = await buildUser(http);
    const event = await buildEvent(http, user);
    expect((await http.get(`/api/events/${event._id}`, { token: user.token })).status).toBe(200);
  });
});
