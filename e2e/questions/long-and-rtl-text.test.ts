// Text people write, as it comes: a right-to-left question reads right-aligned on every page
// (user-written text carries dir="auto"), and one long question in the host's table wraps in its
// own column while the actions keep their width on one line and the other rows stay compact.
import { MESSAGES } from "@handraise/contract";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPresenter, presenter, SHOTS } from "../live-room/support/live-room.ts";
import { chromiumAvailable } from "../support/browser.ts";
import { type Cast, castSuite, qanda, toast, visible } from "./support/qanda.ts";

const RTL = "מתי יפורסמו ההקלטות של המושב?";
const SHORT = ["Is lunch included?", "Where are the slides?", "Who chairs the panel?"];
const LONG =
  `${"How will the new rota work for people who share childcare, work part time, or travel in from the other sites, and ".repeat(4)}who decides?`.slice(
    0,
    480,
  );

/** The text of this element sits against its right edge (right-aligned), not its left. */
async function readsRightToLeft(
  text: Locator,
): Promise<{ dir: string | null; direction: string; rightAligned: boolean }> {
  return text.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const words = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return {
      dir: el.getAttribute("dir"),
      direction: getComputedStyle(el).direction,
      rightAligned: Math.abs(box.right - words.right) < 4 && words.left - box.left > 20,
    };
  });
}

type RowShape = { height: number; actionsWidth: number; buttonRows: number; questionWidth: number };

async function tableRows(page: Page): Promise<Map<string, RowShape>> {
  const rows = await page.locator('section[aria-labelledby="qanda-heading"] table tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = tr.querySelectorAll("td");
      const actions = cells[3] as HTMLElement;
      const tops = new Set(
        Array.from(actions.querySelectorAll("button")).map((b) => Math.round(b.getBoundingClientRect().top)),
      );
      return [
        cells[1]?.querySelector("p")?.textContent ?? "",
        {
          height: tr.getBoundingClientRect().height,
          actionsWidth: actions.getBoundingClientRect().width,
          buttonRows: tops.size,
          questionWidth: (cells[1] as HTMLElement).getBoundingClientRect().width,
        },
      ] as const;
    }),
  );
  return new Map(rows);
}

describe.skipIf(!chromiumAvailable)("Questions: long and right-to-left text", () => {
  let cast: Cast;
  castSuite((suite) => ({ cast } = suite));
  beforeAll(async () => {
    for (const text of SHORT) {
      await qanda(cast.member.page).askQuestion(text);
      await toast(cast.member.page, MESSAGES.questionAdded);
    }
  });

  it("host table at 1280 px: a long question wraps in its column; actions keep their width on one line", async () => {
    const host = cast.host.page;
    await visible(qanda(host).row(SHORT[2]));
    const before = await tableRows(host);
    await qanda(cast.member.page).askQuestion(LONG);
    await toast(cast.member.page, MESSAGES.questionAdded);
    await visible(qanda(host).row(LONG.slice(0, 40)));
    const after = await tableRows(host);
    await host.screenshot({ path: `${SHOTS}/host-table-long-question-1280.png`, fullPage: true });
    const long = [...after.entries()].find(([text]) => text.startsWith(LONG.slice(0, 40)))?.[1];
    expect(long).toBeDefined();
    for (const text of SHORT) {
      const row = after.get(text);
      expect(row, text).toBeDefined();
      if (!row || !long) continue;
      // Every action on one line, in the same width on every row, before and after.
      expect(row.buttonRows, text).toBe(1);
      expect(Math.abs(row.actionsWidth - long.actionsWidth)).toBeLessThan(2);
      expect(Math.abs(row.actionsWidth - (before.get(text)?.actionsWidth ?? 0))).toBeLessThan(2);
      // Compact: one line of 44 px actions and some padding.
      expect(row.height, text).toBeLessThan(72);
    }
    expect(long?.buttonRows).toBe(1);
    // The long text takes the room left, wrapping in its own column.
    // (480 characters in a column of ~320 px beside nine actions: a dozen lines, not a stack of icons.)
    expect(long?.questionWidth ?? 0).toBeGreaterThan(300);
    expect(long?.height ?? 0).toBeLessThan(320);
    // On a phone the rows stack as before: the actions wrap under the question, nothing sideways.
    await host.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await host.screenshot({ path: `${SHOTS}/host-table-long-question-360.png`, fullPage: true });
    await host.setViewportSize({ width: 1280, height: 860 });
  });

  it("a right-to-left question reads right-aligned in the feed, the table and on the presenter view", async () => {
    await qanda(cast.member.page).askQuestion(RTL);
    await toast(cast.member.page, MESSAGES.questionAdded);
    const screen = await openPresenter(cast.host.context, cast.host.page);
    for (const page of [cast.member.page, cast.guestViewer.page, cast.host.page]) {
      const text = qanda(page).row(RTL).locator("p[dir]").filter({ hasText: RTL }).first();
      await visible(text);
      expect(await readsRightToLeft(text), page.url()).toEqual({ dir: "auto", direction: "rtl", rightAligned: true });
      // An English question next to it stays left to right.
      const english = qanda(page).row(SHORT[0]).locator("p[dir]").filter({ hasText: SHORT[0] }).first();
      expect(await english.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
    }
    await cast.member.page.screenshot({ path: `${SHOTS}/feed-rtl-1280.png`, fullPage: true });
    const onScreen = presenter(screen).top.locator("li").filter({ hasText: RTL }).locator("[dir]").first();
    await visible(onScreen);
    expect(await onScreen.getAttribute("dir")).toBe("auto");
    expect(await onScreen.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
    await screen.close();
  });
});
