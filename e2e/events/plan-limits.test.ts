// PLAN_LIMITS on screen: the event form's steppers go as far as the operator's limits, which the
// web learns from GET /api/config, and the server takes what they offer.
import { mkdirSync } from "node:fs";
import { buildUser, httpClient } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { savedLogin, visible } from "./support/event-pages.ts";

const SHOTS = "/tmp/handraise-shots";
mkdirSync(SHOTS, { recursive: true });

describe.skipIf(!chromiumAvailable)("plan limits set by the operator", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite({ server: { env: { PLAN_LIMITS: '{"free": {"maxMembers": 500, "maxQuestions": 200}}' } } }, (suite) => {
    ({ server, browser } = suite);
  });

  it("lets the create form's steppers reach them, and the event keeps what was chosen", async () => {
    const http = httpClient(server.url);
    const host = await buildUser(http, { displayName: "Town Clerk" });
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, host) });
    await page.goto("/events/new");
    const members = page.getByRole("spinbutton", { name: "Members" });
    await visible(members);
    await expect.poll(() => members.getAttribute("max")).toBe("500");
    expect(await page.getByRole("spinbutton", { name: "Questions", exact: true }).getAttribute("max")).toBe("200");
    await members.fill("450");
    await page.getByRole("spinbutton", { name: "Questions", exact: true }).fill("250");
    expect(await page.getByRole("spinbutton", { name: "Questions", exact: true }).inputValue()).toBe("200");
    await page.getByLabel("Title").fill("Town hall for everyone");
    await page.screenshot({ path: `${SHOTS}/plan-limits-form-1280.png`, fullPage: true });
    await page.getByRole("button", { name: "Create Event" }).click();
    await page.waitForURL(/\/events\/[^/]+\/host$/);
    const id = /\/events\/([^/]+)\/host/.exec(page.url())?.[1] ?? "";
    const event = await http.get(`/api/events/${id}`, { token: host.token });
    expect([event.body.maxMembers, event.body.maxQuestions]).toEqual([450, 200]);
    await context.close();
  });
});
