// Page objects of moderation before publishing, the triage filters and the asker's editor, so
// each test reads as the story it checks. The cast (a host, an account member and a guest, each
// in a browser of their own) is the Q&A tests' (e2e/questions/support/qanda.ts).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { qanda, visible } from "../../questions/support/qanda.ts";
import { animationsSettled, passTime } from "../../support/browser.ts";

export { visible };

/** Where the screenshots of these screens are kept to be looked at. */
const SHOTS = process.env.LIVE_ROOM_SHOTS ?? "/tmp/live-room-shots";

/** The page as a person sees it once still: questions slid in (their transitions run on the page's held clock). */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await passTime(page, 400);
  await animationsSettled(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The Q&A session with its moderation, triage and editing parts. */
export function triage(page: Page) {
  const session = qanda(page);
  const filters = session.section.getByRole("group", { name: "Show questions" });
  return {
    ...session,
    filters,
    /** The filter button "Pending (3)", whatever its count. */
    filter(name: string): Locator {
      return filters.getByRole("button", { name: new RegExp(`^${literally(name)} \\(\\d+\\)$`) });
    },
    /** The count a filter shows, e.g. 3 for "Pending (3)"; null while it is not shown. */
    async count(name: string): Promise<number | null> {
      const button = this.filter(name);
      if ((await button.count()) === 0) return null;
      const text = (await button.textContent()) ?? "";
      return Number(/\((\d+)\)/.exec(text)?.[1]);
    },
    /** Waits until every named filter shows the count given for it. */
    async expectCounts(expected: Record<string, number>): Promise<void> {
      const names = Object.keys(expected);
      await expect
        .poll(async () => Object.fromEntries(await Promise.all(names.map(async (n) => [n, await this.count(n)]))))
        .toEqual(expected);
    },
    /** The hosts' "Awaiting review (N)" section. */
    awaitingSection: session.section.getByRole("region", { name: /^Awaiting review \(\d+\)$/ }),
    awaitingMark(text: string): Locator {
      return session.row(text).getByText("Awaiting review", { exact: true });
    },
    usage: page.getByTestId("question-limit-usage"),
    /** The texts of the rows shown now, in order. */
    async rowTexts(): Promise<string[]> {
      return session.rows.evaluateAll((rows) =>
        rows.map((row) => row.querySelector("p.whitespace-pre-wrap")?.textContent ?? ""),
      );
    },
  };
}

/** The asker's editor of their own question. */
export function questionEditor(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Edit your question" });
  return {
    dialog,
    field: dialog.getByRole("textbox", { name: "Your question" }),
    save: dialog.getByRole("button", { name: "Save" }),
    cancel: dialog.getByRole("button", { name: "Cancel" }),
    error: dialog.getByRole("alert"),
    async open(text: string) {
      await qanda(page).row(text).getByRole("button", { name: "Edit question" }).click();
      await visible(dialog);
    },
  };
}

/** The event form's switches (create and edit). */
export function settingSwitch(page: Page, name: string) {
  const control = page.getByRole("switch", { name });
  return {
    control,
    async isOn(): Promise<boolean> {
      return (await control.getAttribute("aria-checked")) === "true";
    },
  };
}
