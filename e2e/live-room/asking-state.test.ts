// What the room is told before anyone types: at the question limit the question box says so and
// Ask is disabled, as with a pause; the presenter view says that questions are paused, that the
// limit is reached, or that the event has ended, instead of asking for questions.
import { apiPath, MESSAGES } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type Cast, castSuite, qanda, toast } from "../questions/support/qanda.ts";
import { chromiumAvailable } from "../support/browser.ts";
import { openPresenter, SHOTS, visible } from "./support/live-room.ts";

async function hint(page: Page): Promise<string> {
  const box = qanda(page).box;
  const id = await box.getAttribute("aria-describedby");
  return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? "") : "";
}

const asking = (screen: Page) => screen.getByTestId("presenter-asking");

describe.skipIf(!chromiumAvailable)("Live room: whether the event takes questions, said before anyone types", () => {
  let cast: Cast;
  let screen: Page;
  const first = "Will the slides be shared after the session?";
  const second = "Is there a recording for those who could not come?";

  castSuite((suite) => ({ cast } = suite), { phone: true, eventFields: { maxQuestions: 2 } });
  beforeAll(async () => {
    screen = await openPresenter(cast.host.context, cast.host.page);
  });

  const changeEvent = (body: Record<string, unknown>) =>
    cast.http.put(apiPath(eventRoutes.updateEvent, { id: cast.eventId }), { token: cast.hostUser.token, body });

  it("at the limit the box says so and Ask is disabled on every open page, and the presenter says so", async () => {
    await expect.poll(() => asking(screen).textContent()).toBe("Ask your questions");
    await qanda(cast.member.page).askQuestion(first);
    await toast(cast.member.page, MESSAGES.questionAdded);
    // Nothing typed anywhere: the guest's box says the limit is reached once the last place goes.
    expect(await qanda(cast.guestViewer.page).ask.isEnabled()).toBe(true);
    await qanda(cast.member.page).askQuestion(second);
    await toast(cast.member.page, MESSAGES.questionAdded);
    for (const page of [cast.guestViewer.page, cast.member.page]) {
      await expect.poll(() => hint(page)).toBe(MESSAGES.questionLimitBox);
      await expect.poll(() => qanda(page).ask.isDisabled()).toBe(true);
      expect(await qanda(page).box.inputValue()).toBe("");
    }
    await expect.poll(() => asking(screen).textContent()).toBe(MESSAGES.presenterFull);
    await visible(screen.getByText(MESSAGES.presenterFullLine));
    await cast.guestViewer.page.screenshot({ path: `${SHOTS}/audience-limit-reached-360.png`, fullPage: true });
    await screen.screenshot({ path: `${SHOTS}/presenter-limit-reached-1920.png` });

    // A page opened now says so from the start.
    await cast.guestViewer.page.reload();
    await qanda(cast.guestViewer.page).ready();
    await expect.poll(() => hint(cast.guestViewer.page)).toBe(MESSAGES.questionLimitBox);
    expect(await qanda(cast.guestViewer.page).ask.isDisabled()).toBe(true);

    // A host frees a place: the box takes questions again, everywhere.
    const row = qanda(cast.host.page).row(first);
    await row.getByRole("button", { name: "Delete question" }).click();
    await cast.host.page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    for (const page of [cast.guestViewer.page, cast.member.page]) {
      await expect.poll(() => qanda(page).ask.isEnabled()).toBe(true);
      expect(await hint(page)).not.toBe(MESSAGES.questionLimitBox);
    }
    await expect.poll(() => asking(screen).textContent()).toBe("Ask your questions");
  });

  it("the presenter says that questions are paused, then that the event has ended", async () => {
    await changeEvent({ questionsPaused: true });
    await expect.poll(() => asking(screen).textContent()).toBe(MESSAGES.presenterPaused);
    await visible(screen.getByText(MESSAGES.presenterPausedLine));
    // The way in stays while paused: people can still join and like.
    await visible(screen.getByTestId("presenter-code"));
    await screen.screenshot({ path: `${SHOTS}/presenter-paused-1920.png` });
    await changeEvent({ questionsPaused: false });
    await expect.poll(() => asking(screen).textContent()).toBe("Ask your questions");

    await changeEvent({ status: "ended" });
    await expect.poll(() => asking(screen).textContent()).toBe(MESSAGES.presenterEnded);
    await expect.poll(() => screen.getByText("Ask your questions").count()).toBe(0);
    expect(await screen.getByTestId("presenter-code").count()).toBe(0);
    await screen.screenshot({ path: `${SHOTS}/presenter-ended-1920.png` });
    await changeEvent({ status: "canceled" });
    await expect.poll(() => asking(screen).textContent()).toBe(MESSAGES.presenterCanceled);
  });
});
