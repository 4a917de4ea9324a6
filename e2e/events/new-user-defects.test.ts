// What a new host and a new audience member ran into, each checked as they would meet it: the
// connection line on an empty dashboard, landing on the new event's Share dialog, the
// visibility switch saying it saved, the host's list first at 1280×800, the host's questions
// usable on a 360 px phone, a member's question box in the first screen of a phone, and the
// cookie banner never over a form's button.
import { API_ROUTES, apiPath, MESSAGES } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  type HttpClient,
  httpClient,
  joinAsAccount,
  joinAsGuest,
} from "@handraise/test-support";
import type { Browser, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openGuest, qanda } from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, openViewer, passTime, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import {
  connected,
  dashboard,
  eventPage,
  expectNoHorizontalScroll,
  expectTouchTargets,
  savedLogin,
  toast,
  visible,
} from "./support/event-pages.ts";

const LONG = {
  title: "Quarterly all-hands: roadmap, budget and the office move, with the leadership team",
  description:
    "A long evening of questions from the floor and from the stream. Bring your hardest questions about the roadmap, the budget, hiring plans, the office move and everything else on your mind.",
  organisation: "Handraise Events Ltd",
  location_IRL: "The big auditorium on the second floor, north wing",
  location_online: "https://meet.example.test/a-very-long-meeting-room-name-that-does-not-fit",
};

/** The element's box lies inside the visible part of the page, as it is scrolled now. */
async function inFirstScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });
}

/** What a person sees at the centre of the element is the element itself, not something over it. */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === el || el.contains(top));
  });
}

