// The Q&A screens for everyone: accessible (axe-core, keyboard), usable on a 360 px phone, and
// the inactivity banner that pauses auto-refresh until the person is back.
import { API_ROUTES, apiPath, MESSAGES, TIMINGS } from "@handraise/contract";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  chromiumAvailable,
  expectAccessible,
  openViewer,
  passTime,
  passTimeUntil,
  type TestServer,
} from "../support/browser.ts";
import { type Cast, castSuite, qanda, toast, visible } from "./support/qanda.ts";

/** Presses Tab until the focused element is named `name`; fails if it is not reachable. */
async function tabTo(page: Page, name: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    if (focused === name) return;
  }
  throw new Error(`${name} is not reachable with Tab`);
}

/** Nothing in the Q&A session scrolls the page sideways, and its buttons are 44 px targets. */
async function expectPhoneFriendly(page: Page): Promise<void> {
  const report = await page.evaluate(() => {
    const section = document.querySelector('section[aria-labelledby="qanda-heading"]');
    const small = Array.from(section?.querySelectorAll<HTMLElement>("button, input, textarea") ?? [])
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({
        label: el.getAttribute("aria-label") || el.textContent?.trim(),
        // Layout size, not the transformed box: a row sliding in is briefly scaled.
        box: { width: el.offsetWidth, height: el.offsetHeight },
      }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ label, box }) => `${label} (${Math.round(box.width)}×${Math.round(box.height)})`);
    return {
      small,
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    };
  });
  expect(report.small, "touch targets under 44 px").toEqual([]);
  expect(report.scrollWidth, "page scrolls sideways").toBeLessThanOrEqual(report.clientWidth);
}

describe.skipIf(!chromiumAvailable)("Q&A screens", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;
  const long =
    "A long question from a phone, with a verylongwordthatmightoverflowthescreenifnotwrappedproperly, to see the layout hold at 360 pixels?";

  castSuite((suite) => ({ server, browser, cast } = suite), { phone: true });
  beforeAll(async () => {
    await qanda(cast.member.page).askQuestion(long);
    await toast(cast.member.page, MESSAGES.questionAdded);
  });

  it("is accessible for the audience on a 360 px phone, in the feed, the table and with no matches", async () => {
    const member = qanda(cast.member.page);
    const guest = qanda(cast.guestViewer.page);
    await visible(guest.row(long));
    await expectPhoneFriendly(cast.guestViewer.page);
    await expectAccessible(cast.guestViewer.page, "Q&A feed (guest, phone)");

    await cast.member.page.getByRole("button", { name: "Table" }).click();
    await visible(member.section.locator("table"));
    await expectAccessible(cast.member.page, "Q&A table (member, phone)");
    const sideways = await cast.member.page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(sideways, "the table scrolls inside its frame, not the page").toBe(true);

    await member.searchFor("nothing matches this");
    await visible(member.section.getByText("No matches"));
    await expectAccessible(cast.member.page, "Q&A no matches");
    await member.searchFor("");
  });

  it("is accessible for the host, including the delete confirmation, and usable by keyboard alone", async () => {
    const page = cast.host.page;
    const host = qanda(page);
    await visible(host.row(long));
    await expectAccessible(page, "host dashboard Q&A");

    // Keyboard alone: from the search box, Tab reaches the row's 'Mark as answered'; Enter presses it.
    await host.search.focus();
    await tabTo(page, "Mark as answered");
    await page.keyboard.press("Enter");
    await visible(host.row(long).getByText("Answered", { exact: true }));

    await tabTo(page, "Delete question");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Delete question" });
    await visible(dialog);
    await expectAccessible(page, "delete question dialog");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await visible(host.row(long));
  });

  it("a non-member reads the questions but cannot take part", async () => {
    const viewer = await openViewer(browser, server);
    await viewer.page.goto(`/events/p/${cast.eventId}`);
    const outsider = qanda(viewer.page);
    await visible(outsider.row(long));
    await visible(outsider.section.getByText("Join the event to ask a question."));
    expect(await outsider.ask.isDisabled()).toBe(true);
    expect(await outsider.likeButton(long).isDisabled()).toBe(true);
    expect(await outsider.row(long).getByRole("button", { name: "Delete question" }).count()).toBe(0);
    await expectAccessible(viewer.page, "Q&A for a non-member");
    await viewer.context.close();
  });

  it("after 6 s without input the inactivity banner pauses auto-refresh until resumed", async () => {
    // A fresh page that nobody touches; its clock is the test's, so 6 s pass when the test says.
    const viewer = await openViewer(browser, server, { login: { token: cast.memberUser.token, userInfo: await me() } });
    const page = viewer.page;
    await page.goto(`/events/${cast.eventId}`);
    const session = qanda(page);
    await session.ready();
    const resume = page.getByRole("button", { name: MESSAGES.resumeActivity });
    await passTime(page, TIMINGS.inactivityMs);
    await resume.waitFor({ state: "visible" });
    await visible(page.getByText(MESSAGES.inactiveBanner));
    await expectAccessible(page, "inactivity banner");
    // Moving the mouse alone does not hide it: the person resumes on purpose.
    await page.mouse.move(20, 20);
    await page.mouse.move(40, 60);
    expect(await resume.isVisible()).toBe(true);
    await resume.click();
    await expect.poll(() => resume.count()).toBe(0);

    // Idle again; this time a click on the dim overlay resumes (and reaches the page under it).
    await passTime(page, TIMINGS.inactivityMs);
    await resume.waitFor({ state: "visible" });
    await visible(page.getByTestId("inactivity-overlay"));
    await page.mouse.click(10, 700);
    await expect.poll(() => resume.count()).toBe(0);
    await viewer.context.close();
  });

  it("counts down 'Refreshing in... n' before each auto-refresh while the person is active", async () => {
    const page = cast.guestViewer.page;
    const countdown = page.getByText(/^Refreshing in\.\.\. \d$/);
    // The page records every number it shows.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { countdownSeen: string[] }).countdownSeen = seen;
      const record = () => {
        const shown = document.body.innerText.match(/Refreshing in\.\.\. (\d)/)?.[1] ?? "-";
        if (seen[seen.length - 1] !== shown) seen.push(shown);
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
      record();
    });
    const wholeCountdownSeen = async () => {
      const seen = await page.evaluate(() => (window as unknown as { countdownSeen: string[] }).countdownSeen);
      const run = seen.join("").match(/5[0-4]*-/)?.[0] ?? "";
      return new Set(run.replace("-", "")).size >= 3;
    };
    // One whole countdown: it starts at 5, goes down, and ends. Time passes a second at a step,
    // with the person active (a mouse move at each step).
    await passTimeUntil(page, wholeCountdownSeen, { stepMs: 1000, limitMs: 2 * TIMINGS.autoRefreshMs });
    await expect.poll(() => countdown.count(), { timeout: 8000 }).toBe(0);
  });

  async function me() {
    const answer = await cast.http.get(apiPath(API_ROUTES.getMe), { token: cast.memberUser.token });
    return answer.body.userInfo ?? answer.body;
  }
});
