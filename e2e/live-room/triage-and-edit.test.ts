// Triage and editing, in three browsers at once: the filters count and choose as questions are
// asked, answered and hidden live; the host sees how much of the question limit is used; an
// asker edits their own pending question and every other page shows the new text live; an
// answered question has no Edit; a failed save is shown in the editor and keeps the text.
import { MESSAGES } from "@handraise/contract";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoHorizontalScroll, expectTouchTargets } from "../events/support/event-pages.ts";
import { backOnline, buildCast, type Cast, castSuite, toast } from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, type TestServer } from "../support/browser.ts";
import { questionEditor, shoot, triage, visible } from "./support/review-and-triage.ts";

describe.skipIf(!chromiumAvailable)("live room: triage filters and editing by the asker", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;
  const mic = "Can the people at the back hear the microphone?";
  const lunch = "Is lunch included for remote staff?";
  const roadmap = "When will the roadmap be published?";
  const fixed = "When exactly will the 2027 roadmap be published?";

  castSuite((suite) => ({ server, browser, cast } = suite), { eventFields: { maxQuestions: 5 } });

  it("the filters count each stage and follow the list live; the host sees the limit used", async () => {
    const host = triage(cast.host.page);
    const member = triage(cast.member.page);
    const guest = triage(cast.guestViewer.page);
    await visible(host.usage.getByText("0 of 5 questions used"));

    await member.askQuestion(mic);
    await toast(cast.member.page, MESSAGES.questionAdded);
    await member.askQuestion(lunch);
    await visible(member.row(lunch));
    await guest.askQuestion(roadmap);
    await visible(member.row(roadmap));

    await member.expectCounts({ All: 3, Pending: 3, Answered: 0, Mine: 2 });
    await guest.expectCounts({ All: 3, Pending: 3, Answered: 0, Mine: 1 });
    // The audience has no Hidden or Awaiting review filter; hosts have both.
    expect(await member.count("Hidden")).toBeNull();
    expect(await member.count("Awaiting review")).toBeNull();
    await host.expectCounts({ All: 3, Pending: 3, Answered: 0, Mine: 0, Hidden: 0, "Awaiting review": 0 });
    await expect.poll(() => host.usage.textContent()).toContain("3 of 5 questions used");

    // The host answers one and hides another: every page's counts follow.
    await host.row(mic).getByRole("button", { name: "Mark as answered" }).click();
    await host.row(lunch).getByRole("button", { name: "Hide" }).click();
    await host.expectCounts({ All: 3, Pending: 1, Answered: 1, Hidden: 1 });
    // The member asked the hidden one: it stays theirs, under All and Mine (marked hidden).
    await member.expectCounts({ All: 3, Pending: 1, Answered: 1, Mine: 2 });
    await guest.expectCounts({ All: 2, Pending: 1, Answered: 1, Mine: 1 });
    // A hidden question still counts against the limit.
    await expect.poll(() => host.usage.textContent()).toContain("3 of 5 questions used");

    // A filter chooses the list, and keeps choosing as questions change.
    await member.filter("Answered").click();
    await expect.poll(() => member.rowTexts()).toEqual([mic]);
    await member.filter("Pending").click();
    await expect.poll(() => member.rowTexts()).toEqual([roadmap]);
    await host.row(roadmap).getByRole("button", { name: "Mark as answered" }).click();
    await expect.poll(() => member.rows.count()).toBe(0);
    await visible(member.section.getByText("No question is waiting for an answer."));
    await member.section.getByRole("button", { name: "Show all questions" }).click();
    // Both answered questions and the member's own hidden one.
    await expect.poll(() => member.rows.count()).toBe(3);

    await host.filter("Hidden").click();
    await expect.poll(() => host.rowTexts()).toEqual([lunch]);
    await host.filter("All").click();

    // Asking more fills the limit; the host is told when it is reached, and a deletion frees a place.
    await member.askQuestion("Will there be a second session?");
    await guest.askQuestion("Can we get the slides?");
    await expect.poll(() => host.usage.textContent()).toContain("5 of 5 questions used · the limit is reached");
    await guest.row("Can we get the slides?").getByRole("button", { name: "Delete question" }).click();
    await cast.guestViewer.page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => host.usage.textContent()).toContain("4 of 5 questions used");
    await expectAccessible(cast.host.page, "host dashboard with filters");
    await expectAccessible(cast.member.page, "member page with filters");
  });

  it("the asker edits their own pending question and every page shows the new text live", async () => {
    const host = triage(cast.host.page);
    const member = triage(cast.member.page);
    const guest = triage(cast.guestViewer.page);
    await host.row(roadmap).getByRole("button", { name: "Mark as pending" }).click();
    await visible(guest.row(roadmap).getByRole("img", { name: "Pending" }));

    // Only the asker has Edit, and only on a pending question.
    await visible(guest.row(roadmap).getByRole("button", { name: "Edit question" }));
    expect(await member.row(roadmap).getByRole("button", { name: "Edit question" }).count()).toBe(0);
    expect(await host.row(roadmap).getByRole("button", { name: "Edit question" }).count()).toBe(0);
    expect(await member.row(mic).getByRole("button", { name: "Edit question" }).count()).toBe(0);

    const editor = questionEditor(cast.guestViewer.page);
    await editor.open(roadmap);
    expect(await editor.field.inputValue()).toBe(roadmap);
    expect(await editor.field.getAttribute("maxlength")).toBe("500");
    // Blank text never leaves the editor (the contract's schema checks it).
    await editor.field.fill("   ");
    await editor.save.click();
    await visible(editor.dialog.getByText("Type your question before saving."));
    await shoot(cast.guestViewer.page, "edit-member-1280");
    await expectAccessible(cast.guestViewer.page, "question editor");

    // Cancel keeps the question as it was.
    await editor.cancel.click();
    await editor.dialog.waitFor({ state: "hidden" });
    await visible(guest.row(roadmap));

    await editor.open(roadmap);
    await editor.field.fill(fixed);
    await editor.save.click();
    await toast(cast.guestViewer.page, "Your question has been updated");
    await editor.dialog.waitFor({ state: "hidden" });
    await visible(guest.row(fixed));
    await visible(member.row(fixed));
    await visible(host.row(fixed));
    await expect.poll(() => member.row(roadmap).count()).toBe(0);
    // The asker's name stays with it.
    await visible(member.row(fixed).getByText("Gia Guest"));

    // Answered, it cannot be edited any more.
    await host.row(fixed).getByRole("button", { name: "Mark as answered" }).click();
    await visible(guest.row(fixed).getByRole("img", { name: "Answered" }));
    await expect.poll(() => guest.row(fixed).getByRole("button", { name: "Edit question" }).count()).toBe(0);
  });

  it("a save that fails is shown in the editor and the text stays", async () => {
    const member = triage(cast.member.page);
    const question = "Will there be a second session?";
    const editor = questionEditor(cast.member.page);
    await editor.open(question);
    await editor.field.fill("Will there be a second session in spring?");
    await cast.member.context.setOffline(true);
    await editor.save.click();
    await visible(editor.error.getByText(MESSAGES.failedEditQuestion));
    expect(await editor.field.inputValue()).toBe("Will there be a second session in spring?");
    // Online again, the same text goes out (the answer updates the list, socket or not).
    await cast.member.context.setOffline(false);
    await editor.save.click();
    await editor.dialog.waitFor({ state: "hidden" });
    await visible(member.row("Will there be a second session in spring?"));
    await backOnline(cast.member);
  });

  it("at 360 px the filters fit in one row that scrolls, with 44 px targets, and the editor fits", async () => {
    const phone = await buildCast(browser, server, { phone: true });
    try {
      const member = triage(phone.member.page);
      await member.askQuestion("Is the car park open late tonight?");
      await visible(member.row("Is the car park open late tonight?"));
      await member.expectCounts({ All: 1, Pending: 1, Answered: 0, Mine: 1 });
      await expectNoHorizontalScroll(phone.member.page);
      await expectTouchTargets(phone.member.page);
      // The filters are one row: every button sits at the same height.
      const tops = await member.filters
        .getByRole("button")
        .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      await shoot(phone.member.page, "triage-member-360");
      const editor = questionEditor(phone.member.page);
      await editor.open("Is the car park open late tonight?");
      await shoot(phone.member.page, "edit-member-360");
      await expectAccessible(phone.member.page, "question editor at 360 px");
      await expectNoHorizontalScroll(phone.member.page);
    } finally {
      await phone.close();
    }
  });
});
