// A host upgrades to Pro: Checkout on a (fake) Stripe page, a signed webhook, /billing shows
// Pro and the receipt, the side panel badge reads Pro, and the event limits stepper reaches 100.
import { ANSWER_MESSAGES, MESSAGES } from "@handraise/contract";
import { buildUser, type FakeStripe, type HttpClient, httpClient } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, openViewer, passTimeUntil, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import {
  accountPanel,
  billingPage,
  savedLogin,
  toast,
  toastsSettled,
  upgradePage,
  visible,
} from "./support/billing-pages.ts";
import { stripeSuite } from "./support/stripe-suite.ts";

describe.skipIf(!chromiumAvailable)("upgrading to Pro", () => {
  let stripe: FakeStripe;
  let server: TestServer;
  let http: HttpClient;
  let browser: Browser;
  stripeSuite((suite) => {
    ({ stripe, server, browser, http } = suite);
  });

  it("takes a host from Free to Pro through Checkout and a webhook", async () => {
    const user = await buildUser(http, { displayName: "Upgrading Host" });
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, user) });

    // Free at first: the badge says so and the stepper stops at 10.
    await page.goto("/events/new");
    const members = page.getByRole("spinbutton", { name: "Members" });
    await members.fill("100");
    await expect.poll(() => members.inputValue()).toBe("10");

    const upgrade = upgradePage(page);
    await upgrade.open();
    await visible(upgrade.heading);
    await expectAccessible(page, "/billing-upgrade");
    await upgrade.yearly.check();
    await upgrade.checkout.click();

    // The browser reaches the Checkout page Stripe (here: the fake) serves.
    await page.waitForURL(`${stripe.url}/checkout/**`);
    await visible(page.getByRole("heading", { name: "Fake Stripe Checkout" }));
    const sessionId = page.url().split("/").pop() ?? "";
    const session = stripe.sessions.get(sessionId);
    expect(session?.price).toBe(stripe.priceYearly);

    // The customer pays and comes back; Pro is not granted by the return flag.
    const paid = stripe.completeCheckout(sessionId);
    await page.getByRole("link", { name: "Pay and return" }).click();
    await page.waitForURL(`${server.url}/billing**`);
    await toast(page, MESSAGES.subscriptionActivated);
    const billing = billingPage(page);
    await expect.poll(() => billing.plan.textContent()).toBe("Free");

    // Stripe tells the server by signed webhooks (posted here, as Stripe would); the open
    // page picks the change up by itself.
    for (const event of paid.events) expect((await stripe.deliver(server.url, event)).status).toBe(200);
    // The billing page asks again every few seconds after a return from Checkout (page clock).
    await passTimeUntil(page, async () => (await billing.plan.textContent()) === "Pro yearly", { stepMs: 1000 });
    await expect.poll(() => billing.plan.textContent(), { timeout: 15_000 }).toBe("Pro yearly");
    await expect.poll(() => billing.status.textContent()).toBe("Active");
    // The return flag is consumed: a reload does not announce it again.
    expect(new URL(page.url()).search).toBe("");
    await visible(billing.receipts);
    await expect.poll(() => billing.receipts.first().textContent()).toContain("90.00 GBP");
    expect(await billing.receipts.first().textContent()).toContain(user.email);
    expect(await billing.receiptLink.first().getAttribute("href")).toBe(paid.invoice.hosted_invoice_url);
    await visible(billing.manage);
    await toastsSettled(page);
    await expectAccessible(page, "/billing as Pro");

    const panel = accountPanel(page);
    await panel.open();
    await visible(panel.panel.getByText("Pro", { exact: true }));
    await page.keyboard.press("Escape");

    // Pro limits at once: the stepper now goes to 100.
    await page.goto("/events/new");
    const proMembers = page.getByRole("spinbutton", { name: "Members" });
    await proMembers.fill("100");
    await expect.poll(() => proMembers.inputValue()).toBe("100");
    await visible(page.getByText("Up to 100 on your plan"));
    await context.close();
  });

  it("says 'Checkout canceled.' when the user comes back without paying", async () => {
    const user = await buildUser(http);
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, user) });
    const billing = billingPage(page);
    await billing.open("?canceled=true");
    await toast(page, MESSAGES.checkoutCanceled);
    await expect.poll(() => billing.plan.textContent()).toBe("Free");
    await visible(page.getByText("No payment history found."));
    await toastsSettled(page);
    await expectAccessible(page, "/billing as Free");
    await context.close();
  });

  it("shows a refused promo code as a toast and stays on the page", async () => {
    const user = await buildUser(http);
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, user) });
    const upgrade = upgradePage(page);
    await upgrade.open();
    await upgrade.promoCode.fill("NOT-A-CODE");
    await upgrade.checkout.click();
    await toast(page, ANSWER_MESSAGES.invalidPromoCode);
    expect(new URL(page.url()).pathname).toBe("/billing-upgrade");
    await context.close();
  });

  it("has no serious accessibility violation on /pricing", async () => {
    const { page, context } = await openViewer(browser, server);
    await page.goto("/pricing");
    await visible(page.getByRole("heading", { name: "Pricing", level: 1 }));
    await expectAccessible(page, "/pricing");
    await context.close();
  });
});

describe.skipIf(!chromiumAvailable)("payments switched off", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("tells the user the server does not take payments", async () => {
    const http = httpClient(server.url);
    const user = await buildUser(http);
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, user) });
    const upgrade = upgradePage(page);
    await upgrade.open();
    // Said before the form (the form itself: e2e/payments/pro-and-payments-off.test.ts).
    await visible(page.getByRole("alert").filter({ hasText: MESSAGES.paymentsOffNotice }));

    const billing = billingPage(page);
    await billing.open();
    await expect.poll(() => billing.plan.textContent()).toBe("Free");
    await visible(page.getByText("No payment history found."));
    await context.close();
  });
});
