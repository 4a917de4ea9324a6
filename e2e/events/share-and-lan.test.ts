// The links a host hands out and the phones that open them. With PUBLIC_URL set, the share link,
// the copied text and the QR code use it even when the host opened the app at another address;
// without it, the browser's own origin is used. A phone on plain HTTP at a LAN name (not a
// secure context, so no crypto.randomUUID) joins as a guest and asks a question.
import { createServer } from "node:net";
import { API_ROUTES, apiPath } from "@handraise/contract";
import { buildEvent, buildUser, httpClient } from "@handraise/test-support";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { chromiumAvailable, openViewer, startTestServer, type TestServer } from "../support/browser.ts";
import { holdTime } from "../support/clock.ts";
import { browserSuite } from "../support/suite.ts";
import { eventPage, savedLogin, toast, visible } from "./support/event-pages.ts";

/** A name that is not localhost, so Chromium treats http pages there as insecure, as on a venue LAN. */
const LAN_NAME = "handraise-lan.test";
const THANKS = "Thank you - Your Question has been added to the session";

/** A port free now, so PUBLIC_URL can name it before the server starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** A phone that opened the app at the LAN name: consent given, beta notice seen. */
async function openPhone(browser: Browser, origin: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 360, height: 740 } });
  await context.addCookies([{ name: "cookieConsent", value: "true", domain: LAN_NAME, path: "/" }]);
  await context.addInitScript(() => localStorage.setItem("isBetaModalShown", "true"));
  // Time stands still, as in every browser test: no product timer races a step.
  await holdTime(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

async function shareLinkOf(page: Page): Promise<{ link: string; copied: string; qrLabel: string | null }> {
  await page.getByRole("button", { name: "Share" }).click();
  const share = page.getByRole("dialog", { name: "Share this event" });
  await visible(share);
  await share.getByRole("button", { name: "Copy" }).click();
  await visible(share.getByRole("button", { name: "Copied!" }));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await share.getByRole("button", { name: "Show QR Code" }).click();
  const qrLabel = await share.locator("svg[role=img]").getAttribute("aria-label");
  return { link: await share.getByLabel("Public link").inputValue(), copied, qrLabel };
}

describe.skipIf(!chromiumAvailable)("share links and LAN phones", () => {
  let browser: Browser;
  let server: TestServer | undefined;
  browserSuite(
    { server: false, browserArgs: [`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`] },
    (suite) => ({ browser } = suite),
  );
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("hands out PUBLIC_URL in the link, the copied text and the QR code", async () => {
    const port = await freePort();
    const publicUrl = `http://${LAN_NAME}:${port}`;
    server = await startTestServer({ env: { PORT: String(port), PUBLIC_URL: publicUrl } });
    const http = httpClient(server.url);
    const hostUser = await buildUser(http, { displayName: "Laptop Host" });
    const event = await buildEvent(http, hostUser, { title: "Venue Q&A", allowGuestMembers: true });

    // The host opened the app at 127.0.0.1, an address no phone can reach.
    const host = await openViewer(browser, server, { login: await savedLogin(http, hostUser) });
    await host.page.goto(`/events/${event._id}/host`);
    const shared = await shareLinkOf(host.page);
    const expected = `${publicUrl}/events/p/${event._id}`;
    expect(shared).toEqual({ link: expected, copied: expected, qrLabel: `QR code for ${expected}` });
    await host.context.close();
  });

  it("lets a phone on plain HTTP at a LAN name join as a guest and ask a question", async () => {
    const port = await freePort();
    const publicUrl = `http://${LAN_NAME}:${port}`;
    server = await startTestServer({ env: { PORT: String(port), PUBLIC_URL: publicUrl } });
    const http = httpClient(server.url);
    const hostUser = await buildUser(http, { displayName: "Laptop Host" });
    const event = await buildEvent(http, hostUser, { title: "Venue Q&A", allowGuestMembers: true });

    // The phone opens the shared link over plain HTTP: not a secure context, no crypto.randomUUID.
    const phone = await openPhone(browser, publicUrl);
    await phone.page.goto(`${publicUrl}/events/p/${event._id}`);
    expect(await phone.page.evaluate(() => [window.isSecureContext, typeof crypto.randomUUID])).toEqual([
      false,
      "undefined",
    ]);
    const errors: string[] = [];
    phone.page.on("pageerror", (error) => errors.push(error.message));
    const joinArea = eventPage(phone.page);
    await visible(phone.page.getByRole("heading", { name: "Venue Q&A", level: 1 }));
    await joinArea.guestName.fill("Lan Guest");
    await joinArea.terms.check();
    await joinArea.guestJoin.click();
    await visible(joinArea.roleBadge("Guest Member"));
    const guestInfo = await phone.page.evaluate(() => JSON.parse(localStorage.getItem("guestInfo") ?? "{}"));
    expect(guestInfo.guestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const qanda = phone.page.locator('section[aria-labelledby="qanda-heading"]');
    await qanda.getByLabel("Your question").fill("Can we hear you at the back?");
    await qanda.getByRole("button", { name: "Ask", exact: true }).click();
    await toast(phone.page, THANKS);
    await visible(qanda.locator("[data-question-id]").filter({ hasText: "Can we hear you at the back?" }));
    const stored = await http.get(apiPath(API_ROUTES.listQuestions, { eventId: event._id }));
    expect(stored.body.map((q: { content: string }) => q.content)).toEqual(["Can we hear you at the back?"]);
    expect(errors).toEqual([]);
    await phone.context.close();
  });

  it("without PUBLIC_URL hands out the address the host's browser used", async () => {
    server = await startTestServer();
    const http = httpClient(server.url);
    const hostUser = await buildUser(http, { displayName: "Lan Host" });
    const event = await buildEvent(http, hostUser, { title: "Origin Q&A" });
    const origin = `http://${LAN_NAME}:${new URL(server.url).port}`;

    // The host opened the app at the LAN name: that is the best guess phones can reach.
    const host = await openPhone(browser, origin);
    await host.context.addInitScript(
      (login) => localStorage.setItem("handraise.session", JSON.stringify(login)),
      await savedLogin(http, hostUser),
    );
    await host.page.goto(`/events/${event._id}/host`);
    const expected = `${origin}/events/p/${event._id}`;
    await host.page.getByRole("button", { name: "Share" }).click();
    const share = host.page.getByRole("dialog", { name: "Share this event" });
    expect(await share.getByLabel("Public link").inputValue()).toBe(expected);
    await share.getByRole("button", { name: "Show QR Code" }).click();
    expect(await share.locator("svg[role=img]").getAttribute("aria-label")).toBe(`QR code for ${expected}`);
    await host.context.close();
  });
});
