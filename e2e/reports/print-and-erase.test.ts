// The report on paper and the creator's erasing (docs/features/reports.md "The report page"):
// printed by Chromium as one document without the site's bars or any button, on A4 and Letter;
// and "Erase data", confirmed with what goes and what stays, empties every open page at once.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { REPORT_MESSAGES } from "@handraise/contract";
import { httpClient } from "@handraise/test-support";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { connected, savedLogin, toast, visible } from "../events/support/event-pages.ts";
import { chromiumAvailable, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { ask, likeAsGuest, pollWithVotes, reportPage, SHOTS, stageEvent } from "./support/report-stage.ts";

/** Pages of a PDF as Chromium writes it: one `/Type /Page` object each (the tree is `/Pages`). */
function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** What is on screen in print media that should not be: the shell's bars and any button. */
async function screenOnlyParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => element.getClientRects().length > 0;
    const parts = [
      ...Array.from(document.querySelectorAll("#root > div > header, footer, nav"), (element) => element.tagName),
      ...Array.from(document.querySelectorAll("button, a[href]"), (element) => element.textContent?.trim() ?? ""),
    ];
    const elements = [
      ...Array.from(document.querySelectorAll("#root > div > header, footer, nav")),
      ...Array.from(document.querySelectorAll("button, a[href]")),
    ];
    return parts.filter((_part, index) => {
      const element = elements[index];
      return element !== undefined && shown(element);
    });
  });
}

describe.skipIf(!chromiumAvailable)("the report on paper, and erasing", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("prints as one document on A4 and Letter, without navigation or buttons", async () => {
    const http = httpClient(server.url);
    const stage = await stageEvent(http);
    for (let n = 1; n <= 5; n++) {
      const question = await ask(stage, `Question number ${n} from the floor, about the plans for next year`);
      if (n % 2 === 0) await likeAsGuest(stage, question);
    }
    await pollWithVotes(stage);
    const host = await openViewer(browser, server, { login: await savedLogin(http, stage.host) });
    const report = reportPage(host.page);
    await host.page.goto(`/events/${stage.eventId}/report`);
    await expect.poll(() => report.figure("questions").textContent()).toBe("5");
    await visible(report.chart);

    await host.page.emulateMedia({ media: "print" });
    expect(await screenOnlyParts(host.page)).toEqual([]);
    await visible(report.heading.getByText("Quarterly All-Hands"));
    await visible(report.chart);
    await host.page.screenshot({ path: `${SHOTS}/report-print.png`, fullPage: true });

    const folder = await mkdtemp(path.join(tmpdir(), "report-pdf-"));
    for (const format of ["A4", "Letter"] as const) {
      const pdf = await host.page.pdf({ format, printBackground: true });
      await writeFile(path.join(folder, `report-${format}.pdf`), pdf);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const pages = pageCount(pdf);
      // The whole report, on a few pages: not one page per section, not a page cut to nothing.
      expect(pages, `${format} pages`).toBeGreaterThanOrEqual(1);
      expect(pages, `${format} pages`).toBeLessThanOrEqual(4);
    }
    // The chart fits the page's width: no wider than its section.
    const overflow = await report.chart.evaluate((canvas) => {
      const section = canvas.closest("section");
      return section ? canvas.getBoundingClientRect().width - section.getBoundingClientRect().width : 0;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await host.context.close();
  });

  it("erases the event's data after a confirmation; an open audience page empties at once", async () => {
    const http = httpClient(server.url);
    const stage = await stageEvent(http);
    await ask(stage, "A question that will be erased");
    await pollWithVotes(stage);
    const host = await openViewer(browser, server, { login: await savedLogin(http, stage.host) });
    const audience = await openViewer(browser, server, { login: await savedLogin(http, stage.member) });
    const report = reportPage(host.page);
    await audience.page.goto(`/events/${stage.eventId}`);
    await visible(audience.page.getByText("A question that will be erased"));
    await connected(audience.page);
    await host.page.goto(`/events/${stage.eventId}/report`);
    await expect.poll(() => report.figure("questions").textContent()).toBe("1");

    await report.eraseButton.click();
    const dialog = host.page.getByRole("dialog", { name: REPORT_MESSAGES.eraseTitle });
    await visible(dialog.getByText(REPORT_MESSAGES.eraseWhat));
    await visible(dialog.getByText(REPORT_MESSAGES.eraseKeeps));
    await host.page.screenshot({ path: `${SHOTS}/report-erase-dialog.png` });
    await dialog.getByRole("button", { name: "Erase data" }).click();
    await toast(host.page, REPORT_MESSAGES.erased);

    await expect.poll(() => report.figure("questions").textContent()).toBe("0");
    expect(await report.figure("voters").textContent()).toBe("0");
    await visible(host.page.getByText(REPORT_MESSAGES.noPolls));
    await expect.poll(() => audience.page.getByText("A question that will be erased").count()).toBe(0);
    // The event and its members stay.
    expect(await report.figure("participants").textContent()).toBe("2");
    await audience.context.close();
    await host.context.close();
  });
});
