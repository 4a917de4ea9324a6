// What the asker is told, and where the focus goes: after Join and after Ask the question box
// holds the focus (the next action); under review the toast says the question awaits a host; a
// declined question's author is told, live or when their page reads the list again; a question a
// host hides stays in its author's own list and "Mine" count, marked.
import { apiPath, MESSAGES } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import { buildUser, english } from "@handraise/test-support";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { savedLogin } from "../events/support/event-pages.ts";
import { chromiumAvailable, openViewer, type TestServer } from "../support/browser.ts";
import { backOnline, type Cast, castSuite, connected, qanda, toast, visible } from "./support/qanda.ts";

const SHOTS = process.env.LIVE_ROOM_SHOTS ?? "/tmp/live-room-shots";

/** The focused element is the question box. */
const focusedOnBox = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name") === "question");

const mineCount = (page: Page) =>
  qanda(page)
    .section.getByRole("button", { name: /^Mine \(\d+\)$/ })
    .textContent();

describe.skipIf(!chromiumAvailable)("Questions: what the asker is told, and where the focus goes", () => {
  let cast: Cast;
  let server: TestServer;
  let browser: Browser;
  castSuite((suite) => ({ cast, server, browser } = suite));

  const setReview = (on: boolean) =>
    cast.http.put(apiPath(eventRoutes.updateEvent, { id: cast.eventId }), {
      token: cast.hostUser.token,
      body: { moderateQuestions: on },
    });

  it("after Ask, by click or from the keyboard, the focus is back in the question box", async () => {
    const page = cast.member.page;
    await qanda(page).askQuestion("Where do we find the slides?");
    await toast(page, MESSAGES.questionAdded);
    await expect.poll(() => focusedOnBox(page)).toBe(true);

    await qanda(page).box.fill("And the recording?");
    await qanda(page).box.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Ask");
    await page.keyboard.press("Enter");
    await toast(page, MESSAGES.questionAdded);
    await expect.poll(() => focusedOnBox(page)).toBe(true);
  });

  it("after Join, as an account or as a guest, the focus is in the question box", async () => {
    const newcomer = await buildUser(cast.http, { displayName: "Nia Newcomer" });
    const account = await openViewer(browser, server, {
      login: await savedLogin(cast.http, newcomer),
    });
    await account.page.goto(`/events/${cast.eventId}`);
    await connected(account.page);
    await account.page.getByRole("button", { name: "Join Event" }).click();
    await expect.poll(() => focusedOnBox(account.page)).toBe(true);
    await account.context.close();

    const visitor = await openViewer(browser, server, { phone: true });
    await visitor.page.goto(`/events/p/${cast.eventId}`);
    await connected(visitor.page);
    await visitor.page.getByLabel("Your name").fill("Gus Guest");
    await visitor.page.getByLabel(/I accept the/).check();
    await visitor.page.getByRole("button", { name: "Join as Guest" }).click();
    await expect.poll(() => focusedOnBox(visitor.page)).toBe(true);
    // A member opening the page is not moved into the box (no keyboard popping up on load).
    await visitor.page.reload();
    await qanda(visitor.page).ready();
    expect(await focusedOnBox(visitor.page)).toBe(false);
    await visitor.context.close();
  });

  it("under review the toast says the question awaits a host; declined, its author is told, live or on a re-read", async () => {
    expect((await setReview(true)).status).toBe(200);
    const page = cast.member.page;
    const first = "Can we get the budget figures in writing?";
    await expect.poll(() => qanda(page).section.getByText("A host approves each question").count()).toBe(1);
    const addedToasts = await page.locator(".Toastify").getByText(MESSAGES.questionAdded).count();
    await qanda(page).askQuestion(first);
    await toast(page, MESSAGES.questionAwaitingReview);
    expect(await page.locator(".Toastify").getByText(MESSAGES.questionAdded).count()).toBe(addedToasts);
    await page.screenshot({ path: `${SHOTS}/awaiting-review-toast-1280.png` });

    const host = qanda(cast.host.page);
    await host.row(first).getByRole("button", { name: "Decline" }).click();
    await cast.host.page.getByRole("dialog").getByRole("button", { name: "Decline" }).click();
    await toast(page, english(MESSAGES.questionDeclined, { question: first }));
    await expect.poll(() => qanda(page).row(first).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/declined-toast-1280.png` });

    // Offline while the host declines: the page learns it when it reads the list again.
    const second = "Why was the Friday session moved?";
    await qanda(page).askQuestion(second);
    await toast(page, MESSAGES.questionAwaitingReview);
    await visible(host.row(second));
    await cast.member.context.setOffline(true);
    await host.row(second).getByRole("button", { name: "Decline" }).click();
    await cast.host.page.getByRole("dialog").getByRole("button", { name: "Decline" }).click();
    await expect.poll(() => host.row(second).count()).toBe(0);
    await backOnline(cast.member);
    await toast(page, english(MESSAGES.questionDeclined, { question: second }));
    await expect.poll(() => qanda(page).row(second).count()).toBe(0);

    // Withdrawn by its author, it is no decline.
    const third = "Is parking free?";
    await qanda(page).askQuestion(third);
    await toast(page, MESSAGES.questionAwaitingReview);
    await qanda(page).row(third).getByRole("button", { name: "Delete question" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, MESSAGES.questionDeleted);
    const thirdDeclined = english(MESSAGES.questionDeclined, { question: third });
    expect(await page.locator(".Toastify").getByText(thirdDeclined).count()).toBe(0);
    expect((await setReview(false)).status).toBe(200);
  });

  it("a question a host hides stays in its author's list and Mine count, marked; others lose it", async () => {
    const page = cast.member.page;
    const text = "Will the canteen stay open late?";
    await qanda(page).askQuestion(text);
    await toast(page, MESSAGES.questionAdded);
    await visible(qanda(cast.guestViewer.page).row(text));
    const mineBefore = await mineCount(page);
    await qanda(cast.host.page).row(text).getByRole("button", { name: "Hide" }).click();
    await expect.poll(() => qanda(cast.guestViewer.page).row(text).count()).toBe(0);
    await visible(qanda(page).row(text).getByText("Hidden by a host"));
    expect(await mineCount(page)).toBe(mineBefore);
    // Nothing to like, edit or delete on it until a host unhides it.
    expect(await qanda(page).row(text).getByRole("button").count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/hidden-for-author-1280.png`, fullPage: true });
    await page.reload();
    await qanda(page).ready();
    await visible(qanda(page).row(text).getByText("Hidden by a host"));
    expect(await mineCount(page)).toBe(mineBefore);

    await qanda(cast.host.page).row(text).getByRole("button", { name: "Unhide" }).click();
    await visible(qanda(cast.guestViewer.page).row(text));
    await expect.poll(() => qanda(page).row(text).getByText("Hidden by a host").count()).toBe(0);
  });
});
