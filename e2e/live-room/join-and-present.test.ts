// Join codes and the presenter view: a visitor joins by the code from the welcome page and from
// /join (typed in lower case, with spaces or a dash), a wrong code says so, the Share dialog shows
// the code, and the host's presenter window at 1920×1080 shows the way in and the room's top
// questions live, never dims, and passes axe.
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { MESSAGES, TIMINGS } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  type HttpClient,
  httpClient,
  joinAsAccount,
  type TestUser,
} from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { savedLogin } from "../events/support/event-pages.ts";
import { qanda, toast } from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, openViewer, passTime, type TestServer } from "../support/browser.ts";
import { withTimersFiring } from "../support/clock.ts";
import { browserSuite } from "../support/suite.ts";
import { joinForm, openPresenter, presenter, SHOTS, visible } from "./support/live-room.ts";

type EventAnswer = { _id: string; code: string; title: string };

/** A code no event has: the real one with its first character changed within the alphabet. */
function wrongCode(code: string): string {
  return `${code[0] === "Z" ? "Y" : "Z"}${code.slice(1)}`;
}

/** How a person types a code off the screen: lower case, a space or a dash in the middle. */
function asTyped(code: string, separator: string): string {
  return `${code.slice(0, 3).toLowerCase()}${separator}${code.slice(3).toLowerCase()}`;
}

