// Page objects of the live room's screens: the join-code field (welcome page and /join), the
// presenter view and the "Now answering" marks, so each test reads as the story it checks.
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { visible } from "../../events/support/event-pages.ts";

export { visible };

/** Where screenshots of the live room's screens are kept to be looked at. */
export const SHOTS = process.env.LIVE_ROOM_SHOTS ?? "/tmp/live-room-shots";

/** The code field of the welcome page or of /join. */
export function joinForm(page: Page) {
  const field = page.getByLabel("Event code");
  return {
    field,
    join: page.getByRole("button", { name: "Join", exact: true }),
    async joinWith(typed: string) {
      await field.fill(typed);
      await page.getByRole("button", { name: "Join", exact: true }).click();
    },
    /** The message under the field (its error, announced as an alert). */
    async message(): Promise<string> {
      const error = page.locator("form").getByRole("alert");
      await visible(error);
      return (await error.textContent()) ?? "";
    },
  };
}

/** The presenter view of an event. */
export function presenter(page: Page) {
  return {
    code: page.getByTestId("presenter-code"),
    spotlight: page.getByTestId("presenter-spotlight"),
    top: page.getByRole("list", { name: "Top questions by likes" }),
    qr: page.getByRole("img", { name: /^QR code for / }),
    fullScreen: page.getByRole("button", { name: "Full screen" }),
    exitFullScreen: page.getByRole("button", { name: "Exit full screen" }),
    /** The questions of the top list shown on screen, in order. */
    async topTexts(): Promise<string[]> {
      return page
        .getByRole("list", { name: "Top questions by likes" })
        .locator("li:not([hidden])")
        .evaluateAll((items) => items.map((li) => li.querySelector(".line-clamp-2")?.textContent ?? ""));
    },
  };
}

/** Clicks "Presenter view" on the dashboard and answers the window it opens, at projector size. */
export async function openPresenter(context: BrowserContext, dashboard: Page): Promise<Page> {
  const opened = context.waitForEvent("page");
  await dashboard.getByRole("button", { name: "Presenter view" }).click();
  const page = await opened;
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForLoadState();
  await visible(page.getByTestId("presenter-code"));
  return page;
}

/** The first row of a Q&A list shows this question. */
export async function expectFirstRow(page: Page, text: string): Promise<void> {
  const first = page.locator('section[aria-labelledby="qanda-heading"] [data-question-id]').first();
  await expect.poll(async () => (await first.textContent()) ?? "").toContain(text);
}
