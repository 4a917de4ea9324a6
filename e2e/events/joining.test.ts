// Joining, as a new user meets it: a guest who cannot join is told why on screen (a full event
// says so), the event form says what 0 members means, and a signed-in person has a place on
// the dashboard to type an event's join code.
import { mkdirSync } from "node:fs";
import { ANSWER_MESSAGES, MESSAGES } from "@handraise/contract";
import { buildEvent, buildUser, httpClient, joinAsAccount } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, openViewer } from "../support/browser.ts";
import { browserSuite, type Started } from "../support/suite.ts";
import { eventPage, savedLogin, visible } from "./support/event-pages.ts";

const SHOTS = process.env.NEW_USER_SHOTS ?? "/tmp/new-user-shots";
mkdirSync(SHOTS, { recursive: true });

describe.skipIf(!chromiumAvailable)("joining an event", () => {
  let suite: Started;
  browserSuite((started) => {
    suite = started;
  });

  it("a guest joining a full event sees the server's 'This event is full' under the button", async () => {
    const http = httpClient(suite.server.url);
    const host = await buildUser(http, { displayName: "Fay Host" });
    const member = await buildUser(http, { displayName: "Sol Member" });
    const event = await buildEvent(http, host, { title: "Small Room", maxMembers: 1 });
    await joinAsAccount(http, event._id, member);

    const viewer = await openViewer(suite.browser, suite.server, { phone: true });
    try {
      const page = viewer.page;
      await page.goto(`/events/p/${event._id}`);
      const join = eventPage(page);
      await join.guestName.fill("Gus Guest");
      await join.terms.check();
      await join.guestJoin.click();
      const reason = page.getByRole("alert").filter({ hasText: ANSWER_MESSAGES.eventFull });
      await visible(reason);
      await page.screenshot({ path: `${SHOTS}/guest-join-full-360.png` });
      // The name stays, so a second try needs no typing.
      expect(await join.guestName.inputValue()).toBe("Gus Guest");
    } finally {
      await viewer.context.close();
    }
  });

  it("the event form says that 0 members means nobody can join", async () => {
    const http = httpClient(suite.server.url);
    const host = await buildUser(http, { displayName: "Zed Host" });
    const viewer = await openViewer(suite.browser, suite.server, { login: await savedLogin(http, host) });
    try {
      const page = viewer.page;
      await page.goto("/events/new");
      const members = page.getByRole("spinbutton", { name: "Members" });
      await members.waitFor();
      expect(await page.getByText(MESSAGES.noMembersCanJoin).count()).toBe(0);
      await members.fill("0");
      const hint = page.getByText(MESSAGES.noMembersCanJoin);
      await visible(hint);
      // Said to the field, not only shown beside it.
      expect(await members.getAttribute("aria-describedby")).toContain(await hint.getAttribute("id"));
      await page.getByRole("button", { name: "Increase members" }).click();
      await expect.poll(() => hint.count()).toBe(0);
    } finally {
      await viewer.context.close();
    }
  });

  it("a signed-in person types a join code on the dashboard and lands on the event", async () => {
    const http = httpClient(suite.server.url);
    const host = await buildUser(http, { displayName: "Cy Host" });
    const visitor = await buildUser(http, { displayName: "Di Visitor" });
    const event = (await buildEvent(http, host, { title: "Coded Talk" })) as { _id: string; code: string };

    for (const phone of [false, true]) {
      const viewer = await openViewer(suite.browser, suite.server, { login: await savedLogin(http, visitor), phone });
      try {
        const page = viewer.page;
        await page.goto("/");
        const code = page.getByLabel("Event code");
        await code.waitFor();
        await page.screenshot({ path: `${SHOTS}/dashboard-join-code-${phone ? 360 : 1280}.png`, fullPage: true });
        await code.fill(event.code.toLowerCase());
        await page.getByRole("button", { name: "Join", exact: true }).click();
        // A public event opens on its share page, where a signed-in person joins with one button.
        await page.waitForURL(new RegExp(`/events/(p/)?${event._id}$`));
        await visible(eventPage(page).join);
      } finally {
        await viewer.context.close();
      }
    }
  });
});