describe.skipIf(!chromiumAvailable)("what a new user runs into", () => {
  let server: TestServer;
  let browser: Browser;
  let http: HttpClient;
  browserSuite((suite) => ({ server, browser } = suite));
  beforeAll(() => {
    http = httpClient(server.url);
  });

  async function hostWithQuestions(displayName: string, count: number) {
    const hostUser = await buildUser(http, { displayName });
    const member = await buildUser(http, { displayName: "Mo Member" });
    const event = await buildEvent(http, hostUser, { title: "Town Hall" });
    await joinAsAccount(http, event._id, member);
    for (let i = 1; i <= count; i++) {
      const asked = await http.post(apiPath(API_ROUTES.askQuestion, { eventId: event._id }), {
        token: member.token,
        body: {
          content: `Question number ${i}: how will the plan for next year change the team?`,
          memberId: member._id,
        },
      });
      expect(asked.status).toBe(201);
    }
    return { hostUser, member, event };
  }

  it("an empty dashboard says nothing about a connection it does not need", async () => {
    const newcomer = await buildUser(http, { displayName: "New Host" });
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, newcomer) });
    await page.goto("/");
    await visible(page.getByRole("link", { name: "Create Your First Event" }));
    // However long it stays open, no socket is wanted, so no "Reconnecting…".
    await passTime(page, 10_000);
    expect(await page.getByText("Reconnecting…").count()).toBe(0);
    expect(await page.getByRole("status").filter({ hasText: "Connected" }).count()).toBe(0);

    // With an event to follow, the connection is wanted and shown once it is up.
    await buildEvent(http, newcomer, { title: "First event" });
    await page.reload();
    await visible(dashboard(page).card("First event"));
    await connected(page);
    await context.close();
  });

  it("after Create Event the host lands on the new event's host view with the Share dialog open", async () => {
    const hostUser = await buildUser(http, { displayName: "Sharing Host" });
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, hostUser) });
    await page.goto("/events/new");
    await page.getByLabel("Title").fill("Launch party");
    await page.getByRole("button", { name: "Create Event" }).click();
    await toast(page, "Event created!");
    const share = page.getByRole("dialog", { name: "Share this event" });
    await visible(share);
    await visible(share.getByText("Launch party"));
    const created = (await http.get(apiPath(API_ROUTES.listEvents), { token: hostUser.token })).body.host_list;
    expect(created).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe(`/events/${created[0]._id}/host`);
    await expectAccessible(page, "share dialog after creating an event");

    // Closed, it stays closed: a reload does not open it again.
    await page.keyboard.press("Escape");
    await share.waitFor({ state: "hidden" });
    await page.reload();
    await visible(page.getByRole("heading", { name: "Launch party", level: 1 }));
    expect(await share.count()).toBe(0);
    await context.close();
  });

  it("the Public/Private switch says it saved, and says when it could not", async () => {
    const hostUser = await buildUser(http, { displayName: "Private Host" });
    const event = await buildEvent(http, hostUser, { title: "Board meeting" });
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, hostUser) });
    await page.goto(`/events/${event._id}/edit`);
    const visibility = page.getByRole("switch", { name: "Public event" });
    await visible(visibility);

    await visibility.click();
    await visible(page.getByRole("status").filter({ hasText: "Saved: the event is now private." }));
    expect(await visibility.getAttribute("aria-checked")).toBe("false");
    expect(
      (await http.get(apiPath(API_ROUTES.getEvent, { id: event._id }), { token: hostUser.token })).body.isPublic,
    ).toBe(false);
    await expectAccessible(page, "edit page after saving the visibility");

    await visibility.click();
    await visible(page.getByRole("status").filter({ hasText: "Saved: the event is now public." }));

    // Refused: the toast of docs/product.md, the switch stays as it was, and nothing claims it saved.
    await page.route(`**/api/events/${event._id}`, (route) =>
      route.request().method() === "PUT" ? route.abort() : route.continue(),
    );
    await visibility.click();
    await toast(page, MESSAGES.failedUpdateVisibilityToast);
    expect(await visibility.getAttribute("aria-checked")).toBe("true");
    expect(await page.getByText(/^Saved:/).count()).toBe(0);
    await context.close();
  });

  it("on the host dashboard at 1280×800 the questions come first and the host's own box waits below", async () => {
    const { hostUser, event } = await hostWithQuestions("Laptop Host", 3);
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, hostUser) });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/events/${event._id}/host`);
    const session = qanda(page);
    await session.ready();
    await expect.poll(() => session.rows.count()).toBe(3);
    expect(await inFirstScreen(session.rows.first())).toBe(true);
    // The host's own box is folded under the list, and opens when wanted.
    const own = page.getByText("Ask a question yourself");
    await visible(own);
    expect(await session.box.isVisible()).toBe(false);
    const listBottom = await session.rows.last().evaluate((el) => el.getBoundingClientRect().bottom);
    const ownTop = await own.evaluate((el) => el.getBoundingClientRect().top);
    expect(ownTop).toBeGreaterThan(listBottom);
    await own.click();
    await session.askQuestion("A question from the host too");
    await toast(page, MESSAGES.questionAdded);
    await visible(session.row("A question from the host too"));
    await expectAccessible(page, "host dashboard at 1280×800");
    await context.close();
  });

  it("on a 360 px phone the host reaches every action of every question, in the feed and in the table", async () => {
    const { hostUser, event } = await hostWithQuestions("Phone Host", 2);
    const { page, context } = await openViewer(browser, server, {
      phone: true,
      login: await savedLogin(http, hostUser),
    });
    await page.goto(`/events/${event._id}/host`);
    const session = qanda(page);
    await session.ready();
    await expect.poll(() => session.rows.count()).toBe(2);

    async function everyActionFits(label: string) {
      for (const row of await session.rows.all()) {
        await row.scrollIntoViewIfNeeded();
        for (const name of [/^Like,/, /^Favourite,/, "Mark as answered", "Hide", "Delete question"]) {
          const action = row.getByRole("button", { name });
          expect(await action.count(), `${label}: ${name}`).toBe(1);
          const box = await action.boundingBox();
          expect(box, `${label}: ${name}`).not.toBeNull();
          expect(box && box.x >= 0 && box.x + box.width <= 360, `${label}: ${name} within the screen`).toBe(true);
        }
        const height = (await row.boundingBox())?.height ?? 0;
        expect(height, `${label}: row height`).toBeLessThan(200);
      }
      await expectNoHorizontalScroll(page);
      await expectTouchTargets(page);
    }

    await everyActionFits("default view");
    await page.getByRole("button", { name: "Table" }).click();
    await visible(session.section.locator("table"));
    await everyActionFits("table view");
    await expectAccessible(page, "host table at 360 px");
    // The actions work from the stacked row.
    const first = session.rows.first();
    await first.getByRole("button", { name: "Mark as answered" }).click();
    await visible(first.getByText("Answered", { exact: true }));
    await context.close();
  });

  it("on a 360×740 phone a joined member's question box is in the first screen", async () => {
    const hostUser = await buildUser(http, { displayName: "Stage Host" });
    const memberUser = await buildUser(http, { displayName: "Phone Member" });
    const event = await buildEvent(http, hostUser, LONG);
    await joinAsAccount(http, event._id, memberUser);
    const guest = await joinAsGuest(http, event._id, { guestName: "Phone Guest" });

    const member = await openViewer(browser, server, { phone: true, login: await savedLogin(http, memberUser) });
    const guestViewer = await openGuest(browser, server, event._id, guest, true);
    const pages: [string, Page][] = [
      [`/events/${event._id}`, member.page],
      [`/events/p/${event._id}`, guestViewer.page],
    ];
    for (const [path, page] of pages) {
      await page.goto(path);
      const session = qanda(page);
      await session.ready();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await inFirstScreen(session.box), `${path}: question box`).toBe(true);
      expect(await inFirstScreen(session.ask), `${path}: Ask`).toBe(true);
      // The event's details are still there, after the Q&A.
      await visible(page.getByRole("heading", { name: "About this event" }));
      await visible(page.getByText(LONG.location_IRL));
      await visible(page.getByText("Stage Host"));
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `${path} for a member at 360 px`);
    }
    await visible(guestViewer.page.getByText("You've already joined this event."));
    await member.context.close();
    await guestViewer.context.close();
  });

  it("the cookie banner never covers a form's button on a phone", async () => {
    const hostUser = await buildUser(http, { displayName: "Open Host" });
    const event = await buildEvent(http, hostUser, LONG);
    // A first visit (no consent yet) by someone who has already closed the beta notice.
    const { page, context } = await openViewer(browser, server, { phone: true, returning: false });
    await context.addInitScript(() => localStorage.setItem("isBetaModalShown", "true"));

    await page.goto(`/events/p/${event._id}`);
    await visible(page.getByRole("region", { name: "Cookie notice" }));
    const join = eventPage(page);
    await join.guestName.fill("Late Arrival");
    await join.terms.check();
    await join.guestJoin.focus();
    expect(await uncovered(join.guestJoin), "Join as Guest").toBe(true);

    const forms: [string, string][] = [
      ["/login", "Login"],
      ["/signup", "Sign Up"],
      ["/contactus", "Send message"],
    ];
    for (const [path, button] of forms) {
      await page.goto(path);
      const submit = page.locator("main").getByRole("button", { name: button, exact: true });
      await submit.focus();
      expect(await uncovered(submit), `${path}: ${button}`).toBe(true);
    }

    // The guest joins with the banner still up.
    await page.goto(`/events/p/${event._id}`);
    await join.guestName.fill("Late Arrival");
    await join.terms.check();
    await join.guestJoin.click();
    await visible(page.getByText("You've already joined this event."));
    await context.close();
  });
});
