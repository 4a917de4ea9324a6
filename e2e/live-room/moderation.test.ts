// Moderation before publishing, in three browsers at once: the host turns on review in the event
// form; a member's question then waits, marked "Awaiting review" on the member's own page and
// shown to nobody else in the audience; the host finds it first, under "Awaiting review (N)",
// approves it and it reaches the others live; declining deletes it after the usual confirmation.
import { MESSAGES } from "@handraise/contract";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Cast, castSuite, toast } from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, type TestServer } from "../support/browser.ts";
import { settingSwitch, shoot, triage, visible } from "./support/review-and-triage.ts";

describe.skipIf(!chromiumAvailable)("live room: moderation before publishing", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;
  const held = "Will the slides be shared after the talk?";
  const declined = "Buy cheap watches at example.test";

  castSuite((suite) => ({ server, browser, cast } = suite), { eventFields: { maxQuestions: 5 } });

  it("a new event starts without review and with anonymous questions allowed", async () => {
    const page = cast.host.page;
    await page.goto("/events/new");
    const review = settingSwitch(page, "Review questions before they appear");
    const anonymous = settingSwitch(page, "Allow anonymous questions");
    await visible(review.control);
    expect(await review.isOn()).toBe(false);
    expect(await anonymous.isOn()).toBe(true);
    await page.getByLabel("Title").fill("Board meeting");
    await page.getByRole("button", { name: "Create Event" }).click();
    await toast(page, "Event created!");
    // The toast comes before the host dashboard's code has loaded; the address changes with it.
    const hostPage = () => /\/events\/([^/]+)\/host/.exec(page.url())?.[1];
    await expect.poll(hostPage).toBeTruthy();
    await page.keyboard.press("Escape");
    const eventId = hostPage();
    const event = (await cast.http.get(`/api/events/${eventId}`, { token: cast.hostUser.token })).body;
    expect({ review: event.moderateQuestions, anonymous: event.allowAnonymous }).toEqual({
      review: false,
      anonymous: true,
    });
  });

  it("the host turns on review in the event form, and it is saved with the event", async () => {
    const page = cast.host.page;
    await page.goto(`/events/${cast.eventId}/edit`);
    const review = settingSwitch(page, "Review questions before they appear");
    await visible(review.control);
    expect(await review.isOn()).toBe(false);
    await review.control.click();
    expect(await review.isOn()).toBe(true);
    await expectAccessible(page, "edit form with review on");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Event updated!");
    await visible(page.getByRole("heading", { name: "Town Hall Q&A", level: 1 }));
    const event = (await cast.http.get(`/api/events/${cast.eventId}`, { token: cast.hostUser.token })).body;
    expect(event.moderateQuestions).toBe(true);

    // Opened again, the form shows what was saved.
    await page.goto(`/events/${cast.eventId}/edit`);
    await expect.poll(() => review.isOn()).toBe(true);
    await page.goto(`/events/${cast.eventId}/host`);
    await triage(page).ready();
  });

  it("a held question: its author sees it awaiting review, the audience does not, the host approves it live", async () => {
    const host = triage(cast.host.page);
    const member = triage(cast.member.page);
    const guest = triage(cast.guestViewer.page);

    // The asker is told before asking that a host approves questions first (the event's edit arrived live).
    await visible(member.section.getByText(/A host approves each question before everyone sees it\.$/));
    await member.askQuestion(held);
    // Nobody sees it yet, so the toast says it waits for a host (not "added to the session").
    await toast(cast.member.page, MESSAGES.questionAwaitingReview);
    await visible(member.row(held));
    await visible(member.awaitingMark(held));
    await visible(member.row(held).getByText("Only you and the hosts see it until a host approves it."));

    // The host sees it first, in its own section, with the counts.
    await visible(host.awaitingSection);
    await expect.poll(() => host.awaitingSection.getAttribute("aria-labelledby")).toBeTruthy();
    await visible(host.section.getByRole("heading", { name: "Awaiting review (1)" }));
    await visible(host.awaitingSection.locator("[data-question-id]").filter({ hasText: held }));
    await host.expectCounts({ All: 1, Pending: 0, "Awaiting review": 1, Hidden: 0 });
    await expect.poll(() => host.usage.textContent()).toContain("1 of 5 questions used");

    // Nobody else in the audience sees or hears of it, not even after reading the list again.
    await cast.guestViewer.page.getByRole("button", { name: "Refresh Now" }).click();
    await visible(guest.section.getByText("No questions yet"));
    expect(await guest.row(held).count()).toBe(0);
    await expectAccessible(cast.host.page, "host dashboard with a question awaiting review");
    await expectAccessible(cast.member.page, "member page with a question awaiting review");

    await host.awaitingSection.getByRole("button", { name: "Approve" }).click();
    await toast(cast.host.page, "Question approved: everyone can see it now");
    // It reaches the rest of the audience live, as a new question, once.
    await visible(guest.row(held));
    await visible(guest.row(held).getByText("Mo Member"));
    await expect.poll(() => cast.guestViewer.page.getByTestId("question-announcer").textContent()).toContain(held);
    expect(await guest.row(held).count()).toBe(1);
    // Its author sees the mark go, and is told.
    await expect.poll(() => member.awaitingMark(held).count()).toBe(0);
    await toast(cast.member.page, "A host approved your question: everyone can see it now");
    expect(await member.row(held).count()).toBe(1);
    // The host's section empties.
    await expect.poll(() => host.awaitingSection.count()).toBe(0);
    await host.expectCounts({ All: 1, Pending: 1, "Awaiting review": 0 });
  });

  it("declining deletes the held question after the confirmation, on the host's and the author's pages", async () => {
    const host = triage(cast.host.page);
    const guest = triage(cast.guestViewer.page);
    const member = triage(cast.member.page);

    await guest.askQuestion(declined);
    await toast(cast.guestViewer.page, MESSAGES.questionAwaitingReview);
    await visible(guest.awaitingMark(declined));
    await visible(host.section.getByRole("heading", { name: "Awaiting review (1)" }));
    await expect.poll(() => host.usage.textContent()).toContain("2 of 5 questions used");
    expect(await member.row(declined).count()).toBe(0);

    await host.row(declined).getByRole("button", { name: "Decline" }).click();
    const confirm = cast.host.page.getByRole("dialog", { name: "Decline question" });
    await visible(confirm.getByText(MESSAGES.confirmDeleteQuestion));
    await confirm.getByRole("button", { name: "Decline" }).click();
    await toast(cast.host.page, "Question declined");
    await expect.poll(() => host.row(declined).count()).toBe(0);
    await expect.poll(() => guest.row(declined).count()).toBe(0);
    await expect.poll(() => host.usage.textContent()).toContain("1 of 5 questions used");
    await host.expectCounts({ All: 1, "Awaiting review": 0 });
  });

  it("the host's dashboard at 1280 and 360 px, with questions awaiting review and the filters", async () => {
    const host = triage(cast.host.page);
    const member = triage(cast.member.page);
    await member.askQuestion("Could the Q&A run ten minutes longer?");
    await triage(cast.guestViewer.page).askQuestion("Where are the recordings kept?");
    await visible(host.section.getByRole("heading", { name: "Awaiting review (2)" }));
    await shoot(cast.host.page, "moderation-host-1280");
    await cast.host.page.setViewportSize({ width: 360, height: 740 });
    await visible(host.section.getByRole("heading", { name: "Awaiting review (2)" }));
    await shoot(cast.host.page, "moderation-host-360");
    await expectAccessible(cast.host.page, "host dashboard at 360 px with questions awaiting review");
    await cast.host.page.setViewportSize({ width: 1280, height: 860 });
    await shoot(cast.member.page, "moderation-member-1280");
  });
});