describe.skipIf(!chromiumAvailable)("Live room: join codes and the presenter view", () => {
  let server: TestServer;
  let browser: Browser;
  let http: HttpClient;
  let host: TestUser;
  let member: TestUser;
  let open: EventAnswer;
  let closed: EventAnswer;

  browserSuite((suite) => ({ server, browser } = suite));
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    http = httpClient(server.url);
    host = await buildUser(http, { displayName: "Hana Host" });
    member = await buildUser(http, { displayName: "Mo Member" });
    open = await buildEvent(http, host, { title: "Town Hall Q&A" });
    closed = await buildEvent(http, host, { title: "Board Meeting", isPublic: false });
    await joinAsAccount(http, open._id, member);
    expect(open.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  });

  it("a visitor joins from the welcome page with the code typed in lower case", async () => {
    const { context, page } = await openViewer(browser, server);
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "At an event? Join with its code" }));
    await page.screenshot({ path: `${SHOTS}/welcome-1280.png`, fullPage: true });
    await joinForm(page).joinWith(asTyped(open.code, "-"));
    await page.waitForURL(`**/events/p/${open._id}`);
    await visible(page.getByRole("heading", { name: "Town Hall Q&A" }));
    await context.close();
  });

  it("/join says what is wrong with a code, and a right one in any form opens the event", async () => {
    const { context, page } = await openViewer(browser, server, { phone: true });
    await page.goto("/join");
    const form = joinForm(page);

    // Not a code at all (a look-alike 0): said before the server is asked.
    await form.joinWith(`${open.code.slice(0, 5)}0`);
    expect(await form.message()).toBe(MESSAGES.joinCodeMalformed);

    // A code of no event.
    await form.joinWith(wrongCode(open.code).toLowerCase());
    await expect.poll(() => form.message()).toBe(MESSAGES.joinCodeNotFoundVisitor);

    // A private event's code answers the same 404 to a visitor, who is offered to log in.
    await form.joinWith(closed.code);
    await expect.poll(() => form.message()).toBe(MESSAGES.joinCodeNotFoundVisitor);
    await visible(page.getByRole("link", { name: "Log in and try the code again" }));
    await page.screenshot({ path: `${SHOTS}/join-360-not-found.png`, fullPage: true });

    await form.joinWith(`  ${asTyped(open.code, " ")} `);
    await page.waitForURL(`**/events/p/${open._id}`);
    await visible(page.getByRole("heading", { name: "Town Hall Q&A" }));

    // The address of the presenter's QR code goes at once.
    await page.goto(`/join/${open.code.toLowerCase()}`);
    await page.waitForURL(`**/events/p/${open._id}`);
    await context.close();
  });

  it("a signed-in member opens a private event by its code, and too many lookups show the server's message", async () => {
    const guesser = await buildUser(http, { displayName: "Gus Guesser" });
    const { context, page } = await openViewer(browser, server, { login: await savedLogin(http, guesser) });
    await page.goto("/join");
    await page.screenshot({ path: `${SHOTS}/join-1280.png`, fullPage: true });
    await joinForm(page).joinWith(closed.code.toLowerCase());
    await page.waitForURL(`**/events/${closed._id}`);
    await visible(page.getByRole("heading", { name: "Board Meeting" }));

    // The account's lookups run out: the next one is refused with the server's words.
    let refusal = "";
    for (let i = 0; i < 40 && !refusal; i++) {
      const answer = await http.get<{ message: string }>(`/api/events/code/${wrongCode(open.code)}`, {
        token: guesser.token,
      });
      if (answer.status === 429) refusal = answer.body.message;
    }
    expect(refusal).not.toBe("");
    await page.goto("/join");
    await joinForm(page).joinWith(open.code);
    await expect.poll(() => joinForm(page).message()).toBe(refusal);
    await context.close();
  });

  it("the Share dialog shows the join code and where to type it", async () => {
    for (const phone of [false, true]) {
      const { context, page } = await openViewer(browser, server, { login: await savedLogin(http, host), phone });
      await page.goto(`/events/${open._id}/host`);
      await page.getByRole("button", { name: "Share", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Share this event" });
      await visible(dialog.getByText("This event is publicly accessible. Anyone with the link can view it."));
      expect(await dialog.getByTestId("join-code").textContent()).toBe(open.code);
      await visible(dialog.getByText(`${new URL(server.url).host}/join`));
      await page.screenshot({ path: `${SHOTS}/share-${phone ? 360 : 1280}.png` });
      await context.close();
    }
  });

  it("the host opens the presenter window: the way in, the top questions live, full screen, no dimming, axe", async () => {
    const hostViewer = await openViewer(browser, server, { login: await savedLogin(http, host) });
    const audience = await openViewer(browser, server, { login: await savedLogin(http, member), phone: true });
    await hostViewer.page.goto(`/events/${open._id}/host`);
    await audience.page.goto(`/events/${open._id}`);
    await qanda(hostViewer.page).ready();
    await qanda(audience.page).ready();

    const screen = await openPresenter(hostViewer.context, hostViewer.page);
    const view = presenter(screen);
    expect(new URL(screen.url()).pathname).toBe(`/events/${open._id}/present`);
    expect(await view.code.textContent()).toBe(open.code);
    await visible(screen.getByText(`${new URL(server.url).host}/join`, { exact: true }));
    expect(await view.qr.getAttribute("aria-label")).toBe(`QR code for ${server.url}/join/${open.code}`);
    await visible(screen.getByText("No questions waiting. Scan the code to ask one."));

    // Questions asked on another page appear, the most liked first, and reorder on a like.
    const first = "Will the slides be shared after the talk?";
    const second = "How do we vote on the roadmap?";
    await qanda(audience.page).askQuestion(first);
    await toast(audience.page, MESSAGES.questionAdded);
    await qanda(audience.page).askQuestion(second);
    await toast(audience.page, MESSAGES.questionAdded);
    await expect.poll(() => view.topTexts()).toEqual([first, second]);
    await qanda(audience.page).likeButton(second).click();
    await expect.poll(() => view.topTexts()).toEqual([second, first]);

    // Nobody touches a projector: long past the inactivity time, nothing dims it.
    await passTime(screen, TIMINGS.inactivityMs * 3);
    expect(await screen.getByTestId("inactivity-overlay").count()).toBe(0);
    expect(await screen.getByRole("button", { name: MESSAGES.resumeActivity }).count()).toBe(0);
    // The audience's page, with its auto-refresh, does dim after the same time.
    await passTime(audience.page, TIMINGS.inactivityMs + 500);
    await visible(audience.page.getByTestId("inactivity-overlay"));

    await screen.screenshot({ path: `${SHOTS}/presenter-1920.png` });
    await expectAccessible(screen, "presenter view at 1920×1080");
    // Stricter than the suite's check: not even a minor or moderate finding on the big screen.
    const all = await withTimersFiring(screen, new AxeBuilder({ page: screen }).analyze());
    expect(all.violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);

    // Full screen on a click; Escape leaves it.
    await view.fullScreen.click();
    await visible(view.exitFullScreen);
    await screen.keyboard.press("Escape");
    await visible(view.fullScreen);

    for (const viewer of [hostViewer, audience]) await viewer.context.close();
  });

  it("the presenter view is for hosts: a member goes to the start page, a visitor to the login", async () => {
    const memberViewer = await openViewer(browser, server, { login: await savedLogin(http, member) });
    await memberViewer.page.goto(`/events/${open._id}/present`);
    await memberViewer.page.waitForURL((url) => url.pathname === "/");
    await memberViewer.context.close();

    const visitor = await openViewer(browser, server);
    await visitor.page.goto(`/events/${open._id}/present`);
    await visitor.page.waitForURL("**/login");
    await visitor.context.close();
  });
});
