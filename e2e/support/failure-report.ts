// What a failed browser test leaves behind, for the one who reads a CI log: for each page of the
// test, its address, the dialogs open on it (by name), whether the inactivity banner shows, and
// a screenshot in /tmp/handraise-failures. A test that fails now and then on a busy machine can
// then be understood from its one failure.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeEach } from "vitest";

const FAILURES = process.env.FAILURE_SHOTS ?? "/tmp/handraise-failures";

async function describePage(name: string, page: Page, test: string): Promise<string> {
  if (page.isClosed()) return `${name}: closed`;
  const state = await page
    .evaluate(() => ({
      dialogs: Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).map((dialog) => {
        const labelledBy = dialog.getAttribute("aria-labelledby");
        const title = labelledBy ? document.getElementById(labelledBy)?.textContent : dialog.getAttribute("aria-label");
        return `${title ?? "(no name)"} [${dialog.getAttribute("data-state") ?? "?"}${dialog.closest("[aria-hidden=true]") ? ", aria-hidden" : ""}]`;
      }),
      inactive: document.querySelector("[data-inactivity-banner]") !== null,
      focused: document.activeElement
        ? `${document.activeElement.tagName.toLowerCase()} "${(document.activeElement.getAttribute("aria-label") ?? document.activeElement.textContent ?? "").trim().slice(0, 40)}"`
        : null,
    }))
    .catch((error: Error) => ({ error: error.message }));
  const file = join(FAILURES, `${test.replace(/[^a-z0-9]+/gi, "-").slice(0, 80)}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  return `${name}: ${page.url()} ${JSON.stringify(state)} (screenshot ${file})`;
}

/** Reports the pages `pages()` returns when a test of the calling suite fails. */
export function reportPagesOnFailure(pages: () => Record<string, Page | undefined>): void {
  beforeEach((context) => {
    context.onTestFailed(async () => {
      mkdirSync(FAILURES, { recursive: true });
      const lines: string[] = [];
      for (const [name, page] of Object.entries(pages())) {
        if (page) lines.push(await describePage(name, page, context.task.name));
      }
      console.error(`browser test failed: ${context.task.name}\n  ${lines.join("\n  ")}`);
    });
  });
}
