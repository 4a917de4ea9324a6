// The life of an event in two browsers at once: a host creates and shares it, a guest and an
// account member join from the public link, the audience sees status and edits live, a private
// event's public link stops working, and a deleted event disappears.
import { API_ROUTES, apiPath, TIMINGS } from "@handraise/contract";
import { buildUser, httpClient } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, openViewer, passTime, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { connected, dashboard, eventPage, savedLogin, toast, visible } from "./support/event-pages.ts";

describe.skipIf(!chromiumAvailable)("events: host and audience", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("creates, shares, joins, goes live, goes private and is deleted, live in every open page", async () => {
    const http = httpClient(server.url);
    const hostUser = await buildUser(http, { displayName: "Hana Host" });
    const memberUser = await buildUser(http, { displayName: "Mo Member" });
    const host = await openViewer(browser, server, { login: await savedLogin(http, hostUser) });
    const hostPage = host.page;

    // An empty dashboard invites the host to create a first event.
    await hostPage.goto("/");
    await visible(hostPage.getByRole("link", { name: "Create Your First Event" }));
    await visible(hostPage.getByRole("link", { name: "Upgrade to Pro" }));
    await expectAccessible(hostPage, "empty dashboard");
    await hostPage.getByRole("link", { name: "Create Event", exact: true }).click();

    // The form: the date defaults to the next whole hour; the limits stay within the Free plan.
    await visible(hostPage.getByRole("heading", { name: "Create Event" }));
    expect(await hostPage.getByLabel("Time").inputValue()).toMatch(/^\d\d:00$/);
    const members = hostPage.getByLabel("Members", { exact: true });
    expect(await members.inputValue()).toBe("10");
    await members.fill("99");
    expect(await members.inputValue()).toBe("10");
    await hostPage.getByRole("button", { name: "Decrease questions" }).click();
    expect(await hostPage.getByLabel("Questions", { exact: true }).inputValue()).toBe("4");
    await hostPage.getByLabel("Title").fill("Town Hall");
    await hostPage.getByLabel("Description").fill("Ask the leadership team anything.");
    await hostPage.getByLabel("In-person location").fill("Main hall");
    await expectAccessible(hostPage, "create event form");
    await hostPage.getByRole("button", { name: "Create Event" }).click();
    await toast(hostPage, "Event created!");
    // The host lands on the new event's host view with the Share dialog open: sharing comes next.
    const firstShare = hostPage.getByRole("dialog", { name: "Share this event" });
    await visible(firstShare);
    await hostPage.keyboard.press("Escape");
    await firstShare.waitFor({ state: "hidden" });
    await visible(hostPage.getByRole("heading", { name: "Town Hall", level: 1 }));

    // It is listed under 'Events You Host' with the host's actions.
    await hostPage.goto("/");
    const hostDashboard = dashboard(hostPage);
    const card = hostDashboard.hosted.getByRole("article", { name: "Town Hall" });
    await visible(card);
    await visible(card.getByRole("link", { name: "Host View" }));
    await visible(card.getByRole("link", { name: "Edit Event" }));
    await visible(card.getByRole("button", { name: "Delete Event" }));
    await expectAccessible(hostPage, "dashboard with an event");
    const eventId = await hostDashboard.eventIdOf("Town Hall");
    const publicLink = `${server.url}/events/p/${eventId}`;

    // The host's event page: share dialog, copy the public link, show the QR code.
    await card.getByRole("link", { name: "Town Hall" }).click();
    const hostEvent = eventPage(hostPage);
    await visible(hostEvent.roleBadge("Event Host"));
    await expectAccessible(hostPage, "event page (host)");
    await hostPage.getByRole("button", { name: "Share" }).click();
    const share = hostPage.getByRole("dialog", { name: "Share this event" });
    await visible(share);
    await visible(share.getByText("This event is publicly accessible. Anyone with the link can view it."));
    expect(await share.getByLabel("Public link").inputValue()).toBe(publicLink);
    await share.getByRole("button", { name: "Copy" }).click();
    await visible(share.getByRole("button", { name: "Copied!" }));
    expect(await hostPage.evaluate(() => navigator.clipboard.readText())).toBe(publicLink);
    await share.getByRole("button", { name: "Show QR Code" }).click();
    const qr = share.locator("svg[role=img]");
    await visible(qr);
    expect(await qr.getAttribute("width")).toBe("160");
    await visible(share.getByRole("button", { name: "Hide QR Code" }));
    await expectAccessible(hostPage, "share dialog");
    // 'Copied!' goes back to 'Copy' after two seconds (on the page's clock).
    await passTime(hostPage, TIMINGS.copiedLabelMs);
    await visible(share.getByRole("button", { name: "Copy" }));
    await hostPage.keyboard.press("Escape");
    await share.waitFor({ state: "hidden" });

    // An anonymous visitor opens the public link and joins as a guest.
    const guest = await openViewer(browser, server);
    await guest.page.goto(publicLink);
    const guestEvent = eventPage(guest.page);
    await visible(guest.page.getByRole("heading", { name: "Town Hall", level: 1 }));
    await visible(guest.page.getByRole("link", { name: "Log in to join" }));
    expect(await guestEvent.guestJoin.isDisabled()).toBe(true);
    await guestEvent.guestName.fill("Al");
    await guestEvent.terms.check();
    expect(await guestEvent.guestJoin.isDisabled()).toBe(true);
    await guestEvent.guestName.fill("Alex Guest");
    expect(await guestEvent.guestJoin.isDisabled()).toBe(false);
    await expectAccessible(guest.page, "public event page (anonymous)");
    await guestEvent.guestJoin.click();
    await visible(guest.page.getByText("You've already joined this event."));
    await visible(guestEvent.roleBadge("Guest Member"));
    const guestInfo = await guest.page.evaluate(() => JSON.parse(localStorage.getItem("guestInfo") ?? "null"));
    expect(guestInfo.guestName).toBe("Alex Guest");
    expect(guestInfo.guestMemberEvent_Ids).toEqual([eventId]);
    expect(typeof guestInfo.guestToken).toBe("string");
    await expectAccessible(guest.page, "public event page (guest member)");

    // A second account opens the event with autojoin=true and is joined; the flag leaves the address.
    const member = await openViewer(browser, server, { login: await savedLogin(http, memberUser) });
    await member.page.goto(`/events/${eventId}?autojoin=true`);
    const memberEvent = eventPage(member.page);
    await visible(memberEvent.roleBadge("Event Member"));
    await expect.poll(() => new URL(member.page.url()).search).toBe("");
    expect(await memberEvent.join.count()).toBe(0);
    const joined = await http.get(apiPath(API_ROUTES.getEvent, { id: eventId }), { token: memberUser.token });
    expect(joined.body.members).toContainEqual({ user: memberUser._id });
    await expectAccessible(member.page, "event page (member)");

    // The member may not open the host dashboard.
    await member.page.goto(`/events/${eventId}/host`);
    await expect.poll(() => new URL(member.page.url()).pathname).toBe("/");
    await member.page.goto(`/events/${eventId}`);
    await visible(memberEvent.roleBadge("Event Member"));

    // The host changes the status; both audience pages follow without reload.
    await connected(guest.page);
    await connected(member.page);
    await connected(hostPage);
    expect(await guestEvent.header.getByText("Live", { exact: true }).count()).toBe(0);
    await hostEvent.statusSelect.selectOption("live");
    await toast(hostPage, "Event status updated");
    await visible(guestEvent.header.getByText("Live", { exact: true }));
    await visible(memberEvent.header.getByText("Live", { exact: true }));
    await hostEvent.statusSelect.selectOption("paused");
    await visible(guestEvent.header.getByText("Paused", { exact: true }));
    await visible(memberEvent.header.getByText("Paused", { exact: true }));

    // The member's dashboard lists the event under 'Events You've Joined' and follows it live.
    await member.page.goto("/");
    const memberCard = dashboard(member.page).joined.getByRole("article", { name: "Town Hall" });
    await visible(memberCard.getByText("Paused", { exact: true }));
    expect(await memberCard.getByRole("link", { name: "Host View" }).count()).toBe(0);
    expect(await memberCard.getByRole("button", { name: "Delete Event" }).count()).toBe(0);
    await connected(member.page);
    await hostEvent.statusSelect.selectOption("ended");
    await toast(hostPage, "Event status updated");
    await visible(memberCard.getByText("Ended", { exact: true }));
    await visible(guestEvent.header.getByText("Ended", { exact: true }));

    // The host dashboard, then the edit form: a new title reaches the audience live.
    await hostPage.goto(`/events/${eventId}/host`);
    await visible(hostPage.getByRole("heading", { name: "Town Hall", level: 1 }));
    await expectAccessible(hostPage, "host dashboard");
    await hostPage.getByRole("link", { name: "Edit Event" }).click();
    await visible(hostPage.getByRole("heading", { name: "Edit Event" }));
    await expectAccessible(hostPage, "edit event form");
    await hostPage.getByLabel("Title").fill("Town Hall: Q3");
    await hostPage.getByRole("button", { name: "Save Changes" }).click();
    await toast(hostPage, "Event updated!");
    await expect.poll(() => new URL(hostPage.url()).pathname).toBe(`/events/${eventId}/host`);
    await visible(guest.page.getByRole("heading", { name: "Town Hall: Q3", level: 1 }));
    await visible(dashboard(member.page).card("Town Hall: Q3"));

    // Private: the public link stops working for anonymous visitors.
    await hostPage.goto(`/events/${eventId}/edit`);
    const visibility = hostPage.getByRole("switch", { name: "Public event" });
    expect(await visibility.getAttribute("aria-checked")).toBe("true");
    await visibility.click();
    await expect.poll(() => visibility.getAttribute("aria-checked")).toBe("false");
    const stranger = await openViewer(browser, server);
    await stranger.page.goto(publicLink);
    await visible(stranger.page.getByRole("heading", { name: "This event is not available" }));
    await expectAccessible(stranger.page, "private event behind its public link");
    await stranger.context.close();

    // The creator deletes the event after confirming; open pages learn it live.
    await member.page.goto(`/events/${eventId}`);
    await visible(memberEvent.roleBadge("Event Member"));
    await connected(member.page);
    await hostPage.goto("/");
    const hostCard = dashboard(hostPage).card("Town Hall: Q3");
    await hostCard.getByRole("button", { name: "Delete Event" }).click();
    const confirm = hostPage.getByRole("dialog", { name: "Delete Event" });
    await visible(confirm.getByText("Town Hall: Q3"));
    await visible(confirm.getByText("Are you sure you want to delete this event? This cannot be undone."));
    await expectAccessible(hostPage, "delete confirmation");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await toast(hostPage, "Event deleted successfully");
    await hostCard.waitFor({ state: "detached" });
    await visible(hostPage.getByRole("link", { name: "Create Your First Event" }));
    await visible(member.page.getByRole("heading", { name: "This event is not available" }));
    expect((await http.get(apiPath(API_ROUTES.getEvent, { id: eventId }), { token: hostUser.token })).status).toBe(404);

    await Promise.all([host.context.close(), guest.context.close(), member.context.close()]);
  }, 240_000); // one story across four browsers: over a minute on an idle machine, far more beside a full run
});
