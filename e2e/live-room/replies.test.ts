// Host replies: a host writes a reply under a question in an inline editor, and every open page
// (the member's event page, the guest's public page, the host's table and feed) shows it at once,
// edited and removed live too. The text is plain text, at most REPLY_MAX characters.
import { REPLY_MAX } from "@handraise/contract";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { savedLogin } from "../events/support/event-pages.ts";
import {
  type Cast,
  castSuite,
  expectNotReloaded,
  markNoReload,
  qanda,
  toast,
  visible,
} from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer } from "../support/browser.ts";
import { ask, replies, shoot, showView } from "./support/replies-and-hosts.ts";

describe.skipIf(!chromiumAvailable)("Live room: host replies", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: Cast;
  const venue = "Where do we pick up the badges tomorrow?";
  const slides = "Will the slides be shared?";

  castSuite((suite) => ({ server, browser, cast } = suite));

  it("a host's reply appears under the question on the member's and the guest's pages without reload", async () => {
    await ask(cast.http, cast.eventId, cast.memberUser, venue);
    const host = replies(cast.host.page);
    const member = replies(cast.member.page);
    const guest = replies(cast.guestViewer.page);
    await visible(qanda(cast.host.page).row(venue));
    await visible(qanda(cast.guestViewer.page).row(venue));
    await markNoReload(cast.member.page);
    await markNoReload(cast.guestViewer.page);

    const editor = await host.open(venue);
    // A question with no reply yet offers nothing to remove.
    expect(await editor.remove.count()).toBe(0);
    await editor.field.fill("At the front desk, from 8:00.\nBring your ticket.");
    await shoot(cast.host.page, "reply-editor-1280");
    await expectAccessible(cast.host.page, "the reply editor");
    await editor.save.click();
    await toast(cast.host.page, "Reply saved.");
    await expect.poll(() => editor.editor.count()).toBe(0);
    // The focus goes back to the row's button, now named for what it does next.
    await expect
      .poll(() => cast.host.page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Edit reply");

    for (const view of [member, guest, host]) {
      await visible(view.shown(venue).getByText("Reply from Hana Host"));
      await visible(view.shown(venue).getByText("At the front desk, from 8:00."));
    }
    await expectNotReloaded(cast.member.page);
    await expectNotReloaded(cast.guestViewer.page);
    await shoot(cast.member.page, "replied-question-audience-1280");
    await expectAccessible(cast.member.page, "a replied question on the event page");
  });

  it("the host edits the reply and then removes it (confirmed), live on every page", async () => {
    const host = replies(cast.host.page);
    const member = replies(cast.member.page);
    const guest = replies(cast.guestViewer.page);

    let editor = await host.open(venue);
    expect(await editor.field.inputValue()).toContain("At the front desk");
    await editor.field.fill("Badges are at the east entrance from 8:00.");
    await editor.save.click();
    await visible(member.shown(venue).getByText("Badges are at the east entrance from 8:00."));
    await visible(guest.shown(venue).getByText("Badges are at the east entrance from 8:00."));
    expect(await member.shown(venue).getByText("At the front desk").count()).toBe(0);

    // Cancel and Escape close the editor and keep the reply as it was.
    editor = await host.open(venue);
    await editor.field.fill("not this");
    await editor.cancel.click();
    await expect.poll(() => editor.editor.count()).toBe(0);
    editor = await host.open(venue);
    await editor.field.press("Escape");
    await expect.poll(() => editor.editor.count()).toBe(0);
    await visible(member.shown(venue).getByText("Badges are at the east entrance from 8:00."));

    editor = await host.open(venue);
    await editor.remove.click();
    const confirm = cast.host.page.getByRole("dialog", { name: "Remove reply" });
    await confirm.getByRole("button", { name: "Remove reply" }).click();
    await toast(cast.host.page, "Reply removed.");
    await expect.poll(() => member.shown(venue).count()).toBe(0);
    await expect.poll(() => guest.shown(venue).count()).toBe(0);
    await expect.poll(() => host.shown(venue).count()).toBe(0);
  });

  it("saving an empty reply removes it too; the editor holds at most REPLY_MAX characters", async () => {
    const host = replies(cast.host.page);
    const member = replies(cast.member.page);
    await ask(cast.http, cast.eventId, cast.memberUser, slides);
    await visible(qanda(cast.host.page).row(slides));

    let editor = await host.open(slides);
    await editor.field.fill("x".repeat(REPLY_MAX + 20));
    expect((await editor.field.inputValue()).length).toBe(REPLY_MAX);
    await visible(editor.editor.getByText(`${REPLY_MAX}/${REPLY_MAX}`));
    await editor.field.fill("Yes, on the event page after the talk.");
    await editor.save.click();
    await visible(member.shown(slides).getByText("Yes, on the event page after the talk."));

    editor = await host.open(slides);
    await editor.field.fill("   ");
    await editor.save.click();
    await toast(cast.host.page, "Reply removed.");
    await expect.poll(() => member.shown(slides).count()).toBe(0);
  });

  it("the feed shows the reply and its editor too, and a reply is shown as text, never as markup", async () => {
    const host = replies(cast.host.page);
    const member = replies(cast.member.page);
    await showView(cast.host.page, "Feed");
    const editor = await host.open(slides);
    const markup = `<img src=x onerror="window.__replied=1"> <b>bold</b>`;
    await editor.field.fill(markup);
    await editor.save.click();
    await visible(member.shown(slides).getByText(markup));
    await visible(host.shown(slides).getByText(markup));
    expect(await member.shown(slides).locator("img, b").count()).toBe(0);
    expect(await cast.member.page.evaluate(() => (window as { __replied?: number }).__replied)).toBeUndefined();

    // The member's own feed view (the default on the event page) shows it; so does their table.
    await showView(cast.member.page, "Table");
    await visible(member.shown(slides).getByText(markup));
    await showView(cast.member.page, "Feed");
    await showView(cast.host.page, "Table");
  });

  it("screens at 360 px: the reply on a phone and the host's editor fit without sideways scrolling", async () => {
    const phone = await openViewer(browser, server, {
      login: await savedLogin(cast.http, cast.memberUser),
      phone: true,
    });
    await phone.page.goto(`/events/${cast.eventId}`);
    await qanda(phone.page).ready();
    await visible(replies(phone.page).shown(slides));
    await replies(phone.page).shown(slides).scrollIntoViewIfNeeded();
    await shoot(phone.page, "replied-question-audience-360");
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.context.close();

    const hostPhone = await openViewer(browser, server, {
      login: await savedLogin(cast.http, cast.hostUser),
      phone: true,
    });
    await hostPhone.page.goto(`/events/${cast.eventId}/host`);
    await qanda(hostPhone.page).ready();
    const editor = await replies(hostPhone.page).open(venue);
    await editor.field.fill("At the east entrance.");
    await editor.editor.scrollIntoViewIfNeeded();
    await shoot(hostPhone.page, "reply-editor-360");
    expect(await hostPhone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await hostPhone.context.close();
  });
});
