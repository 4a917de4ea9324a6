// A live session in three browsers at once: a host on the dashboard, an account member on the
// event page and a guest on the public link. Questions, answers, hiding, likes, search and the
// pause switch reach every open page without a reload.
import { API_ROUTES, apiPath, MESSAGES } from "@handraise/contract";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, type TestServer } from "../support/browser.ts";
import { type Cast, castSuite, expectNotReloaded, markNoReload, qanda, toast, visible } from "./support/qanda.ts";

describe.skipIf(!chromiumAvailable)("Q&A: a live session", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;
  const wifi = "How will the venue Wi-Fi cope with 500 phones?";
  const recording = "Is there a recording afterwards?";

  castSuite((suite) => ({ server, browser, cast } = suite), { eventFields: { maxQuestions: 5 } });

  it("the audience asks, the host sees it without reload and marks it answered, the audience sees the check", async () => {
    const host = qanda(cast.host.page);
    const member = qanda(cast.member.page);
    const guest = qanda(cast.guestViewer.page);
    await markNoReload(cast.host.page);
    await markNoReload(cast.guestViewer.page);

    // An empty session tells the audience how to ask.
    await visible(member.section.getByText("Be the first: type your question in the box above and press Ask."));

    // A blank question never leaves the box.
    await member.box.fill("   ");
    await member.ask.click();
    await toast(cast.member.page, MESSAGES.missingMemberIdOrEmptyDisplay);

    await member.askQuestion(wifi);
    await toast(cast.member.page, MESSAGES.questionAdded);
    expect(await member.box.inputValue()).toBe("");

    await visible(host.row(wifi));
    await visible(guest.row(wifi));
    await visible(guest.row(wifi).getByText("Mo Member"));
    await visible(guest.row(wifi).getByRole("img", { name: "Pending" }));
    // The guest's screen reader hears about it.
    await expect.poll(() => cast.guestViewer.page.getByTestId("question-announcer").textContent()).toContain(wifi);

    await host.row(wifi).getByRole("button", { name: "Mark as answered" }).click();
    await visible(member.row(wifi).getByRole("img", { name: "Answered" }));
    await visible(guest.row(wifi).getByRole("img", { name: "Answered" }));
    await visible(host.row(wifi).getByText("Answered", { exact: true }));
    await expectNotReloaded(cast.host.page);
    await expectNotReloaded(cast.guestViewer.page);
  });

  it("a hidden question disappears for the audience but its author while the host sees it marked (Hidden)", async () => {
    const host = qanda(cast.host.page);
    const member = qanda(cast.member.page);
    const guest = qanda(cast.guestViewer.page);

    await guest.askQuestion(recording);
    await toast(cast.guestViewer.page, MESSAGES.questionAdded);
    await visible(member.row(recording).getByText("Gia Guest"));
    await visible(host.row(recording));

    await host.row(recording).getByRole("button", { name: "Hide" }).click();
    await visible(host.row(recording).getByText("(Hidden)"));
    await expect.poll(() => member.row(recording).count()).toBe(0);
    // Its author (the guest) keeps it, marked: nobody else of the audience sees it.
    await visible(guest.row(recording).getByText("Hidden by a host"));
    // Not even a refresh brings it back for the audience.
    await cast.member.page.getByRole("button", { name: "Refresh Now" }).click();
    await visible(member.row(wifi));
    expect(await member.row(recording).count()).toBe(0);

    await host.row(recording).getByRole("button", { name: "Unhide" }).click();
    await visible(member.row(recording));
    await visible(guest.row(recording));
    await expect.poll(() => guest.row(recording).getByText("Hidden by a host").count()).toBe(0);
    expect(await host.row(recording).getByText("(Hidden)").count()).toBe(0);
  });

  it("likes change at once for the one who likes and live for everyone else", async () => {
    const host = qanda(cast.host.page);
    const member = qanda(cast.member.page);
    const guest = qanda(cast.guestViewer.page);

    await guest.likeButton(wifi).click();
    expect(await guest.likeButton(wifi).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => guest.likeCount(wifi)).toBe("1");
    await expect.poll(() => member.likeCount(wifi)).toBe("1");
    await expect.poll(() => host.likeCount(wifi)).toBe("1");

    await member.likeButton(wifi).click();
    await expect.poll(() => guest.likeCount(wifi)).toBe("2");
    await expect.poll(() => host.likeCount(wifi)).toBe("2");

    await guest.likeButton(wifi).click();
    await expect.poll(() => member.likeCount(wifi)).toBe("1");
    await expect.poll(() => guest.likeCount(wifi)).toBe("1");
    expect(await guest.likeButton(wifi).getAttribute("aria-pressed")).toBe("false");

    // Favourites are a toggle too.
    await member
      .row(wifi)
      .getByRole("button", { name: /^Favourite,/ })
      .click();
    await expect.poll(() => host.row(wifi).getByTestId("favourite-count").textContent()).toBe("1");

    // 'Most liked' puts the liked question first.
    await cast.member.page.getByRole("button", { name: "Most liked" }).click();
    await expect.poll(async () => (await member.rows.first().textContent()) ?? "").toContain(wifi);
  });

  it("search filters and highlights the matches, ignoring case and punctuation", async () => {
    const member = qanda(cast.member.page);
    await member.searchFor('"VENUE wifi');
    await expect.poll(() => member.row(recording).count()).toBe(0);
    await expect.poll(() => member.marks(wifi)).toEqual(["venue", "Wi", "Fi"]);
    await member.searchFor("record");
    await expect.poll(() => member.row(wifi).count()).toBe(0);
    await expect.poll(() => member.marks(recording)).toEqual(["record"]);
    await member.searchFor("nothing like this");
    await visible(member.section.getByText('No questions match "nothing like this".'));
    await member.searchFor("");
    await visible(member.row(wifi));
    await visible(member.row(recording));
  });

  it("pausing stops the audience from asking until the host continues", async () => {
    const host = qanda(cast.host.page);
    const member = qanda(cast.member.page);
    const guest = qanda(cast.guestViewer.page);

    await cast.host.page.getByRole("button", { name: "Pause Q's" }).click();
    await visible(cast.host.page.getByRole("button", { name: "Continue Q's" }));
    for (const audience of [member, guest]) {
      await visible(audience.section.getByText(MESSAGES.questionsPausedBox));
      await expect.poll(() => audience.ask.isDisabled()).toBe(true);
    }
    // The server refuses too, whatever a page shows.
    const refused = await cast.http.post(apiPath(API_ROUTES.askQuestion, { eventId: cast.eventId }), {
      token: cast.memberUser.token,
      body: { content: "Sneaking one in?", memberId: cast.memberUser._id },
    });
    expect(refused.status).toBe(409);

    await cast.host.page.getByRole("button", { name: "Continue Q's" }).click();
    await visible(cast.host.page.getByRole("button", { name: "Pause Q's" }));
    await expect.poll(() => member.ask.isDisabled()).toBe(false);
    await expect.poll(() => guest.ask.isDisabled()).toBe(false);
    await member.askQuestion("Back on: when is lunch?");
    await toast(cast.member.page, MESSAGES.questionAdded);
    await visible(host.row("Back on: when is lunch?"));
  });

  it("the asker deletes their own question after confirming; it goes for everyone", async () => {
    const host = qanda(cast.host.page);
    const member = qanda(cast.member.page);
    const guest = qanda(cast.guestViewer.page);
    const lunch = "Back on: when is lunch?";

    // Delete shows only on one's own questions for the audience.
    expect(await guest.row(lunch).getByRole("button", { name: "Delete question" }).count()).toBe(0);
    await member.row(lunch).getByRole("button", { name: "Delete question" }).click();
    const dialog = cast.member.page.getByRole("dialog", { name: "Delete question" });
    await visible(dialog.getByText(MESSAGES.confirmDeleteQuestion));
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await toast(cast.member.page, MESSAGES.questionDeleted);
    await expect.poll(() => host.row(lunch).count()).toBe(0);
    await expect.poll(() => guest.row(lunch).count()).toBe(0);
  });
});
