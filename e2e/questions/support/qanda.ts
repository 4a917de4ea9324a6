// The cast of the Q&A browser tests and the page object of the Q&A session, so each test reads
// as the story it checks. Everyone is made through the API: a host, an account member and a
// guest, each in a browser context of their own.
import { TIMINGS } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  type HttpClient,
  httpClient,
  joinAsAccount,
  joinAsGuest,
  type TestGuest,
  type TestUser,
} from "@handraise/test-support";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { connected, savedLogin, visible } from "../../events/support/event-pages.ts";
import { openViewer, passTime, passTimeUntil, type TestServer, type Viewer } from "../../support/browser.ts";
import { reportPagesOnFailure } from "../../support/failure-report.ts";
import { browserSuite, type Started } from "../../support/suite.ts";

export { connected, visible };

export type Cast = {
  http: HttpClient;
  eventId: string;
  hostUser: TestUser;
  memberUser: TestUser;
  guest: TestGuest;
  host: Viewer;
  member: Viewer;
  guestViewer: Viewer;
  close: () => Promise<void>;
};

type CastOptions = {
  /** Open the audience on a 360 px wide phone viewport. */
  phone?: boolean;
  eventFields?: Record<string, unknown>;
};

/** Opens a guest's browser with the guest identity the app keeps after joining. */
export async function openGuest(
  browser: Browser,
  server: TestServer,
  eventId: string,
  guest: TestGuest,
  phone = false,
): Promise<Viewer> {
  const viewer = await openViewer(browser, server, { phone });
  await viewer.context.addInitScript(
    (info) => {
      if (!localStorage.getItem("guestInfo")) localStorage.setItem("guestInfo", JSON.stringify(info));
    },
    {
      guestId: guest.guestId,
      guestName: guest.guestName,
      guestMemberEvent_Ids: [eventId],
      guestToken: guest.guestToken,
    },
  );
  return viewer;
}

/**
 * The one setup of a Q&A browser file: server and Chromium (browserSuite), then the cast, which
 * closes before them. `started` receives all three.
 */
export function castSuite(started: (suite: Started & { cast: Cast }) => void, options: CastOptions = {}): void {
  let ready: Started | undefined;
  let cast: Cast | undefined;
  browserSuite((suite) => {
    ready = suite;
  });
  beforeAll(async () => {
    if (!ready) throw new Error("browserSuite did not start");
    cast = await buildCast(ready.browser, ready.server, options);
    started({ ...ready, cast });
  });
  reportPagesOnFailure(() => ({ host: cast?.host.page, member: cast?.member.page, guest: cast?.guestViewer.page }));
  afterAll(async () => {
    await cast?.close();
  });
}

export async function buildCast(browser: Browser, server: TestServer, options: CastOptions = {}): Promise<Cast> {
  const http = httpClient(server.url);
  const hostUser = await buildUser(http, { displayName: "Hana Host" });
  const memberUser = await buildUser(http, { displayName: "Mo Member" });
  const event = await buildEvent(http, hostUser, { title: "Town Hall Q&A", ...options.eventFields });
  await joinAsAccount(http, event._id, memberUser);
  const guest = await joinAsGuest(http, event._id, { guestName: "Gia Guest" });

  const host = await openViewer(browser, server, { login: await savedLogin(http, hostUser) });
  const member = await openViewer(browser, server, {
    login: await savedLogin(http, memberUser),
    phone: options.phone,
  });
  // No page goes idle on its own: each one's clock is the test's (support/clock.ts).
  const guestViewer = await openGuest(browser, server, event._id, guest, options.phone);
  await host.page.goto(`/events/${event._id}/host`);
  await member.page.goto(`/events/${event._id}`);
  await guestViewer.page.goto(`/events/p/${event._id}`);
  for (const viewer of [host, member, guestViewer]) await qanda(viewer.page).ready();
  return {
    http,
    eventId: event._id,
    hostUser,
    memberUser,
    guest,
    host,
    member,
    guestViewer,
    close: async () => {
      for (const viewer of [host, member, guestViewer]) await viewer.context.close();
    },
  };
}

/** The Q&A session of an event page or the host dashboard. */
export function qanda(page: Page) {
  const section = page.locator('section[aria-labelledby="qanda-heading"]');
  const box = section.getByLabel("Your question");
  const ask = section.getByRole("button", { name: "Ask", exact: true });
  return {
    section,
    box,
    ask,
    search: section.getByLabel("Search questions"),
    /** The row (feed card or table row) that shows this text. */
    row(text: string): Locator {
      return section.locator("[data-question-id]").filter({ hasText: text });
    },
    rows: section.locator("[data-question-id]"),
    waiting: section.locator("[data-waiting-question]"),
    /** The list has loaded and the live connection is up. */
    async ready() {
      await visible(page.getByRole("heading", { name: "Q&A" }));
      await connected(page);
      await page
        .locator('section[aria-labelledby="qanda-heading"]')
        .getByText("No questions yet")
        .or(section.locator("[data-question-id]"))
        .first()
        .waitFor();
    },
    /** Types a search and lets the 300 ms debounce pass on the page's clock. */
    async searchFor(text: string) {
      await section.getByLabel("Search questions").fill(text);
      await passTime(page, TIMINGS.searchDebounceMs);
    },
    async askQuestion(text: string) {
      await box.fill(text);
      await ask.click();
    },
    likeButton(text: string): Locator {
      return this.row(text).getByRole("button", { name: /^Like,/ });
    },
    async likeCount(text: string): Promise<string> {
      return (await this.row(text).getByTestId("like-count").textContent()) ?? "";
    },
    async marks(text: string): Promise<string[]> {
      return this.row(text).locator("mark").allTextContents();
    },
  };
}

export async function toast(page: Page, text: string): Promise<void> {
  await visible(page.locator(".Toastify").getByText(text, { exact: true }));
}

/**
 * Brings a viewer's network back and lets the socket's reconnection back-off run on the page's
 * clock until the page says it is connected again.
 */
export async function backOnline(viewer: Viewer): Promise<void> {
  await viewer.context.setOffline(false);
  const status = viewer.page.getByRole("status").filter({ hasText: "Connected" });
  await passTimeUntil(viewer.page, async () => (await status.count()) > 0);
}

/**
 * Holds every toast where it is: toasts wait while the window has lost focus, so a check that
 * two toasts never show together cannot be passed by one of them timing out first.
 */
export async function holdToasts(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
}

/** A toast with this text is on screen and not on its way out. */
export async function toastShowing(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      Array.from(document.querySelectorAll(".Toastify__toast")).some(
        (el) => el.textContent?.includes(wanted) && !/-exit\b/.test(el.className),
      ),
    text,
  );
}

/** Marks the window, so a later check can prove the page was never reloaded. */
export async function markNoReload(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __stillHere: boolean }).__stillHere = true;
  });
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true);
}
