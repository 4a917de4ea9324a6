// The presenter view's own theme (docs/features/languages.md "Themes"): dark by default, for a
// darkened hall, whatever the device or the host's app theme; light, and high contrast (black,
// white text, yellow accents, nothing below 7:1) when the host chooses them on the view. The
// choice is remembered per event on this device: after a reload the view opens in it at once,
// another event's view stays dark, and the app's other pages keep the app's own theme.
import { apiPath, type Question } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import * as questionRoutes from "@handraise/contract/routes/questions";
import { buildEvent } from "@handraise/test-support";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { savedLogin } from "../events/support/event-pages.ts";
import { presenter } from "../live-room/support/live-room.ts";
import { type Cast, castSuite, connected } from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer } from "../support/browser.ts";
import {
  deviceScheme,
  expectEnhancedContrast,
  expectShows,
  screenThemeSwitch,
  shoot,
  shownTheme,
} from "./support/themes.ts";

const ON_SCREEN = "How will the new rota be decided?";

async function openView(page: Page, eventId: string): Promise<void> {
  await page.goto(`/events/${eventId}/present`);
  await presenter(page).code.waitFor();
  await connected(page);
}

describe.skipIf(!chromiumAvailable)("Themes: the presenter view", () => {
  let cast: Cast;
  let server: TestServer;
  let browser: Browser;
  let screen: Page;
  let otherEventId: string;

  castSuite((suite) => ({ cast, server, browser } = suite));
  beforeAll(async () => {
    const ids: string[] = [];
    for (const content of [ON_SCREEN, "Can we have the slides?", "Is there parking on site?"]) {
      const answer = await cast.http.post<Question>(apiPath(questionRoutes.askQuestion, { eventId: cast.eventId }), {
        token: cast.memberUser.token,
        body: { content, memberId: cast.memberUser._id },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      ids.push(answer.body._id);
    }
    const spotlight = await cast.http.patch(apiPath(eventRoutes.spotlightQuestion, { id: ids[0] ?? "" }), {
      token: cast.hostUser.token,
      body: { on: true },
    });
    expect(spotlight.status, JSON.stringify(spotlight.body)).toBe(200);
    otherEventId = (await buildEvent(cast.http, cast.hostUser, { title: "Board Meeting" }))._id;

    // The host's projector window, on a light device.
    const viewer = await openViewer(browser, server, { login: await savedLogin(cast.http, cast.hostUser) });
    screen = viewer.page;
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await deviceScheme(screen, "light");
  });

  it("is dark by default, on a light device, and passes axe", async () => {
    await openView(screen, cast.eventId);
    await presenter(screen).spotlight.getByText(ON_SCREEN).waitFor();
    await expectShows(screen, "dark", "main");
    expect(await screenThemeSwitch(screen).inputValue()).toBe("dark");
    await shoot(screen, "presenter-dark-1920");
    await expectAccessible(screen, "the presenter view in dark");
  });

  it("light when the host chooses it, remembered after a reload, and passes axe", async () => {
    await screenThemeSwitch(screen).selectOption({ label: "Light" });
    await expectShows(screen, "light", "main");
    await screen.reload();
    // Light from the first paint: the inline script read the event's choice.
    expect(await shownTheme(screen)).toBe("light");
    await presenter(screen).code.waitFor();
    await expectShows(screen, "light", "main");
    expect(await screenThemeSwitch(screen).inputValue()).toBe("light");
    await shoot(screen, "presenter-light-1920");
    await expectAccessible(screen, "the presenter view in light");
  });

  it("high contrast: black, white text, yellow accents, 7:1 everywhere, remembered, axe", async () => {
    await screenThemeSwitch(screen).selectOption({ label: "High contrast" });
    await expectShows(screen, "contrast", "main");
    await screen.reload();
    expect(await shownTheme(screen)).toBe("contrast");
    await presenter(screen).spotlight.getByText(ON_SCREEN).waitFor();
    await expectShows(screen, "contrast", "main");
    // The code to join is in the accent, yellow: red and green high, blue low.
    const [red, green, blue] = await presenter(screen).code.evaluate((element) => {
      const context = document.createElement("canvas").getContext("2d");
      if (!context) return [0, 0, 0];
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    });
    expect(red).toBeGreaterThan(230);
    expect(green).toBeGreaterThan(200);
    expect(blue).toBeLessThan(120);
    await shoot(screen, "presenter-contrast-1920");
    await expectAccessible(screen, "the presenter view in high contrast");
    await expectEnhancedContrast(screen, "the presenter view in high contrast");
  });

  it("is remembered per event: another event's view is dark, the app's pages keep the app's theme", async () => {
    await openView(screen, otherEventId);
    await expectShows(screen, "dark", "main");
    await screen.goto("/");
    await screen.getByRole("region", { name: "Events You Host" }).waitFor();
    await expectShows(screen, "light");
    await openView(screen, cast.eventId);
    await expectShows(screen, "contrast", "main");
    // Leaving the view inside the app (no new page) gives the page back to the app's theme.
    await screen.evaluate(() => {
      history.pushState(null, "", "/");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await screen.getByRole("region", { name: "Events You Host" }).waitFor();
    await expectShows(screen, "light");
    await openView(screen, cast.eventId);
    await screenThemeSwitch(screen).selectOption({ label: "Dark" });
    await expectShows(screen, "dark", "main");
  });
});
