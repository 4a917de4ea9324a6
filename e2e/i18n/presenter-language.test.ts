// The presenter view speaks the event's language when its host set one (docs/features/languages.md
// "Languages"), whatever the language of the host's own browser and account: an English host's
// projector shows an Arabic event's view in Arabic, right to left, and a German one's in German,
// while the app's own pages stay English. An event with no language shows the host's.
import { apiPath } from "@handraise/contract";
import arPresenter from "@handraise/contract/catalogues/ar/presenter";
import dePresenter from "@handraise/contract/catalogues/de/presenter";
import { PRESENTER_MESSAGES as enPresenter } from "@handraise/contract/catalogues/en/presenter";
import * as eventRoutes from "@handraise/contract/routes/events";
import { buildEvent, buildUser, httpClient } from "@handraise/test-support";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { visible } from "../accounts/support/pages.ts";
import { savedLogin } from "../events/support/event-pages.ts";
import { presenter } from "../live-room/support/live-room.ts";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";

/** The language and direction of the view's own root, and of the document around it. */
const languages = (page: Page) =>
  page.evaluate(() => {
    const view = document.querySelector("main");
    return {
      view: { lang: view?.getAttribute("lang"), dir: view?.getAttribute("dir") },
      page: document.documentElement.lang,
    };
  });

describe.skipIf(!chromiumAvailable)("the presenter view's language", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("is the event's, whatever the host's own, and the host's when the event has none", async () => {
    const http = httpClient(server.url);
    const host = await buildUser(http, { displayName: "Grace Hopper" });
    const arabic = await buildEvent(http, host, { title: "Town hall", language: "ar" });
    const plain = await buildEvent(http, host, { title: "Team meeting" });
    const { page, context } = await openViewer(browser, server, {
      locale: "en-GB",
      login: await savedLogin(http, host),
    });
    await page.setViewportSize({ width: 1920, height: 1080 });

    await page.goto(`/events/${arabic._id}/present`);
    await presenter(page).code.waitFor();
    await visible(page.getByText(arPresenter.orScan));
    await visible(page.getByRole("button", { name: arPresenter.fullScreen }));
    expect(await languages(page)).toEqual({ view: { lang: "ar", dir: "rtl" }, page: "en" });
    await expectAccessible(page, "the presenter view in Arabic for an English host");

    // The host changes the event's language: the view follows on its next opening.
    const german = await http.put(apiPath(eventRoutes.updateEvent, { id: arabic._id }), {
      token: host.token,
      body: { language: "de" },
    });
    expect(german.status, JSON.stringify(german.body)).toBe(200);
    await page.reload();
    await visible(page.getByText(dePresenter.orScan));
    await visible(page.getByRole("button", { name: dePresenter.fullScreen }));
    expect(await languages(page)).toEqual({ view: { lang: "de", dir: "ltr" }, page: "en" });

    // No language on the event: the host's own.
    await page.goto(`/events/${plain._id}/present`);
    await presenter(page).code.waitFor();
    await visible(page.getByText(enPresenter.orScan));
    await visible(page.getByRole("button", { name: enPresenter.fullScreen }));
    expect(await languages(page)).toEqual({ view: { lang: "en", dir: "ltr" }, page: "en" });
    await context.close();
  });
});
