// Page objects of the event screens, so the browser tests read as the story they check.
import { API_ROUTES, apiPath } from "@handraise/contract";
import type { HttpClient, TestUser } from "@handraise/test-support";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

export type SavedLogin = { token: string; userInfo: Record<string, unknown> & { _id: string } };

/** Logs in through the API: the saved session the app restores at start. */
export async function savedLogin(http: HttpClient, user: TestUser): Promise<SavedLogin> {
  const answer = await http.post<SavedLogin>(apiPath(API_ROUTES.login), {
    body: { email: user.email, password: user.password },
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: "visible" });
}

export async function toast(page: Page, text: string): Promise<void> {
  await visible(page.locator(".Toastify").getByText(text, { exact: true }));
}

/** Waits until the live connection is up, so room messages are not missed. */
export async function connected(page: Page): Promise<void> {
  await visible(page.getByRole("status").filter({ hasText: "Connected" }));
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, "page scrolls sideways").toBeLessThanOrEqual(widths.client);
}

/**
 * Every visible button in the main area is at least 44 px tall and wide. Measured until it holds (or
 * the poll gives up), so a row caught in the middle of its entrance or a re-layout is measured again
 * once it has settled; a target that is really small stays small and fails.
 */
export async function expectTouchTargets(page: Page): Promise<void> {
  const smallTargets = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>("main button, main a[class*='min-h-11']"))
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({
          label: el.textContent?.trim() || el.getAttribute("aria-label"),
          box: el.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.height < 44 || box.width < 44)
        .map(({ label, box }) => `${label} (${box.width.toFixed(2)}×${box.height.toFixed(2)})`),
    );
  await expect.poll(smallTargets, { message: "touch targets under 44 px", timeout: 5_000 }).toEqual([]);
}

export const dashboard = (page: Page) => ({
  hosted: page.getByRole("region", { name: "Events You Host" }),
  joined: page.getByRole("region", { name: "Events You've Joined" }),
  card(title: string) {
    return page.getByRole("article", { name: title });
  },
  async eventIdOf(title: string): Promise<string> {
    const href = await this.card(title).getByRole("link", { name: title }).getAttribute("href");
    const id = href?.split("/").pop();
    if (!id) throw new Error(`no link for ${title}`);
    return id;
  },
});

export const eventPage = (page: Page) => ({
  header: page.locator("article header").first(),
  roleBadge(name: string) {
    return page.getByText(name, { exact: true });
  },
  statusSelect: page.getByLabel("Status", { exact: true }),
  guestName: page.getByLabel("Your name"),
  terms: page.getByLabel("I accept the Terms and Conditions"),
  guestJoin: page.getByRole("button", { name: "Join as Guest" }),
  join: page.getByRole("button", { name: "Join Event" }),
});
