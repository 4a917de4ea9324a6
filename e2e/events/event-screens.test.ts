// The event screens at their edges: a 360 px phone, events without guests or without room,
// a Pro host's limits, and the host dashboard's load error.
import { API_ROUTES, apiPath } from "@handraise/contract";
import { buildEvent, buildUser, httpClient, makePro } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import {
  eventPage,
  expectNoHorizontalScroll,
  expectTouchTargets,
  savedLogin,
  toast,
  visible,
} from "./support/event-pages.ts";

const LONG_DESCRIPTION =
  "A long evening of questions from the floor and from the stream. Bring your hardest questions about the roadmap, the budget, hiring plans, the office move and everything else on your mind.";

describe.skipIf(!chromiumAvailable)("event screens", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("works on a 360 px phone for the audience and the host", async () => {
    const http = httpClient(server.url);
    const hostUser = await buildUser(http, { displayName: "Phone Host" });
    const event = await buildEvent(http, hostUser, {
      title: "A rather long event title that has to wrap on a small phone screen",
      description: LONG_DESCRIPTION,
      location_IRL: "The big auditorium on the second floor, north wing",
      location_online: "https://meet.example.test/a-very-long-meeting-room-name-that-does-not-fit",
    });

    const visitor = await openViewer(browser, server, { phone: true });
    await visitor.page.goto(`/events/p/${event._id}`);
    await visible(visitor.page.getByRole("heading", { level: 1 }));
    // The description is clamped at 160 characters with a toggle.
    const more = visitor.page.getByRole("button", { name: "more..." });
    await visible(more);
    expect(await visitor.page.getByText(LONG_DESCRIPTION, { exact: true }).count()).toBe(0);
    await expectNoHorizontalScroll(visitor.page);
    await expectTouchTargets(visitor.page);
    await expectAccessible(visitor.page, "public event page at 360 px");
    await more.click();
    await visible(visitor.page.getByText(LONG_DESCRIPTION, { exact: true }));
    await visitor.page.getByRole("button", { name: "less" }).click();
    await visible(visitor.page.getByRole("button", { name: "more..." }));
    // A guest joins on the phone.
    const join = eventPage(visitor.page);
    await join.guestName.fill("Phone Guest");
    await join.terms.check();
    await join.guestJoin.click();
    await visible(visitor.page.getByText("You've already joined this event."));
    await expectNoHorizontalScroll(visitor.page);
    await visitor.context.close();

    const host = await openViewer(browser, server, { phone: true, login: await savedLogin(http, hostUser) });
    const screens: [string, string][] = [
      ["/", "Events You Host"],
      ["/events/new", "Create Event"],
      [`/events/${event._id}`, event.title],
      [`/events/${event._id}/host`, event.title],
      [`/events/${event._id}/edit`, "Edit Event"],
    ];
    for (const [path, heading] of screens) {
      await host.page.goto(path);
      await visible(host.page.getByRole("heading", { name: heading }));
      await expectNoHorizontalScroll(host.page);
      await expectTouchTargets(host.page);
      await expectAccessible(host.page, `${path} at 360 px`);
    }
    // The event page counts its one guest.
    await host.page.goto(`/events/${event._id}`);
    await visible(host.page.getByText("1 Member", { exact: true }));
    await host.context.close();
  });

  it("offers only login where guests are not allowed, and says why a full event refuses a join", async () => {
    const http = httpClient(server.url);
    const hostUser = await buildUser(http, { displayName: "Strict Host" });
    const visitorUser = await buildUser(http, { displayName: "Vera Visitor" });
    const noGuests = await buildEvent(http, hostUser, { title: "Accounts only", allowGuestMembers: false });
    const full = await buildEvent(http, hostUser, { title: "No room", maxMembers: 0 });
    const open = await buildEvent(http, hostUser, { title: "Open doors" });

    const anonymous = await openViewer(browser, server);
    await anonymous.page.goto(`/events/p/${noGuests._id}`);
    await visible(anonymous.page.getByRole("link", { name: "Log in to join" }));
    await visible(anonymous.page.getByRole("link", { name: "Sign up to join" }));
    expect(await anonymous.page.getByLabel("Your name").count()).toBe(0);
    // The login link comes back to the event page with autojoin=true.
    await anonymous.page.getByRole("link", { name: "Log in to join" }).click();
    await expect.poll(() => new URL(anonymous.page.url()).pathname).toBe("/login");
    const from = await anonymous.page.evaluate(() => (history.state?.usr as { from?: string } | undefined)?.from);
    expect(from).toBe(`/events/${noGuests._id}?autojoin=true`);
    await anonymous.context.close();

    const visitor = await openViewer(browser, server, { login: await savedLogin(http, visitorUser) });
    const page = eventPage(visitor.page);
    await visitor.page.goto(`/events/${full._id}`);
    await page.join.click();
    await toast(visitor.page, "Join failed.");
    await visible(visitor.page.getByRole("alert").filter({ hasText: "This event is full" }));
    expect(await page.roleBadge("Event Member").count()).toBe(0);

    await visitor.page.goto(`/events/${open._id}`);
    await page.join.click();
    await visible(page.roleBadge("Event Member"));
    expect(await page.join.count()).toBe(0);
    await visible(visitor.page.getByText("1 Member", { exact: true }));
    // Hosts' names are in the summary strip; non-hosts see no status control and no badge for upcoming.
    await visible(visitor.page.getByText("Strict Host"));
    expect(await page.statusSelect.count()).toBe(0);
    await visitor.context.close();
  });

  it("lets a Pro host raise the limits and hides the upgrade prompt", async () => {
    const http = httpClient(server.url);
    const proUser = await buildUser(http, { displayName: "Pat Pro" });
    await makePro(server.ctx.db, proUser._id);
    const pro = await openViewer(browser, server, { login: await savedLogin(http, proUser) });
    await pro.page.goto("/");
    await visible(pro.page.getByRole("link", { name: "Create Your First Event" }));
    expect(await pro.page.getByRole("link", { name: "Upgrade to Pro" }).count()).toBe(0);
    await pro.page.goto("/events/new");
    const members = pro.page.getByLabel("Members", { exact: true });
    await members.fill("150");
    expect(await members.inputValue()).toBe("100");
    const questions = pro.page.getByLabel("Questions", { exact: true });
    await questions.fill("50");
    expect(await questions.inputValue()).toBe("50");
    await pro.page.getByLabel("Title").fill("Big room");
    await pro.page.getByRole("button", { name: "Create Event" }).click();
    await toast(pro.page, "Event created!");
    const lists = await http.get(apiPath(API_ROUTES.listEvents), { token: proUser.token });
    expect(lists.body.host_list).toHaveLength(1);
    expect(lists.body.host_list[0]).toMatchObject({ title: "Big room", maxMembers: 100, maxQuestions: 50 });
    await pro.context.close();
  });

  it("checks access on the host dashboard and shows load errors", async () => {
    const http = httpClient(server.url);
    const hostUser = await buildUser(http, { displayName: "Careful Host" });
    const event = await buildEvent(http, hostUser, { title: "Backstage" });
    const host = await openViewer(browser, server, { login: await savedLogin(http, hostUser) });
    // The event cannot be read: the dashboard says so instead of waiting forever.
    await host.page.route(`**/api/events/${event._id}`, (route) => route.abort());
    await host.page.goto(`/events/${event._id}/host`);
    await visible(host.page.getByText("Error: Failed to fetch event"));
    await host.page.unroute(`**/api/events/${event._id}`);
    await host.page.goto(`/events/${event._id}/host`);
    await visible(host.page.getByRole("heading", { name: "Backstage", level: 1 }));
    // An event that does not exist has no hosts: back to the dashboard.
    await host.page.goto("/events/no-such-event/host");
    await expect.poll(() => new URL(host.page.url()).pathname).toBe("/");
    await host.context.close();
  });
});
