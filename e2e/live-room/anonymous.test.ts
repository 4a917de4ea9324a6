// Anonymous questions: where the event allows it, the question box offers "Ask anonymously".
// The asker sees the question as theirs, with "you asked anonymously", and may delete it; the
// host and everyone else see 'Anonymous' and no name anywhere on screen. The choice travels
// with the question through an offline wait and its retry. Where the event does not allow it,
// the box does not offer it, and a question sent after the host turned it off is refused with
// the server's reason, its text kept.
import { API_ROUTES, apiPath, MESSAGES, type Question } from "@handraise/contract";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { backOnline, type Cast, castSuite, qanda, toast, visible } from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, type TestServer } from "../support/browser.ts";
import { shoot } from "./support/replies-and-hosts.ts";

const anonymously = (page: Page) => qanda(page).section.getByLabel("Ask anonymously");

async function mainText(page: Page): Promise<string> {
  return (await page.locator("main").textContent()) ?? "";
}

describe.skipIf(!chromiumAvailable)("Live room: anonymous questions", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;
  const secret = "Why did the budget for the night shift shrink?";
  const offline = "Asked anonymously from the basement with no signal";

  castSuite((suite) => ({ server, browser, cast } = suite));

  async function onServer(content: string): Promise<Question[]> {
    const list = await cast.http.get<Question[]>(apiPath(API_ROUTES.listQuestions, { eventId: cast.eventId }), {
      token: cast.hostUser.token,
    });
    return list.body.filter((q) => q.content === content);
  }

  it("the member asks anonymously: theirs on their page, 'Anonymous' for the host and the guest, no name on screen", async () => {
    const member = qanda(cast.member.page);
    await anonymously(cast.member.page).check();
    await visible(member.section.getByText("Your name is not shown to anyone, hosts included."));
    await member.box.fill(secret);
    await shoot(cast.member.page, "anonymous-question-box-1280");
    await expectAccessible(cast.member.page, "the question box with Ask anonymously");
    await member.ask.click();
    await toast(cast.member.page, MESSAGES.questionAdded);

    await visible(member.row(secret).getByText("you asked anonymously"));
    await visible(member.row(secret).getByText("Mo Member"));

    for (const page of [cast.host.page, cast.guestViewer.page]) {
      const row = qanda(page).row(secret);
      await visible(row.getByText("Anonymous", { exact: true }));
      expect(await row.getByText("you asked anonymously").count()).toBe(0);
      // Nothing on the page names the asker: not the row, not the live announcement.
      expect(await mainText(page)).not.toContain("Mo Member");
      expect(await page.getByTestId("question-announcer").textContent()).not.toContain("Mo Member");
    }
    // The guest may not delete it; the host may (as any question).
    expect(
      await qanda(cast.guestViewer.page).row(secret).getByRole("button", { name: "Delete question" }).count(),
    ).toBe(0);
    await visible(qanda(cast.host.page).row(secret).getByRole("button", { name: "Delete question" }));
    // The ticked box stays ticked for the next question.
    expect(await anonymously(cast.member.page).isChecked()).toBe(true);
  });

  it("the anonymous asker deletes their own question after confirming; it goes for everyone", async () => {
    const member = qanda(cast.member.page);
    await member.row(secret).getByRole("button", { name: "Delete question" }).click();
    await cast.member.page
      .getByRole("dialog", { name: "Delete question" })
      .getByRole("button", { name: "Delete" })
      .click();
    await toast(cast.member.page, MESSAGES.questionDeleted);
    await expect.poll(() => member.row(secret).count()).toBe(0);
    await expect.poll(() => qanda(cast.host.page).row(secret).count()).toBe(0);
    await expect.poll(() => qanda(cast.guestViewer.page).row(secret).count()).toBe(0);
  });

  it("asked anonymously while offline, it waits and is sent anonymously on its retry, even if the box was unticked meanwhile", async () => {
    const guest = qanda(cast.guestViewer.page);
    await cast.guestViewer.context.setOffline(true);
    await anonymously(cast.guestViewer.page).check();
    await guest.askQuestion(offline);
    await toast(cast.guestViewer.page, MESSAGES.questionQueuedOffline);
    await visible(guest.waiting.filter({ hasText: offline }).getByText("Asked anonymously."));
    // The choice is stored with the waiting question, not read from the box again.
    await anonymously(cast.guestViewer.page).uncheck();

    await backOnline(cast.guestViewer);
    await toast(cast.guestViewer.page, MESSAGES.questionAdded);
    await visible(guest.row(offline).getByText("you asked anonymously"));
    await visible(qanda(cast.host.page).row(offline).getByText("Anonymous", { exact: true }));
    await visible(qanda(cast.member.page).row(offline).getByText("Anonymous", { exact: true }));
    expect(await mainText(cast.host.page)).not.toContain("Gia Guest");
    const stored = await onServer(offline);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.anonymous).toBe(true);
  });

  it("when the host turns anonymous questions off, a box left ticked explains and the refused question keeps its text", async () => {
    const member = qanda(cast.member.page);
    await anonymously(cast.member.page).check();
    const text = "Can the canteen stay open later?";
    await member.box.fill(text);

    const off = await cast.http.put(apiPath(API_ROUTES.updateEvent, { id: cast.eventId }), {
      token: cast.hostUser.token,
      body: { allowAnonymous: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    // The ticked box stays, with the reason, so the page never sends the name unasked.
    await visible(member.section.getByText(`${MESSAGES.anonymousNotAllowed}. Untick to ask with your name.`));

    await member.ask.click();
    await toast(cast.member.page, MESSAGES.anonymousNotAllowed);
    await expect.poll(() => member.box.inputValue()).toBe(text);
    expect(await onServer(text)).toHaveLength(0);

    // Unticked, the choice is gone (a click: the box leaves the page as it unticks) and the
    // question goes out with the name.
    await anonymously(cast.member.page).click();
    await expect.poll(() => anonymously(cast.member.page).count()).toBe(0);
    await member.ask.click();
    await toast(cast.member.page, MESSAGES.questionAdded);
    await visible(qanda(cast.host.page).row(text).getByText("Mo Member"));
  });

  it("an event that does not allow anonymous questions never offers the choice, on any page", async () => {
    // A fresh page of each member, on an event with the switch off from the start.
    await cast.member.page.reload();
    await cast.guestViewer.page.reload();
    for (const page of [cast.member.page, cast.guestViewer.page]) {
      await qanda(page).ready();
      await visible(qanda(page).box);
      expect(await anonymously(page).count()).toBe(0);
      await visible(qanda(page).section.getByText("Everyone at the event sees your question with your name."));
    }
    // Turned on again, the choice appears live.
    const on = await cast.http.put(apiPath(API_ROUTES.updateEvent, { id: cast.eventId }), {
      token: cast.hostUser.token,
      body: { allowAnonymous: true },
    });
    expect(on.status).toBe(200);
    await visible(anonymously(cast.member.page));
    await visible(anonymously(cast.guestViewer.page));

    // On a phone: the choice is a full 44 px target and nothing scrolls sideways.
    await cast.member.page.setViewportSize({ width: 360, height: 740 });
    await anonymously(cast.member.page).check();
    await qanda(cast.member.page).box.fill("Is the car park open after ten?");
    await qanda(cast.member.page).box.scrollIntoViewIfNeeded();
    await shoot(cast.member.page, "anonymous-question-box-360");
    const target = await cast.member.page.locator("label", { hasText: "Ask anonymously" }).boundingBox();
    expect(target?.height).toBeGreaterThanOrEqual(44);
    expect(await cast.member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await cast.member.page.setViewportSize({ width: 1280, height: 860 });
  });
});
