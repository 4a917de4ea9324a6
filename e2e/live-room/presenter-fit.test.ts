// The presenter view at 1920×1080 under a long "now answering" question: the top questions below
// show what fits, whole cards only, never a card cut at the bottom of the screen; with a short
// question on screen again, more cards come back.
import { apiPath, type Question } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import * as questionRoutes from "@handraise/contract/routes/questions";
import { makePro } from "@handraise/test-support";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type Cast, castSuite, connected } from "../questions/support/qanda.ts";
import { chromiumAvailable, type TestServer } from "../support/browser.ts";
import { openPresenter, presenter, SHOTS, visible } from "./support/live-room.ts";

const LONG_SPOTLIGHT =
  `${"We have heard a lot today about the budget for next year, the new offices and the hiring plan, but ".repeat(5)}what happens to the teams that are not mentioned anywhere in the plan?`.slice(
    0,
    500,
  );
const SHORT_SPOTLIGHT = "What comes next?";
const TOP = Array.from(
  { length: 7 },
  (_, i) =>
    `Question ${i + 1}: how will the changes to the shift patterns affect those of us who work nights and weekends across sites?`,
);

/** Each card of the top list that is shown, with whether it lies wholly inside the window. */
async function shownCards(screen: Page): Promise<{ whole: boolean; text: string }[]> {
  return screen.getByRole("list", { name: "Top questions by likes" }).evaluate((ol) => {
    const height = window.innerHeight;
    return Array.from(ol.querySelectorAll("li"))
      .filter((li) => li.checkVisibility())
      .map((li) => {
        const box = li.getBoundingClientRect();
        // The list clips what overflows it, so a card must also lie inside the list's own box.
        const list = ol.getBoundingClientRect();
        return {
          whole: box.top >= 0 && box.bottom <= height && box.bottom <= list.bottom + 1,
          text: li.textContent ?? "",
        };
      });
  });
}

describe.skipIf(!chromiumAvailable)("Live room: the presenter's top questions fit whole", () => {
  let cast: Cast;
  let screen: Page;
  const ids: Record<string, string> = {};

  let server: TestServer;
  castSuite((suite) => ({ cast, server } = suite));
  beforeAll(async () => {
    // Nine questions: more than Free's limit, so the host is Pro and raises it.
    await makePro(server.ctx.db, cast.hostUser._id);
    const raised = await cast.http.put(apiPath(eventRoutes.updateEvent, { id: cast.eventId }), {
      token: cast.hostUser.token,
      body: { maxQuestions: 20 },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    for (const text of [LONG_SPOTLIGHT, SHORT_SPOTLIGHT, ...TOP]) {
      const answer = await cast.http.post<Question>(apiPath(questionRoutes.askQuestion, { eventId: cast.eventId }), {
        token: cast.memberUser.token,
        body: { content: text, memberId: cast.memberUser._id },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      ids[text] = answer.body._id;
    }
    screen = await openPresenter(cast.host.context, cast.host.page);
    await connected(screen);
  });

  const putOnScreen = async (text: string) => {
    const answer = await cast.http.patch(apiPath(eventRoutes.spotlightQuestion, { id: ids[text] ?? "" }), {
      token: cast.hostUser.token,
      body: { on: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  it("under a long question on screen, every card shown lies wholly inside the window", async () => {
    await putOnScreen(LONG_SPOTLIGHT);
    await visible(presenter(screen).spotlight.getByText(LONG_SPOTLIGHT.slice(0, 60)));
    await expect.poll(async () => (await shownCards(screen)).every((card) => card.whole)).toBe(true);
    const underLong = await shownCards(screen);
    expect(underLong.length).toBeGreaterThan(0);
    await screen.screenshot({ path: `${SHOTS}/presenter-long-spotlight-1920.png` });

    await putOnScreen(SHORT_SPOTLIGHT);
    await visible(presenter(screen).spotlight.getByText(SHORT_SPOTLIGHT));
    await expect.poll(async () => (await shownCards(screen)).length).toBeGreaterThan(underLong.length);
    expect((await shownCards(screen)).every((card) => card.whole)).toBe(true);
    await screen.screenshot({ path: `${SHOTS}/presenter-short-spotlight-1920.png` });

    // A smaller window shows fewer, still whole.
    await screen.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(async () => (await shownCards(screen)).every((card) => card.whole)).toBe(true);
    await screen.setViewportSize({ width: 1920, height: 1080 });
  });
});
