// The host's report page (docs/features/reports.md "The report page"): the headline, the chart
// with its table for screen readers, the top questions and the polls; live while questions
// arrive; at 360 px; axe; the workbook's download; hosts only.
import { readFile } from "node:fs/promises";
import { httpClient } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { connected, expectNoHorizontalScroll, savedLogin, visible } from "../events/support/event-pages.ts";
import { chromiumAvailable, expectAccessible, openViewer, passTime, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import {
  ask,
  likeAsGuest,
  markAnswered,
  pollWithVotes,
  reportPage,
  SHOTS,
  stageEvent,
} from "./support/report-stage.ts";

describe.skipIf(!chromiumAvailable)("the report page", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("shows the headline, the chart and its table, the top questions and the polls; axe", async () => {
    const http = httpClient(server.url);
    const stage = await stageEvent(http);
    const first = await ask(stage, "What comes after the beta?");
    await ask(stage, "Will there be slides?");
    await likeAsGuest(stage, first);
    await markAnswered(stage, first);
    await pollWithVotes(stage);
    const host = await openViewer(browser, server, { login: await savedLogin(http, stage.host) });
    const report = reportPage(host.page);

    await host.page.goto(`/events/${stage.eventId}/report`);
    await visible(report.heading.getByText("Quarterly All-Hands"));
    await expect.poll(() => report.figure("questions").textContent()).toBe("2");
    expect(await report.figure("participants").textContent()).toBe("2");
    expect(await report.figure("askers").textContent()).toBe("1");
    expect(await report.figure("voters").textContent()).toBe("2");
    expect(await report.figure("answered").textContent()).toBe("50%");
    expect(await report.figure("likes").textContent()).toBe("1");
    await visible(host.page.getByText("1 of 2 questions answered (50%)."));
    await visible(report.chart);
    // The chart's counts for screen readers: a row per minute, the same sums as the headline.
    const sums = await report.chartTable.locator("tbody tr").evaluateAll((rows) =>
      rows.reduce(
        (sum, row) => {
          const cells = Array.from(row.querySelectorAll("td"), (cell) => Number(cell.textContent));
          return sum.map((value, index) => value + (cells[index] ?? 0));
        },
        [0, 0, 0, 0],
      ),
    );
    expect(sums).toEqual([2, 2, 1, 2]);
    const top = await report.topQuestions.getByRole("listitem").allTextContents();
    expect(top[0]).toContain("What comes after the beta?");
    expect(top[0]).toContain("Answered");
    await visible(report.polls.getByText("Tea or coffee?"));
    await visible(report.polls.getByText("2 people voted."));
    await host.page.screenshot({ path: `${SHOTS}/report-1280.png`, fullPage: true });
    await expectAccessible(host.page, "the report page");
    await host.context.close();
  });

  it("follows the event live: questions asked elsewhere show without a reload", async () => {
    const http = httpClient(server.url);
    const stage = await stageEvent(http);
    const host = await openViewer(browser, server, { login: await savedLogin(http, stage.host) });
    const report = reportPage(host.page);
    // The way in: 'Report' on the host dashboard.
    await host.page.goto(`/events/${stage.eventId}/host`);
    await visible(host.page.getByRole("button", { name: "Download Excel" }));
    await host.page.screenshot({ path: `${SHOTS}/host-dashboard-1280.png` });
    await host.page.getByRole("link", { name: "Report" }).click();
    await host.page.waitForURL((url) => url.pathname === `/events/${stage.eventId}/report`);
    await expect.poll(() => report.figure("questions").textContent()).toBe("0");
    await connected(host.page);

    // The first change is read at once; those within the next 2 s are read together at its end.
    await ask(stage, "A question from the floor");
    await expect.poll(() => report.figure("questions").textContent()).toBe("1");
    await visible(report.topQuestions.getByText("A question from the floor"));
    await ask(stage, "And another one");
    await passTime(host.page, 2100);
    await expect.poll(() => report.figure("questions").textContent()).toBe("2");
    await visible(report.chart);
    await host.context.close();
  });

  it("fits a 360 px phone", async () => {
    const http = httpClient(server.url);
    const stage = await stageEvent(http);
    await ask(stage, "A rather long question that has to wrap on a phone's narrow screen without overflowing");
    await pollWithVotes(stage);
    const host = await openViewer(browser, server, { login: await savedLogin(http, stage.host), phone: true });
    const report = reportPage(host.page);
    // The way in from the dashboard: each hosted event's card has 'Report'.
    await host.page.goto("/");
    await visible(host.page.getByRole("article", { name: "Quarterly All-Hands" }));
    await host.page.screenshot({ path: `${SHOTS}/dashboard-360.png`, fullPage: true });
    await host.page.getByRole("article", { name: "Quarterly All-Hands" }).getByRole("link", { name: "Report" }).click();
    await expect.poll(() => report.figure("questions").textContent()).toBe("1");
    await visible(report.chart);
    await host.page.screenshot({ path: `${SHOTS}/report-360.png`, fullPage: true });
    const wide = await host.page.evaluate(() =>
      Array.from(document.querySelectorAll("main *"))
        .filter((element) => !element.closest(".sr-only"))
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth)
        .map((element) => `${element.tagName}.${element.className}`)
        .slice(0, 5),
    );
    expect(wide).toEqual([]);
    await expectNoHorizontalScroll(host.page);
    const chartWidth = await report.chart.evaluate((canvas) => canvas.getBoundingClientRect().width);
    expect(chartWidth).toBeLessThanOrEqual(360);
    await expectAccessible(host.page, "the report page at 360 px");
    await host.context.close();
  });

  it("downloads the event's workbook: an Excel file", async () => {
    const http = httpClient(server.url);
    const stage = await stageEvent(http);
    await ask(stage, "In the workbook");
    const host = await openViewer(browser, server, { login: await savedLogin(http, stage.host) });
    await host.page.goto(`/events/${stage.eventId}/report`);
    const download = host.page.waitForEvent("download");
    await reportPage(host.page).excelButton.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await readFile(await file.path());
    // An .xlsx is a zip archive: it starts with the zip signature.
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    await host.context.close();
  });

  it("is for hosts only: a member goes where the host dashboard sends them", async () => {
    const http = httpClient(server.url);
    const stage = await stageEvent(http);
    const member = await openViewer(browser, server, { login: await savedLogin(http, stage.member) });
    await member.page.goto(`/events/${stage.eventId}/report`);
    await member.page.waitForURL((url) => url.pathname === "/");
    await member.context.close();
  });
});
