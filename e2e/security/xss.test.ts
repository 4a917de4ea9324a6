// Every text a user writes is shown as text, never run, under the server's real
// Content-Security-Policy. Each payload of xss-payloads.ts is stored through the API in every
// user-written text (event title, description, organisation, both locations, the online one
// shown as a link; display and company names; guest names; question content; host replies),
// and the pages that show them are opened in Chromium: the host's dashboard, profile and host
// views, a member's and a guest's Q&A, and every event's public page. On each page: no payload ran
// (window.__xss stays empty, no dialog opened), no markup was injected (no handler attribute,
// frame, object or javascript: link), no script error, and no CSP violation at all, so the app's
// own code runs within the policy too.
import { API_ROUTES, apiPath } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  type HttpClient,
  httpClient,
  joinAsAccount,
  joinAsGuest,
  makePro,
  rateLimitsAt,
  type TestGuest,
  type TestUser,
} from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { savedLogin } from "../events/support/event-pages.ts";
import { chromiumAvailable, openViewer, type TestServer, type Viewer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { XSS_PAYLOADS } from "./xss-payloads.ts";

const AT_LEAST = 50;
/** Questions per event on Pro: the audience and the guests each ask this many. */
const QUESTIONS = 50;

/** The host's reply under the i-th audience question: another payload. */
const replyPayload = (i: number) => XSS_PAYLOADS[(i + 21) % XSS_PAYLOADS.length] ?? "";
const allReplies = () => XSS_PAYLOADS.slice(0, QUESTIONS).map((_, i) => replyPayload(i));

type Watched = Viewer & { dialogs: string[]; cspErrors: string[]; pageErrors: string[] };

/** Opens a browser context whose pages record every way a payload could show that it ran. */
async function watchedViewer(browser: Browser, server: TestServer, login?: Awaited<ReturnType<typeof savedLogin>>) {
  const viewer = await openViewer(browser, server, { realTime: true, ...(login ? { login } : {}) });
  await viewer.context.addInitScript(() => {
    const w = window as unknown as { __xss: unknown[]; __csp: string[] };
    w.__xss = [];
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__csp.push(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const watched: Watched = { ...viewer, dialogs: [], cspErrors: [], pageErrors: [] };
  viewer.page.on("dialog", (dialog) => {
    watched.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  viewer.page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) {
      watched.cspErrors.push(message.text());
    }
  });
  viewer.page.on("pageerror", (error) => watched.pageErrors.push(error.message));
  return watched;
}

/** Opens `path`, waits until every expected text is on the page (or in a form field), then checks nothing ran. */
async function expectShownAsText(viewer: Watched, path: string, texts: readonly string[]): Promise<void> {
  const { page } = viewer;
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"], path).toContain("script-src 'self'");
  const missing = () =>
    page.evaluate((expected) => {
      const fields = Array.from(document.querySelectorAll<HTMLInputElement>("input, textarea"), (el) => el.value);
      const shownText = [document.body.textContent ?? "", ...fields].join("\n");
      return expected.filter((text) => !shownText.includes(text));
    }, texts);
  await expect.poll(missing, { timeout: 20_000, message: `${path}: texts not shown` }).toEqual([]);
  // Whatever the page fetches once it has loaded (its later chunks, images) is in before it is used.
  // Its own limit: on a machine busy with the rest of the suite, the page's idle moment can come
  // later than the default 20 s of a single action (seen under two `yes` loops beside the suite).
  await page.waitForLoadState("networkidle", { timeout: 60_000 });
  // Handlers such as onerror, onfocus or onpointerover would need the page to be used a little.
  await page.mouse.move(200, 200);
  await page.mouse.move(600, 400);
  await page.keyboard.press("Tab");
  await expectNothingRan(viewer, path);
}

async function expectNothingRan(viewer: Watched, where: string): Promise<void> {
  const report = await viewer.page.evaluate(async () => {
    const w = window as unknown as { __xss: unknown[]; __csp: string[] };
    // The page's own inline script (the theme before the first paint), exactly as the server sends it.
    const served = new DOMParser().parseFromString(await (await fetch("/")).text(), "text/html");
    const own = Array.from(served.scripts, (script) => (script.getAttribute("src") ? null : script.text));
    const all = Array.from(document.querySelectorAll("*"));
    const handlerAttributes = all.flatMap((el) =>
      Array.from(el.attributes)
        .filter((attribute) => attribute.name.toLowerCase().startsWith("on"))
        .map((attribute) => `<${el.tagName.toLowerCase()} ${attribute.name}>`),
    );
    const injected = Array.from(
      document.querySelectorAll(
        "iframe, object, embed, base, meta[http-equiv], [srcdoc], form[action^='javascript' i]",
      ),
    ).map((el) => el.outerHTML.slice(0, 80));
    const scripts = Array.from(document.scripts)
      .filter((script) => !script.src.startsWith(`${location.origin}/assets/`))
      .filter((script) => script.getAttribute("src") !== null || !own.includes(script.text))
      .map((script) => script.outerHTML.slice(0, 80));
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))
      .map((a) => a.href)
      .filter((href) => !/^(https?:|mailto:)/i.test(href));
    return { ran: w.__xss, csp: w.__csp, handlerAttributes, injected, scripts, links };
  });
  expect(report.ran, `${where}: payloads that ran`).toEqual([]);
  expect(viewer.dialogs, `${where}: dialogs`).toEqual([]);
  expect(report.csp, `${where}: CSP violations`).toEqual([]);
  expect(viewer.cspErrors, `${where}: CSP console errors`).toEqual([]);
  expect(viewer.pageErrors, `${where}: script errors`).toEqual([]);
  expect(report.handlerAttributes, `${where}: event-handler attributes`).toEqual([]);
  expect(report.injected, `${where}: injected elements`).toEqual([]);
  expect(report.scripts, `${where}: scripts other than the app's`).toEqual([]);
  expect(report.links, `${where}: links that are not http(s) or mailto`).toEqual([]);
}

describe.skipIf(!chromiumAvailable)("user-written text under the real CSP", () => {
  let server: TestServer;
  let browser: Browser;
  let http: HttpClient;
  let host: TestUser;
  /** One event per payload, the payload in each of its texts. */
  const payloadEvents: { id: string; payload: string }[] = [];
  let audienceEventId: string;
  let guestEventId: string;
  const members: TestUser[] = [];
  const guests: TestGuest[] = [];

  // Building 200 rows from one address is setup, not the subject: limits are lifted here.
  browserSuite(
    { server: { overrides: { rateLimit: rateLimitsAt(100_000) } } },
    (suite) => ({ server, browser } = suite),
  );
  beforeAll(async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(AT_LEAST);
    for (const payload of XSS_PAYLOADS) expect(payload.length, payload).toBeLessThanOrEqual(80);
    http = httpClient(server.url);
    host = await buildUser(http, { displayName: XSS_PAYLOADS[0], companyName: XSS_PAYLOADS[1] });
    await makePro(server.ctx.db, host._id);
    for (const payload of XSS_PAYLOADS) {
      const event = await buildEvent(http, host, {
        title: payload,
        description: payload,
        organisation: payload,
        location_IRL: payload,
        location_online: payload,
      });
      payloadEvents.push({ id: event._id, payload });
    }
    const pro = { maxMembers: 100, maxQuestions: QUESTIONS, allowGuestMembers: true };
    audienceEventId = (await buildEvent(http, host, { title: "Audience questions", ...pro }))._id;
    guestEventId = (await buildEvent(http, host, { title: "Guest questions", ...pro }))._id;
    for (const [i, payload] of XSS_PAYLOADS.slice(0, QUESTIONS).entries()) {
      const member = await buildUser(http, { displayName: payload });
      await joinAsAccount(http, audienceEventId, member);
      const asked = await http.post(apiPath(API_ROUTES.askQuestion, { eventId: audienceEventId }), {
        token: member.token,
        body: { content: XSS_PAYLOADS[(i + 7) % XSS_PAYLOADS.length], memberId: member._id },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      // The host's reply under it is user-written text too.
      const replied = await http.put(apiPath(API_ROUTES.replyToQuestion, { id: asked.body._id }), {
        token: host.token,
        body: { text: replyPayload(i) },
      });
      expect(replied.status, JSON.stringify(replied.body)).toBe(200);
      members.push(member);
      const guest = await joinAsGuest(http, guestEventId, { guestName: payload });
      const guestAsked = await http.post(apiPath(API_ROUTES.askQuestion, { eventId: guestEventId }), {
        guestToken: guest.guestToken,
        body: { content: XSS_PAYLOADS[(i + 13) % XSS_PAYLOADS.length], memberId: guest.guestId },
      });
      expect(guestAsked.status, JSON.stringify(guestAsked.body)).toBe(201);
      guests.push(guest);
    }
  }, 300_000);

  it("the host's dashboard and profile show every event text and the host's names as text", async () => {
    const viewer = await watchedViewer(browser, server, await savedLogin(http, host));
    await expectShownAsText(viewer, "/", XSS_PAYLOADS);
    await expectShownAsText(viewer, "/profile", [XSS_PAYLOADS[0] ?? "", XSS_PAYLOADS[1] ?? ""]);
    await viewer.context.close();
  }, 120_000);

  it("host views show every question and every member's and guest's name as text", async () => {
    const viewer = await watchedViewer(browser, server, await savedLogin(http, host));
    const asked = (offset: number) =>
      XSS_PAYLOADS.slice(0, QUESTIONS).map((_, i) => XSS_PAYLOADS[(i + offset) % XSS_PAYLOADS.length] ?? "");
    const names = XSS_PAYLOADS.slice(0, QUESTIONS);
    await expectShownAsText(viewer, `/events/${audienceEventId}/host`, [...asked(7), ...names, ...allReplies()]);
    // A dialog (scroll lock, focus trap) and the QR code run within the policy too.
    await viewer.page.getByRole("button", { name: "Share" }).click();
    const share = viewer.page.getByRole("dialog", { name: "Share this event" });
    await share.getByRole("button", { name: "Show QR Code" }).click();
    await share.locator("svg[role=img]").waitFor();
    await expectNothingRan(viewer, "the share dialog with its QR code");
    await viewer.page.keyboard.press("Escape");
    await expectShownAsText(viewer, `/events/${guestEventId}/host`, [...asked(13), ...names]);
    await viewer.context.close();
  }, 120_000);

  it("a member's and a guest's Q&A show every question and name as text", async () => {
    const member = members[0];
    const guest = guests[0];
    if (!member || !guest) throw new Error("no audience was built");
    const names = XSS_PAYLOADS.slice(0, QUESTIONS);
    const memberViewer = await watchedViewer(browser, server, await savedLogin(http, member));
    await expectShownAsText(memberViewer, `/events/${audienceEventId}`, [...names, ...allReplies()]);
    await memberViewer.context.close();

    const watchedGuest = await watchedViewer(browser, server);
    await watchedGuest.context.addInitScript(
      (info) => {
        if (!localStorage.getItem("guestInfo")) localStorage.setItem("guestInfo", JSON.stringify(info));
      },
      {
        guestId: guest.guestId,
        guestName: guest.guestName,
        guestMemberEvent_Ids: [guestEventId],
        guestToken: guest.guestToken,
      },
    );
    await expectShownAsText(watchedGuest, `/events/p/${guestEventId}`, names);
    await watchedGuest.context.close();
  }, 120_000);

  it("the checks themselves notice markup that got in (so a pass means something)", async () => {
    const viewer = await watchedViewer(browser, server);
    const first = payloadEvents[0];
    if (!first) throw new Error("no event was built");
    await expectShownAsText(viewer, `/events/p/${first.id}`, [first.payload]);
    await viewer.page.evaluate(() => {
      document.body.insertAdjacentHTML("beforeend", `<img src="/no-such-image.png" onerror="window.__xss.push('in')">`);
    });
    await expect
      .poll(() => viewer.page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.length))
      .toBeGreaterThan(0);
    await expect(expectNothingRan(viewer, "with injected markup")).rejects.toThrow();
    await viewer.context.close();
  }, 60_000);

  it("every event's public page shows its texts as text, and a link only for http(s)", async () => {
    const viewer = await watchedViewer(browser, server);
    for (const { id, payload } of payloadEvents) {
      await expectShownAsText(viewer, `/events/p/${id}`, [payload]);
      const links = await viewer.page
        .locator("main a[href]")
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
      if (/^https?:\/\//i.test(payload)) expect(links, payload).toContain(payload);
      else expect(links, payload).not.toContain(payload);
    }
    await viewer.context.close();
  }, 300_000);
});
