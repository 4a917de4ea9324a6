// Now answering: the host puts a question on screen from its actions; it leads the list, marked,
// on every open page (host, member, guest) and shows large on the presenter view; taking it down,
// or hiding the question, clears it everywhere without a reload.
import { MESSAGES } from "@handraise/contract";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type Cast, castSuite, qanda, toast } from "../questions/support/qanda.ts";
import { chromiumAvailable } from "../support/browser.ts";
import { expectFirstRow, openPresenter, presenter, SHOTS, visible } from "./support/live-room.ts";

const NOW = "Now answering";

async function markCount(page: Page, text: string): Promise<number> {
  return qanda(page).row(text).getByText(NOW, { exact: true }).count();
}

describe.skipIf(!chromiumAvailable)("Live room: the question answered now", () => {
  let cast: Cast;
  let screen: Page;
  const older = "Which parts of the plan are already funded?";
  const newer = "Can remote staff join the Q&A next time?";

  castSuite((suite) => ({ cast } = suite), { phone: true });
  beforeAll(async () => {
    await qanda(cast.member.page).askQuestion(older);
    await toast(cast.member.page, MESSAGES.questionAdded);
    await qanda(cast.guestViewer.page).askQuestion(newer);
    await toast(cast.guestViewer.page, MESSAGES.questionAdded);
    for (const page of [cast.host.page, cast.member.page, cast.guestViewer.page]) await visible(qanda(page).row(older));
    screen = await openPresenter(cast.host.context, cast.host.page);
  });

  it("set by the host, it leads every list marked and shows large on the presenter view; set again, it goes", async () => {
    const pages = [cast.host.page, cast.member.page, cast.guestViewer.page];
    // Newest first: the newer question leads before anything is on screen.
    for (const page of pages) await expectFirstRow(page, newer);
    expect(await presenter(screen).spotlight.count()).toBe(0);

    const toggle = qanda(cast.host.page).row(older).getByRole("button", { name: NOW });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    for (const page of pages) {
      await expectFirstRow(page, older);
      await expect.poll(() => markCount(page, older)).toBe(1);
      expect(await markCount(page, newer)).toBe(0);
    }
    await visible(presenter(screen).spotlight.getByText(older));
    await visible(presenter(screen).spotlight.getByText("Mo Member"));
    // The top questions below leave out the one on screen.
    await expect.poll(() => presenter(screen).topTexts()).toEqual([newer]);

    await cast.member.page.screenshot({ path: `${SHOTS}/audience-spotlight-360.png`, fullPage: true });
    await cast.host.page.screenshot({ path: `${SHOTS}/host-spotlight-1280.png`, fullPage: true });
    await screen.screenshot({ path: `${SHOTS}/presenter-spotlight-1920.png` });

    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("false");
    for (const page of pages) {
      await expect.poll(() => markCount(page, older)).toBe(0);
      await expectFirstRow(page, newer);
    }
    await expect.poll(() => presenter(screen).spotlight.count()).toBe(0);
    await expect.poll(() => presenter(screen).topTexts()).toEqual([older, newer]);
  });

  it("hiding the question on screen takes it down everywhere", async () => {
    const host = qanda(cast.host.page);
    await host.row(newer).getByRole("button", { name: NOW }).click();
    await visible(presenter(screen).spotlight.getByText(newer));
    await expect.poll(() => markCount(cast.guestViewer.page, newer)).toBe(1);

    await host.row(newer).getByRole("button", { name: "Hide" }).click();
    await expect.poll(() => presenter(screen).spotlight.count()).toBe(0);
    // Its author keeps it, marked hidden (docs/features/questions.md); it leaves the rest of the audience.
    await visible(qanda(cast.guestViewer.page).row(newer).getByText("Hidden by a host"));
    await expect.poll(() => qanda(cast.member.page).row(newer).count()).toBe(0);
    await expect.poll(() => markCount(cast.host.page, newer)).toBe(0);
    await expect.poll(() => markCount(cast.member.page, older)).toBe(0);
    // A hidden question offers no "Now answering": the audience cannot see it.
    expect(await host.row(newer).getByRole("button", { name: NOW }).count()).toBe(0);
    await expect.poll(() => presenter(screen).topTexts()).toEqual([older]);
  });

  it("marking the question on screen answered takes it down everywhere; the host can put it back", async () => {
    const host = qanda(cast.host.page);
    const toggle = host.row(older).getByRole("button", { name: NOW });
    await toggle.click();
    await visible(presenter(screen).spotlight.getByText(older));
    await expect.poll(() => markCount(cast.member.page, older)).toBe(1);

    await host.row(older).getByRole("button", { name: "Mark as answered" }).click();
    await expect.poll(() => presenter(screen).spotlight.count()).toBe(0);
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("false");
    for (const page of [cast.host.page, cast.member.page, cast.guestViewer.page]) {
      await expect.poll(() => markCount(page, older)).toBe(0);
    }

    // Put back on purpose, it shows again, still answered.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    await visible(presenter(screen).spotlight.getByText(older));
    await expect.poll(() => markCount(cast.member.page, older)).toBe(1);
  });
});
