// Co-hosts and the export. The creator opens "Hosts" on the host dashboard, adds a co-host by
// the e-mail of their account (an unknown e-mail is refused in place), and the co-host runs the
// dashboard like the creator: hides and answers questions, sees the host list but cannot change
// it, and has no "Delete Event". Removed (confirmed), the co-host's open dashboard moves to the
// audience's view with a note. "Download CSV" saves the server's export under its file name.
import { readFile } from "node:fs/promises";
import { ANSWER_MESSAGES } from "@handraise/contract";
import { buildUser, type TestUser } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dashboard, savedLogin } from "../events/support/event-pages.ts";
import { type Cast, castSuite, qanda, toast, visible } from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer, type Viewer } from "../support/browser.ts";
import { ask, hostsDialog, shoot } from "./support/replies-and-hosts.ts";

describe.skipIf(!chromiumAvailable)("Live room: co-hosts and the export", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;
  let cora: TestUser;
  let coHost: Viewer;
  const parking = "Is there parking for bikes?";
  const rude = "An off-topic remark the hosts will hide";

  castSuite((suite) => ({ server, browser, cast } = suite));

  it("the creator adds a co-host by e-mail; an unknown e-mail is refused in place", async () => {
    cora = await buildUser(cast.http, { displayName: "Cora Cohost" });
    const hosts = hostsDialog(cast.host.page);
    await hosts.open();
    await visible(hosts.list.getByText("Hana Host"));
    await visible(hosts.list.getByText("Creator"));

    await hosts.email.fill("nobody-here@example.test");
    await hosts.add.click();
    await visible(hosts.dialog.getByText(ANSWER_MESSAGES.noAccountForEmail));
    expect(await hosts.email.inputValue()).toBe("nobody-here@example.test");

    // Any case and spaces: accounts keep e-mails trimmed and lower-cased.
    await hosts.email.fill(`  ${cora.email.toUpperCase()} `);
    await hosts.add.click();
    await toast(cast.host.page, "Cora Cohost now co-hosts this event.");
    await visible(hosts.list.getByText("Cora Cohost"));
    expect(await hosts.email.inputValue()).toBe("");

    await hosts.email.fill(cora.email);
    await hosts.add.click();
    await visible(hosts.dialog.getByText(ANSWER_MESSAGES.alreadyHost));
    await shoot(cast.host.page, "hosts-section-1280");
    await expectAccessible(cast.host.page, "the Hosts dialog");
    // An empty field is checked before any call, in words that say what to type.
    await hosts.email.fill("");
    await hosts.add.click();
    await visible(hosts.dialog.getByText("Enter the e-mail address of their Handraise account."));
    await cast.host.page.keyboard.press("Escape");
    await visible(cast.host.page.getByRole("button", { name: /^Hosts\s*2$/ }));
  });

  it("the co-host runs the dashboard: hides and answers questions, sees the hosts, changes nothing of them", async () => {
    await ask(cast.http, cast.eventId, cast.memberUser, parking);
    await ask(cast.http, cast.eventId, cast.guest, rude);
    coHost = await openViewer(browser, server, { login: await savedLogin(cast.http, cora) });

    // The event is in the co-host's "Events You Host", without "Delete Event".
    await coHost.page.goto("/");
    const card = dashboard(coHost.page).hosted.getByRole("article", { name: "Town Hall Q&A" });
    await visible(card.getByRole("link", { name: "Host View" }));
    expect(await card.getByRole("button", { name: "Delete Event" }).count()).toBe(0);

    await coHost.page.goto(`/events/${cast.eventId}/host`);
    const session = qanda(coHost.page);
    await session.ready();
    await visible(coHost.page.getByText("Host dashboard"));

    await session.row(rude).getByRole("button", { name: "Hide" }).click();
    await expect.poll(() => qanda(cast.member.page).row(rude).count()).toBe(0);
    await visible(qanda(cast.host.page).row(rude).getByText("(Hidden)"));

    await session.row(parking).getByRole("button", { name: "Mark as answered" }).click();
    await visible(qanda(cast.member.page).row(parking).getByRole("img", { name: "Answered" }));

    const hosts = hostsDialog(coHost.page);
    await hosts.open();
    await visible(hosts.list.getByText("Hana Host"));
    await visible(hosts.list.getByText("Cora Cohost"));
    expect(await hosts.email.count()).toBe(0);
    expect(await hosts.dialog.getByRole("button", { name: /^Remove / }).count()).toBe(0);
    await coHost.page.keyboard.press("Escape");
  });

  it("the creator removes the co-host after confirming; the co-host's open dashboard moves to the audience's view", async () => {
    const hosts = hostsDialog(cast.host.page);
    await hosts.open();
    await hosts.remove("Cora Cohost").click();
    const confirm = cast.host.page.getByRole("dialog", { name: "Remove co-host" });
    await visible(confirm.getByText("Remove Cora Cohost as a host?"));
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await toast(cast.host.page, "Cora Cohost no longer hosts this event.");
    await expect.poll(() => hosts.list.getByText("Cora Cohost").count()).toBe(0);
    // The creator cannot be removed: there is no button for them.
    expect(await hosts.remove("Hana Host").count()).toBe(0);
    await cast.host.page.keyboard.press("Escape");

    await expect.poll(() => new URL(coHost.page.url()).pathname).toBe(`/events/${cast.eventId}`);
    await toast(coHost.page, "You no longer host this event. Here is the audience's view.");
    const session = qanda(coHost.page);
    await session.ready();
    // No host actions any more, and the hidden question is gone from their list.
    expect(await session.section.getByRole("button", { name: "Hide" }).count()).toBe(0);
    await expect.poll(() => session.row(rude).count()).toBe(0);
    await coHost.context.close();
  });

  it("Download CSV saves the export under the server's file name, with every question", async () => {
    const download = cast.host.page.waitForEvent("download");
    await cast.host.page.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^handraise-[A-Z0-9]{6}-questions\.csv$/);
    const path = await file.path();
    const bytes = await readFile(path);
    // A UTF-8 byte-order mark first, for spreadsheet apps.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain('"Question"');
    expect(text).toContain(parking);
    // Hidden questions are in the file too.
    expect(text).toContain(rude);
  });

  it("a failed download says so in a toast", async () => {
    await cast.host.context.setOffline(true);
    await cast.host.page.getByRole("button", { name: "Download CSV" }).click();
    await toast(cast.host.page, "Could not download the questions. Please try again.");
    await cast.host.context.setOffline(false);
  });

  it("the hosts dialog at 360 px fits the phone", async () => {
    const phone = await openViewer(browser, server, { login: await savedLogin(cast.http, cast.hostUser), phone: true });
    await phone.page.goto(`/events/${cast.eventId}/host`);
    await qanda(phone.page).ready();
    await shoot(phone.page, "host-dashboard-actions-360");
    const hosts = hostsDialog(phone.page);
    await hosts.open();
    await shoot(phone.page, "hosts-section-360");
    const box = await hosts.dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    await phone.context.close();
  });
});
