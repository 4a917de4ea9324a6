// The inactivity banner never takes the room's clicks: after 6 s without input it says that
// auto-refresh is paused, and the click, tap or key that ends inactivity also does what it was
// aimed at. With a dialog open the banner shows inside it, reachable; focus goes to Resume and
// the banner says that Escape resumes. Time is the test's (support/clock.ts).
import { mkdirSync } from "node:fs";
import { MESSAGES, TIMINGS } from "@handraise/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { eventPage, visible } from "../events/support/event-pages.ts";
import { ask, hostsDialog, replies } from "../live-room/support/replies-and-hosts.ts";
import { chromiumAvailable, openViewer, passTime } from "../support/browser.ts";
import { type Cast, castSuite, qanda } from "./support/qanda.ts";

const SHOTS = process.env.NEW_USER_SHOTS ?? "/tmp/new-user-shots";
mkdirSync(SHOTS, { recursive: true });

const resumeButton = (page: Page) => page.getByRole("button", { name: MESSAGES.resumeActivity });

async function goIdle(page: Page): Promise<void> {
  await passTime(page, TIMINGS.inactivityMs);
  await visible(page.getByText(MESSAGES.inactiveBanner));
}

async function bannerGone(page: Page): Promise<void> {
  await expect.poll(() => page.getByText(MESSAGES.inactiveBanner).count()).toBe(0);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute("aria-label") ?? active?.textContent?.trim() ?? "";
  });

describe.skipIf(!chromiumAvailable)("the inactivity banner never swallows an action", () => {
  let cast: Cast;
  let suite: Parameters<Parameters<typeof castSuite>[0]>[0];
  castSuite((started) => {
    suite = started;
    cast = started.cast;
  });

  it("a host's Save reply works in one click after inactivity", async () => {
    const question = "Will the recording be online?";
    await ask(cast.http, cast.eventId, cast.memberUser, question);
    const page = cast.host.page;
    await qanda(page).row(question).waitFor();
    const editor = await replies(page).open(question);
    await editor.field.fill("Yes, by Friday.");
    await goIdle(page);

    await editor.save.click();
    await visible(replies(page).shown(question).getByText("Yes, by Friday."));
    await bannerGone(page);
  });

  it("with the Share or Hosts dialog open the banner is inside it, reachable, and Resume has focus", async () => {
    const page = cast.host.page;
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const share = page.getByRole("dialog", { name: "Share this event" });
    await share.waitFor();
    await goIdle(page);
    const resume = share.getByRole("button", { name: MESSAGES.resumeActivity });
    await visible(resume);
    await page.screenshot({ path: `${SHOTS}/inactivity-in-share-1280.png` });
    await expect.poll(() => focusedName(page)).toBe(MESSAGES.resumeActivity);
    await resume.click();
    await bannerGone(page);
    expect(await share.isVisible()).toBe(true);
    // Escape, which the banner names, only resumes: the dialog under it stays open.
    await goIdle(page);
    await visible(resume);
    await page.keyboard.press("Escape");
    await bannerGone(page);
    expect(await share.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => share.count()).toBe(0);

    // The Hosts dialog: one click in its field both resumes and lets the host type.
    const hosts = hostsDialog(page);
    await hosts.open();
    await goIdle(page);
    await visible(hosts.dialog.getByRole("button", { name: MESSAGES.resumeActivity }));
    await hosts.email.click();
    await page.keyboard.type("co@example.com");
    await bannerGone(page);
    expect(await hosts.email.inputValue()).toBe("co@example.com");
    await page.keyboard.press("Escape");
    await expect.poll(() => hosts.dialog.count()).toBe(0);
  });

  it("a phone guest before joining types a name and joins in one go", async () => {
    const viewer = await openViewer(suite.browser, suite.server, { phone: true });
    try {
      const page = viewer.page;
      await page.goto(`/events/p/${cast.eventId}`);
      const event = eventPage(page);
      await visible(event.guestName);
      await goIdle(page);
      await page.screenshot({ path: `${SHOTS}/inactivity-guest-360.png` });

      await event.guestName.click();
      await page.keyboard.type("Pia Phone");
      await bannerGone(page);
      expect(await event.guestName.inputValue()).toBe("Pia Phone");
      await event.terms.check();
      await goIdle(page);
      await event.guestJoin.click();
      await visible(page.getByText("You've already joined this event."));
    } finally {
      await viewer.context.close();
    }
  });

  it("focus goes to Resume, the banner says Escape resumes, and a typed key lands where it was aimed", async () => {
    const page = cast.member.page;
    const session = qanda(page);
    await session.box.click();
    await page.keyboard.type("Hel");
    await goIdle(page);
    await page.screenshot({ path: `${SHOTS}/inactivity-member-1280.png` });

    await expect.poll(() => focusedName(page)).toBe(MESSAGES.resumeActivity);
    const resume = resumeButton(page);
    expect(await resume.getAttribute("aria-keyshortcuts")).toBe("Escape");
    await visible(page.getByText(MESSAGES.inactiveEscapeHint));
    await page.keyboard.press("Escape");
    await bannerGone(page);
    expect(await session.box.evaluate((box) => box === document.activeElement)).toBe(true);

    // Idle again: the next keys go on with the question.
    await goIdle(page);
    await page.keyboard.type("lo");
    await bannerGone(page);
    expect(await session.box.inputValue()).toBe("Hello");
  });
});
