// A question asked offline and sent when the connection returns: the asker is told the one
// thing that is true now. "Thank you" replaces "You're offline…", never shows beside it.
import { MESSAGES } from "@handraise/contract";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, passTime, type TestServer } from "../support/browser.ts";
import { type Cast, castSuite, holdToasts, qanda, toast, toastShowing, visible } from "./support/qanda.ts";

describe.skipIf(!chromiumAvailable)("Q&A: toasts after reconnecting", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;

  castSuite((suite) => ({ server, browser, cast } = suite));

  it("takes back 'You're offline…' once the waiting question has been sent", async () => {
    const page = cast.guestViewer.page;
    const guest = qanda(page);
    const text = "Sent from the basement when the signal came back";
    await holdToasts(page);

    await cast.guestViewer.context.setOffline(true);
    await guest.askQuestion(text);
    await toast(page, MESSAGES.questionQueuedOffline);
    await visible(guest.waiting.filter({ hasText: text }));

    await cast.guestViewer.context.setOffline(false);
    await toast(page, MESSAGES.questionAdded);
    // The offline toast leaves (its exit animation and collapse run on the page's clock).
    await expect
      .poll(async () => {
        await passTime(page, 500);
        return toastShowing(page, MESSAGES.questionQueuedOffline);
      })
      .toBe(false);
    expect(await toastShowing(page, MESSAGES.questionAdded)).toBe(true);
    await visible(qanda(cast.host.page).row(text));
  });

  it("takes back 'We couldn't reach the server…' once a retry has sent the question", async () => {
    const page = cast.member.page;
    const member = qanda(page);
    const text = "Did the retry get through?";
    await holdToasts(page);
    // The first answer is lost on the way back; the retry (5 s later, on the page's clock) is answered.
    let lost = false;
    await page.route(`**/api/questions/${cast.eventId}`, async (route) => {
      if (route.request().method() !== "POST" || lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort("connectionreset");
    });
    await member.askQuestion(text);
    await toast(page, MESSAGES.questionQueuedUnreachable);
    await passTime(page, 5000);
    await toast(page, MESSAGES.questionAdded);
    await expect
      .poll(async () => {
        await passTime(page, 500);
        return toastShowing(page, MESSAGES.questionQueuedUnreachable);
      })
      .toBe(false);
    expect(await toastShowing(page, MESSAGES.questionAdded)).toBe(true);
    await page.unroute(`**/api/questions/${cast.eventId}`);
  });
});
