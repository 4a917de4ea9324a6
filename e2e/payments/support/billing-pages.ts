// Page objects for the billing screens, so the payment stories read as stories.
import { API_ROUTES, apiPath } from "@handraise/contract";
import type { HttpClient, TestUser } from "@handraise/test-support";
import type { Locator, Page } from "playwright-core";

export type SavedLogin = { token: string; userInfo: Record<string, unknown> & { _id: string } };

/** Logs in through the API: the saved session the app restores at start. */
export async function savedLogin(http: HttpClient, user: TestUser): Promise<SavedLogin> {
  const answer = await http.post<SavedLogin>(apiPath(API_ROUTES.login), {
    body: { email: user.email, password: user.password },
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function visible(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: "visible", ...(timeout ? { timeout } : {}) });
}

export async function toast(page: Page, text: string): Promise<void> {
  await visible(page.locator(".Toastify").getByText(text, { exact: true }));
}

/**
 * Waits for toast animations to finish: axe measures a toast fading in at partial opacity as
 * low contrast, which says nothing about the toast people read.
 */
export async function toastsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      // The entrance animation only; the progress bar runs until the toast closes.
      Array.from(document.querySelectorAll(".Toastify__toast")).flatMap((el) =>
        el.getAnimations().map((a) => a.finished),
      ),
    ),
  );
}

export const upgradePage = (page: Page) => ({
  open: () => page.goto("/billing-upgrade"),
  heading: page.getByRole("heading", { name: "Upgrade to Pro", level: 1 }),
  monthly: page.getByRole("radio", { name: /Pro monthly/ }),
  yearly: page.getByRole("radio", { name: /Pro yearly/ }),
  promoCode: page.getByLabel("Promo code"),
  checkout: page.getByRole("button", { name: "Continue to checkout" }),
});

export const billingPage = (page: Page) => ({
  open: (query = "") => page.goto(`/billing${query}`),
  heading: page.getByRole("heading", { name: "Billing", level: 1 }),
  plan: page.getByTestId("billing-plan"),
  status: page.getByTestId("billing-status"),
  receipts: page.getByTestId("receipt"),
  receiptLink: page.getByRole("link", { name: /View receipt/ }),
  manage: page.getByRole("button", { name: "Manage subscription" }),
});

export const accountPanel = (page: Page) => ({
  open: () => page.getByRole("button", { name: "Open account menu" }).click(),
  panel: page.getByTestId("account-panel"),
});
