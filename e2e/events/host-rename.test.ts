// A host who renames themself on the profile is shown under the new name on their events: the
// host's own event page and the audience's public page both say "Hosted by <new name>".
import { MESSAGES } from "@handraise/contract";
import { buildEvent, buildUser, httpClient } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { savedLogin, toast, visible } from "./support/event-pages.ts";

describe.skipIf(!chromiumAvailable)("a renamed host", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("shows the new name as host on the event pages", async () => {
    const http = httpClient(server.url);
    const hostUser = await buildUser(http, { displayName: "Ada Before" });
    const event = await buildEvent(http, hostUser, { title: "Renaming Night" });
    const host = await openViewer(browser, server, { login: await savedLogin(http, hostUser) });
    const hostedBy = (name: string) => host.page.getByText(`Hosted by ${name}`, { exact: true });

    await host.page.goto(`/events/${event._id}`);
    await visible(hostedBy("Ada Before"));

    await host.page.goto("/profile");
    await host.page.getByLabel("Display name").fill("Ada After");
    await host.page.getByRole("button", { name: "Save changes" }).click();
    await toast(host.page, MESSAGES.profileUpdated);

    await host.page.goto(`/events/${event._id}`);
    await visible(hostedBy("Ada After"));
    const audience = await openViewer(browser, server);
    await audience.page.goto(`/events/p/${event._id}`);
    await visible(audience.page.getByText("Hosted by Ada After", { exact: true }));
    expect(await audience.page.getByText("Ada Before").count()).toBe(0);
    await audience.context.close();
    await host.context.close();
  });
});
