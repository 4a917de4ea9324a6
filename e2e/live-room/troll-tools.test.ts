// Tools against a troll, in three browsers at once (docs/features/moderation.md): the word filter holds a
// guest's question for review and the host sees why; the host removes the guest from a question's
// actions after a confirmation, the guest's phone (360 px) says so at once and their questions
// leave every page; the host sees the removal on the dashboard and lifts it; the event form sets
// each person's share of the questions and the host's blocked words.
import { ANSWER_MESSAGES, apiPath, MESSAGES } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import { english } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Cast, castSuite, toast } from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, type TestServer } from "../support/browser.ts";
import { shoot, triage, visible } from "./support/review-and-triage.ts";

describe.skipIf(!chromiumAvailable)("live room: tools against a troll", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;
  const rude = "Why is this sh1t so slow?";
  const spam = "Buy cheap watches at example.test";

  castSuite((suite) => ({ server, browser, cast } = suite), { phone: true, eventFields: { maxQuestions: 5 } });

  it("a question the word filter matches waits for review, and the host sees why", async () => {
    const host = triage(cast.host.page);
    const guest = triage(cast.guestViewer.page);
    const member = triage(cast.member.page);
    await guest.askQuestion(rude);
    await visible(guest.awaitingMark(rude));
    await visible(guest.row(rude).getByText("Only you and the hosts see it until a host approves it."));
    // The asker is not shown the filter's reason; the host is.
    expect(await guest.row(rude).getByTestId("flag-reason").count()).toBe(0);

    await visible(host.section.getByRole("heading", { name: "Awaiting review (1)" }));
    const reason = host.row(rude).getByTestId("flag-reason");
    await visible(reason);
    expect(await reason.textContent()).toBe(english(MESSAGES.flaggedQuestion, { word: "shit" }));
    await cast.member.page.getByRole("button", { name: "Refresh Now" }).click();
    await visible(member.section.getByText("No questions yet"));
    await expectAccessible(cast.host.page, "host dashboard with a flagged question");
    await shoot(cast.host.page, "troll-flagged-host-1280");
    await shoot(cast.guestViewer.page, "troll-flagged-guest-360");
  });

  it("the host removes the guest from a question's actions; the guest's phone is told at once", async () => {
    const host = triage(cast.host.page);
    const guest = triage(cast.guestViewer.page);
    const member = triage(cast.member.page);
    await guest.askQuestion(spam);
    await visible(member.row(spam));
    await visible(host.row(spam));

    await host.row(spam).getByRole("button", { name: "Remove the person who asked" }).click();
    const confirm = cast.host.page.getByRole("dialog", { name: MESSAGES.banConfirmTitle });
    await visible(confirm.getByText(MESSAGES.banConfirmText));
    await expectAccessible(cast.host.page, "ban confirmation");
    await confirm.getByRole("button", { name: MESSAGES.banConfirm }).click();
    await toast(cast.host.page, MESSAGES.banDone);

    // The guest's page says so, and their questions leave every audience page.
    await visible(cast.guestViewer.page.getByTestId("removed-notice"));
    expect(await cast.guestViewer.page.getByTestId("removed-notice").textContent()).toContain(MESSAGES.removedNotice);
    await expect.poll(() => member.row(spam).count()).toBe(0);
    await expectAccessible(cast.guestViewer.page, "removed guest's phone");
    await shoot(cast.guestViewer.page, "troll-removed-guest-360");

    // The host's dashboard lists the removal.
    const panel = cast.host.page.getByTestId("bans-panel");
    await visible(panel.getByRole("heading", { name: `${MESSAGES.bansTitle} (1)` }));
    await visible(panel.getByText("Gia Guest"));
    await expectAccessible(cast.host.page, "host dashboard with a removed person");
    await shoot(cast.host.page, "troll-bans-host-1280");

    // The removed guest cannot come back until the host lets them.
    const back = () =>
      cast.http.put(apiPath(eventRoutes.guestJoinEvent, { id: cast.eventId }), {
        guestToken: cast.guest.guestToken,
        body: { guestName: cast.guest.guestName, guestId: cast.guest.guestId },
      });
    const refused = await back();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: ANSWER_MESSAGES.bannedFromEvent, code: "bannedFromEvent" });

    await panel.getByRole("button", { name: `${MESSAGES.liftBan}: Gia Guest` }).click();
    await toast(cast.host.page, MESSAGES.banLifted);
    await visible(panel.getByText(MESSAGES.bansEmpty));
    expect((await back()).status).toBe(200);
  });

  it("the event form sets each person's share and the host's blocked words", async () => {
    const page = cast.host.page;
    await page.goto(`/events/${cast.eventId}/edit`);
    const share = page.getByLabel(MESSAGES.maxQuestionsPerMemberLabel);
    const words = page.getByLabel(MESSAGES.blockedWordsLabel);
    await visible(share);
    expect(await share.inputValue()).toBe("");
    await share.fill("2");
    await words.fill("pineapple\nhot dog");
    await expectAccessible(page, "edit form with the tools against a troll");
    await shoot(page, "troll-form-1280");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Event updated!");
    const event = (await cast.http.get(`/api/events/${cast.eventId}`, { token: cast.hostUser.token })).body;
    expect({ share: event.maxQuestionsPerMember, words: event.blockedWords }).toEqual({
      share: 2,
      words: ["pineapple", "hot dog"],
    });

    // Opened again, the form shows what was saved; a share below 1 does not leave the form.
    await page.goto(`/events/${cast.eventId}/edit`);
    await expect.poll(() => share.inputValue()).toBe("2");
    expect(await words.inputValue()).toBe("pineapple\nhot dog");
    await share.fill("0");
    await page.getByRole("button", { name: "Save Changes" }).click();
    expect(await share.evaluate((input) => (input as HTMLInputElement).validity.rangeUnderflow)).toBe(true);
    expect(page.url()).toContain("/edit");
    await page.setViewportSize({ width: 360, height: 740 });
    await shoot(page, "troll-form-360");
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
