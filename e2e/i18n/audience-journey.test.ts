// The audience's journey in German and in Arabic (issue 21): a phone whose browser speaks the
// language joins from the event's code as a guest, asks, likes a question and votes in the open
// poll, reading every step in its own language; Arabic lays the page out right to left. Expected
// texts are read from the catalogue's translations, formatted as the page formats them.
import { API_ROUTES, apiPath, directionOf, type Locale, type Poll } from "@handraise/contract";
import arEvents from "@handraise/contract/catalogues/ar/events";
import arMessages from "@handraise/contract/catalogues/ar/messages";
import arPollAudience from "@handraise/contract/catalogues/ar/poll-audience";
import arQuestions from "@handraise/contract/catalogues/ar/questions";
import deEvents from "@handraise/contract/catalogues/de/events";
import deMessages from "@handraise/contract/catalogues/de/messages";
import dePollAudience from "@handraise/contract/catalogues/de/poll-audience";
import deQuestions from "@handraise/contract/catalogues/de/questions";
import {
  buildEvent,
  buildUser,
  formatMessage,
  httpClient,
  joinAsGuest,
  makePro,
  type TestUser,
} from "@handraise/test-support";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { visible } from "../events/support/event-pages.ts";
import { chromiumAvailable, expectAccessible, openViewer } from "../support/browser.ts";
import { browserSuite, type Started } from "../support/suite.ts";

const LANGUAGES = [
  {
    locale: "de",
    browser: "de-DE",
    events: deEvents,
    messages: deMessages,
    questions: deQuestions,
    poll: dePollAudience,
  },
  { locale: "ar", browser: "ar", events: arEvents, messages: arMessages, questions: arQuestions, poll: arPollAudience },
] as const;

/** A message of the translation without its element tags (`<0>…</0>` wraps a link on the page). */
const plain = (message: string) => message.replace(/<\/?\d+>/g, "");

describe.skipIf(!chromiumAvailable)("the audience's journey in another language", () => {
  let suite: Started;
  browserSuite((started) => {
    suite = started;
  });

  it.each(LANGUAGES)("joins, asks, likes and votes in $locale", async (language) => {
    const locale: Locale = language.locale;
    const say = (message: string, values?: Record<string, unknown>) => formatMessage(locale, message, values);
    const http = httpClient(suite.server.url);
    const host: TestUser = await buildUser(http, { displayName: "Hana Host" });
    await makePro(suite.server.ctx.db, host._id);
    const event = (await buildEvent(http, host, { title: `Town Hall ${locale}` })) as { _id: string; code: string };
    // Someone asked before the phone arrived: there is a question to like.
    const early = await joinAsGuest(http, event._id, { guestName: "Ada Early" });
    const asked = await http.post(apiPath(API_ROUTES.askQuestion, { eventId: event._id }), {
      guestToken: early.guestToken,
      headers: { "Idempotency-Key": `early-${locale}` },
      body: { content: "Where are the slides?", memberId: early.guestId },
    });
    expect(asked.status).toBe(201);
    const poll = await http.post<Poll>(apiPath(API_ROUTES.createPoll), {
      token: host.token,
      body: {
        eventId: event._id,
        kind: "choice",
        question: "Tea or coffee?",
        options: ["Tea", "Coffee"],
        status: "open",
      },
    });
    expect(poll.status).toBe(201);

    const viewer = await openViewer(suite.browser, suite.server, { phone: true, locale: language.browser });
    const page: Page = viewer.page;
    try {
      await page.goto(`/join/${event.code}`);
      await page.waitForURL(`**/events/p/${event._id}`);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        locale,
        directionOf(locale),
      ]);

      // Join as a guest, by the form's own words.
      await page.getByLabel(say(language.events.join.yourName)).fill("Gia Gast");
      await page.getByLabel(plain(say(language.events.join.acceptTerms))).check();
      await page.getByRole("button", { name: say(language.events.join.joinAsGuest) }).click();
      await visible(page.getByRole("status").filter({ hasText: say(language.events.connection.connected) }));

      // Ask: the thank-you toast is the translation's.
      await page.getByRole("textbox", { name: say(language.questions.box.fieldLabel) }).fill("Gibt es eine Pause?");
      await page.getByRole("button", { name: say(language.questions.box.ask), exact: true }).click();
      await visible(page.locator(".Toastify").getByText(say(language.messages.questionAdded), { exact: true }));

      // Like the earlier question: its button says the count in the language's plural.
      const row = page.locator("li", { hasText: "Where are the slides?" });
      await row.getByRole("button", { name: say(language.questions.actions.like, { count: 0 }) }).click();
      await visible(row.getByRole("button", { name: say(language.questions.actions.like, { count: 1 }) }));

      // Vote in the open poll.
      const section = page.locator("[data-audience-poll]");
      await section.getByLabel("Coffee", { exact: true }).check();
      await section.getByRole("button", { name: say(language.poll.vote), exact: true }).click();
      await visible(section.getByText(say(language.poll.thanks)));

      await expectAccessible(page, `audience page in ${locale}`);
    } finally {
      await viewer.context.close();
    }
  });
});
