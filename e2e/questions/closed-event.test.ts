// An ended or canceled event takes no questions (the server answers 409). Every open page says
// so at once, the way a pause does: Ask disabled, the typed text kept, a line saying why, and
// the host's badge never claims questions are open.
import { MESSAGES } from "@handraise/contract";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, type TestServer } from "../support/browser.ts";
import { type Cast, castSuite, qanda, toast, visible } from "./support/qanda.ts";

describe.skipIf(!chromiumAvailable)("Q&A: an ended or canceled event", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;

  castSuite((suite) => ({ server, browser, cast } = suite));

  const statusSelect = (page: Page) => page.getByLabel("Status", { exact: true });
  const hostBadge = (page: Page, text: string) => qanda(page).section.getByText(text, { exact: true });

  /** The audience's box, with a draft typed, says why it will not send. */
  async function expectClosed(page: Page, draft: string, reason: string) {
    const session = qanda(page);
    await visible(session.section.getByText(reason));
    expect(await session.ask.isDisabled()).toBe(true);
    expect(await session.box.inputValue()).toBe(draft);
  }

  it("closes the question box on every open page when the host ends the event, and reopens it when live again", async () => {
    const member = qanda(cast.member.page);
    const guest = qanda(cast.guestViewer.page);
    const memberDraft = "What happens to the recording?";
    const guestDraft = "Will the slides be shared?";
    await member.box.fill(memberDraft);
    await guest.box.fill(guestDraft);
    await visible(hostBadge(cast.host.page, "Questions open"));

    await statusSelect(cast.host.page).selectOption("ended");
    await toast(cast.host.page, MESSAGES.eventStatusUpdated);
    await expectClosed(cast.member.page, memberDraft, MESSAGES.questionsClosedEnded);
    await expectClosed(cast.guestViewer.page, guestDraft, MESSAGES.questionsClosedEnded);
    await visible(hostBadge(cast.host.page, "Questions closed"));
    expect(await hostBadge(cast.host.page, "Questions open").count()).toBe(0);

    await statusSelect(cast.host.page).selectOption("canceled");
    await expectClosed(cast.member.page, memberDraft, MESSAGES.questionsClosedCanceled);
    await expectClosed(cast.guestViewer.page, guestDraft, MESSAGES.questionsClosedCanceled);
    await visible(hostBadge(cast.host.page, "Questions closed"));

    // Live again: the kept text goes out with one press of Ask.
    await statusSelect(cast.host.page).selectOption("live");
    await expect.poll(() => member.ask.isDisabled()).toBe(false);
    await visible(hostBadge(cast.host.page, "Questions open"));
    expect(await member.section.getByText(MESSAGES.questionsClosedCanceled).count()).toBe(0);
    await member.ask.click();
    await toast(cast.member.page, MESSAGES.questionAdded);
    await visible(qanda(cast.host.page).row(memberDraft));
  });

  it("a page opened on an ended event shows the box closed from the start", async () => {
    await statusSelect(cast.host.page).selectOption("ended");
    await toast(cast.host.page, MESSAGES.eventStatusUpdated);
    await cast.guestViewer.page.reload();
    const guest = qanda(cast.guestViewer.page);
    await guest.ready();
    await guest.box.fill("Typed after the end");
    await expectClosed(cast.guestViewer.page, "Typed after the end", MESSAGES.questionsClosedEnded);
  });
});
