// An asker's edit on screen: under moderation the editor says an edit goes back to a host, the
// toast says it awaits approval, and the audience loses the question until a host approves it
// again; an approval under an open editor keeps it and its text, a deletion closes it, and so
// does crossing the phone width (the page lays itself out anew); while questions are paused the
// editor says edits wait and saves nothing.
import { API_ROUTES, apiPath, MESSAGES } from "@handraise/contract";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Cast, castSuite, toast } from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, type TestServer } from "../support/browser.ts";
import { questionEditor, shoot, triage, visible } from "./support/review-and-triage.ts";

describe.skipIf(!chromiumAvailable)("live room: an asker's edit", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;
  const asked = "Will the new office have bike parking?";
  const edited = "Will the new office have bike parking and showers?";

  castSuite((suite) => ({ server, browser, cast } = suite), { eventFields: { moderateQuestions: true } });

  async function guestAsksApproved(content: string): Promise<string> {
    const question = await cast.http.post(apiPath(API_ROUTES.askQuestion, { eventId: cast.eventId }), {
      guestToken: cast.guest.guestToken,
      body: { content, memberId: cast.guest.guestId },
    });
    expect(question.status).toBe(201);
    const approved = await cast.http.patch(apiPath(API_ROUTES.approveQuestion, { id: question.body._id }), {
      token: cast.hostUser.token,
    });
    expect(approved.body.awaitingReview).toBe(false);
    return question.body._id;
  }

  it("goes back to review under moderation, and the asker is told so", async () => {
    await guestAsksApproved(asked);
    const member = triage(cast.member.page);
    const host = triage(cast.host.page);
    await visible(member.row(asked));
    // The asker's page hears the approval too: the editor opens on the approved row, not on the
    // awaiting one the approval would replace under it.
    const asker = triage(cast.guestViewer.page);
    await visible(asker.row(asked));
    await expect.poll(() => asker.awaitingMark(asked).count()).toBe(0);

    const editor = questionEditor(cast.guestViewer.page);
    await editor.open(asked);
    await visible(editor.dialog.getByText("Saving sends it back to a host", { exact: false }));
    await editor.field.fill(edited);
    await shoot(cast.guestViewer.page, "edit-back-to-review-1280");
    await editor.save.click();
    await toast(cast.guestViewer.page, MESSAGES.editAwaitsReview);
    await editor.dialog.waitFor({ state: "hidden" });
    // The asker still sees it, waiting; the audience no longer does; the host sees it to review.
    await visible(triage(cast.guestViewer.page).awaitingMark(edited));
    await expect.poll(() => member.row(asked).count()).toBe(0);
    expect(await member.row(edited).count()).toBe(0);
    await visible(host.awaitingMark(edited));
    await shoot(cast.host.page, "edit-back-to-review-host-1280");
    await expectAccessible(cast.guestViewer.page, "asker after an edit went back to review");

    await host.row(edited).getByRole("button", { name: "Approve" }).click();
    await visible(member.row(edited));
  });

  it("keeps the asker's editor and text while a host approves the question, and closes it on deletion", async () => {
    const content = "Can the keynote slides be shared afterwards?";
    const typed = "Can the keynote slides and the recording be shared afterwards?";
    const asked = await cast.http.post(apiPath(API_ROUTES.askQuestion, { eventId: cast.eventId }), {
      guestToken: cast.guest.guestToken,
      body: { content, memberId: cast.guest.guestId },
    });
    expect(asked.status).toBe(201);
    const asker = triage(cast.guestViewer.page);
    await visible(asker.awaitingMark(content));

    // The asker starts an edit of the awaiting question; a host approves it meanwhile, which
    // replaces the asker's awaiting row: the editor stays open with what was typed.
    const editor = questionEditor(cast.guestViewer.page);
    await editor.open(content);
    await editor.field.fill(typed);
    const approved = await cast.http.patch(apiPath(API_ROUTES.approveQuestion, { id: asked.body._id }), {
      token: cast.hostUser.token,
    });
    expect(approved.status).toBe(200);
    await visible(triage(cast.member.page).row(content));
    await expect.poll(() => asker.awaitingMark(content).count()).toBe(0);
    await visible(editor.dialog);
    expect(await editor.field.inputValue()).toBe(typed);

    // Deleted by a host: the editor closes, as there is nothing left to edit.
    const deleted = await cast.http.delete(apiPath(API_ROUTES.deleteQuestion, { id: asked.body._id }), {
      token: cast.hostUser.token,
    });
    expect(deleted.status).toBe(200);
    await editor.dialog.waitFor({ state: "hidden" });
    await expect.poll(() => asker.row(content).count()).toBe(0);
  });

  it("keeps the asker's editor and text when the page crosses the phone width and back", async () => {
    const content = "Is there a quiet room for calls?";
    const typed = "Is there a quiet room for calls on the second floor?";
    await guestAsksApproved(content);
    const page = cast.guestViewer.page;
    const asker = triage(page);
    await visible(asker.row(content));
    await expect.poll(() => asker.awaitingMark(content).count()).toBe(0);
    const editor = questionEditor(page);
    await editor.open(content);
    await editor.field.fill(typed);
    // A phone turned, a window narrowed: the member's page lays itself out for a phone, and back.
    await page.setViewportSize({ width: 600, height: 860 });
    await expect.poll(() => page.evaluate(() => window.matchMedia("(max-width: 639px)").matches)).toBe(true);
    await visible(editor.dialog);
    expect(await editor.field.inputValue()).toBe(typed);
    await page.setViewportSize({ width: 1280, height: 860 });
    await expect.poll(() => page.evaluate(() => window.matchMedia("(max-width: 639px)").matches)).toBe(false);
    await visible(editor.dialog);
    expect(await editor.field.inputValue()).toBe(typed);
    await editor.cancel.click();
    await editor.dialog.waitFor({ state: "hidden" });
  });

  it("says edits wait while questions are paused, and saves nothing", async () => {
    const content = "Is the canteen open during the move?";
    await guestAsksApproved(content);
    const guest = triage(cast.guestViewer.page);
    await visible(guest.row(content));
    const paused = await cast.http.put(apiPath(API_ROUTES.updateEvent, { id: cast.eventId }), {
      token: cast.hostUser.token,
      body: { questionsPaused: true },
    });
    expect(paused.status).toBe(200);
    const editor = questionEditor(cast.guestViewer.page);
    await expect
      .poll(async () => {
        await editor.open(content);
        const said = await editor.dialog.getByText(MESSAGES.editWhilePaused).count();
        if (!said) await editor.cancel.click();
        return said;
      })
      .toBe(1);
    expect(await editor.save.isDisabled()).toBe(true);
    await shoot(cast.guestViewer.page, "edit-paused-1280");
    await expectAccessible(cast.guestViewer.page, "editor while paused");
    await editor.cancel.click();
    await cast.http.put(apiPath(API_ROUTES.updateEvent, { id: cast.eventId }), {
      token: cast.hostUser.token,
      body: { questionsPaused: false },
    });
  });
});
