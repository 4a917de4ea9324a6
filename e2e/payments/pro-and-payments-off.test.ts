// The upgrade page meets people where they are: a Pro user sees their plan and the portal, not a
// second checkout (and the server refuses one with 409 if the page was open from before); a
// server without payments says so before anyone fills the form; a plan status that cannot be
// loaded is told as a toast on /billing.
import { API_ROUTES, apiPath, MESSAGES } from "@handraise/contract";
import { buildUser, type FakeStripe, type HttpClient, httpClient, type TestUser } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { billingPage, savedLogin, toast, toastsSettled, upgradePage, visible } from "./support/billing-pages.ts";
import { stripeSuite } from "./support/stripe-suite.ts";

describe.skipIf(!chromiumAvailable)("the upgrade page for a subscriber", () => {
  let stripe: FakeStripe;
  let server: TestServer;
  let http: HttpClient;
  let browser: Browser;
  stripeSuite((suite) => {
    ({ stripe, server, browser, http } = suite);
  });

  /** Pays a Checkout through the API and delivers Stripe's webhooks: the user is Pro. */
  async function subscribe(user: TestUser): Promise<void> {
    const answer = await http.post(apiPath(API_ROUTES.startCheckout), {
      token: user.token,
      body: { planType: "pro", billingInterval: "monthly" },
    });
    expect(answer.status).toBe(200);
    const paid = stripe.completeCheckout(String(answer.body.url).split("/").pop() ?? "");
    for (const event of paid.events) expect((await stripe.deliver(server.url, event)).status).toBe(200);
  }

  it("shows a Pro user their plan and the portal instead of the checkout form", async () => {
    const user = await buildUser(http, { displayName: "Pro Already" });
    await subscribe(user);
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, user) });
    const upgrade = upgradePage(page);
    await upgrade.open();
    await visible(page.getByRole("heading", { name: "You are on Pro", level: 1 }));
    const billing = billingPage(page);
    expect(await billing.plan.textContent()).toBe("Pro monthly");
    expect(await upgrade.checkout.count()).toBe(0);
    expect(await upgrade.promoCode.count()).toBe(0);
    await expectAccessible(page, "/billing-upgrade as Pro");
    await billing.manage.click();
    await page.waitForURL(`${stripe.url}/portal/**`);
    await context.close();
  });

  it("tells a user who became Pro in another tab that they already subscribe, and shows the plan", async () => {
    const user = await buildUser(http, { displayName: "Two Tabs" });
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, user) });
    const upgrade = upgradePage(page);
    await upgrade.open();
    await visible(upgrade.checkout);
    // Meanwhile, another tab completed a checkout.
    await subscribe(user);
    await upgrade.checkout.click();
    await toast(page, MESSAGES.alreadySubscribed);
    expect(new URL(page.url()).pathname).toBe("/billing-upgrade");
    await visible(page.getByRole("heading", { name: "You are on Pro", level: 1 }));
    await visible(billingPage(page).manage);
    await context.close();
  });

  it("toasts 'Failed to fetch subscription status' when /billing cannot load the plan", async () => {
    const user = await buildUser(http, { displayName: "Offline Payer" });
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, user) });
    const billing = billingPage(page);
    await billing.open();
    await expect.poll(() => billing.plan.textContent()).toBe("Free");
    // Away from /billing, the connection drops; coming back, the status cannot be read.
    await page.getByRole("link", { name: "Upgrade to Pro" }).click();
    await visible(upgradePage(page).checkout);
    await context.setOffline(true);
    await page.goBack();
    await toast(page, MESSAGES.failedFetchSubscriptionStatus);
    await visible(page.getByRole("alert").filter({ hasText: MESSAGES.unableRetrieveSubscription }));
    await context.setOffline(false);
    await context.close();
  });
});

describe.skipIf(!chromiumAvailable)("the upgrade page with payments switched off", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("says so before the form, in plain words, and offers nothing that cannot work", async () => {
    const http = httpClient(server.url);
    const user = await buildUser(http);
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, user) });
    const upgrade = upgradePage(page);
    await upgrade.open();
    const notice = page.getByRole("alert").filter({ hasText: MESSAGES.paymentsOffNotice });
    await visible(notice);
    await visible(upgrade.checkout);
    expect(await upgrade.checkout.isDisabled()).toBe(true);
    expect(await upgrade.promoCode.isDisabled()).toBe(true);
    expect(await upgrade.monthly.isDisabled()).toBe(true);
    // The notice comes before the form.
    const noticeBox = await notice.boundingBox();
    const formBox = await upgrade.monthly.boundingBox();
    expect(noticeBox && formBox && noticeBox.y < formBox.y).toBe(true);
    await toastsSettled(page);
    await expectAccessible(page, "/billing-upgrade with payments off");
    await context.close();
  });
});
