// The presenter view at 1920×1080 with results the host has not shown yet, then shown; and a quiz
// end to end: its countdown on the page's clock, answers by API (no tallies while people answer,
// the tallies once time is up), the host closes it, and the screen shows the correct answer and
// the leaderboard with names and points until the host goes back to the questions, or until the
// reveal's time has passed.
import { mkdirSync } from "node:fs";
import { apiPath, type Leaderboard, POLL_RESULTS_MESSAGES, POLL_STAGE_MESSAGES } from "@handraise/contract";
import * as pollRoutes from "@handraise/contract/routes/polls";
import { english } from "@handraise/test-support";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, passTime, type TestServer, type Viewer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import {
  buildPollCast,
  createPoll,
  openStage,
  optionIds,
  type PollCast,
  SHOTS,
  shoot,
  stage,
  updatePoll,
  visible,
  vote,
  voter,
} from "./support/stage.ts";

/** How long a closed quiz stays on screen (stage-poll.ts QUIZ_REVEAL_MS). */
const QUIZ_REVEAL_MS = 60_000;

describe.skipIf(!chromiumAvailable)("Polls on the presenter view: hidden results and a quiz", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: PollCast;
  let viewer: Viewer;
  let screen: Page;

  browserSuite((suite) => ({ server, browser } = suite));
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    cast = await buildPollCast(server);
    viewer = await openStage(browser, server, cast);
    screen = viewer.page;
  });
  afterAll(async () => {
    await viewer?.context.close();
  });

  it("results the host has not shown: the count of voters only, then the bars once shown", async () => {
    const view = stage(screen);
    const poll = await createPoll(cast, {
      question: "Should we move the standup?",
      options: ["Yes", "No"],
      resultsShown: false,
    });
    const ids = optionIds(poll);
    await vote(cast, voter(cast, 0), poll._id, { optionId: ids.Yes });
    await vote(cast, voter(cast, 1), poll._id, { optionId: ids.No });
    await vote(cast, voter(cast, 2), poll._id, { optionId: ids.Yes });
    await visible(view.poll.getByText(POLL_STAGE_MESSAGES.hidden));
    await view.expectVoters(3);
    // The view is the host's and has every number, but none reaches the screen: the options only.
    expect(await view.optionRow(ids.Yes ?? "")).toBe("Yes");
    expect(await view.optionRow(ids.No ?? "")).toBe("No");
    expect(await view.poll.textContent()).not.toMatch(/\d+%|votes?\b/);
    await shoot(screen, "hidden");
    await expectAccessible(screen, "the presenter view with hidden results");

    await updatePoll(cast, poll._id, { resultsShown: true });
    await expect.poll(() => view.optionRow(ids.Yes ?? "")).toMatch(/2 votes\s*·\s*67%/);
    expect(await view.optionRow(ids.No ?? "")).toMatch(/1 vote\s*·\s*33%/);
    expect(await view.poll.getByText(POLL_STAGE_MESSAGES.hidden).count()).toBe(0);
  });

  it("a quiz: countdown, answers, time up, then the correct answer and the leaderboard", async () => {
    const view = stage(screen);
    const quiz = await createPoll(cast, {
      question: "Which city hosts the head office?",
      kind: "quiz",
      options: ["Paris", "Lyon", "Nice"],
      correctOptions: [0],
      secondsToAnswer: 20,
    });
    const ids = optionIds(quiz);
    // Answers by API at once, while the server's 20 s run (the page's clock is the test's).
    await vote(cast, voter(cast, 0), quiz._id, { optionId: ids.Paris });
    await vote(cast, voter(cast, 2), quiz._id, { optionId: ids.Lyon });
    await vote(cast, voter(cast, 3), quiz._id, { optionId: ids.Paris });
    await visible(view.question.getByText("Which city hosts the head office?"));
    // The page's clock starts where the quiz opened: 20 seconds to go.
    await screen.clock.setSystemTime(Date.parse(quiz.openedAt ?? ""));
    await passTime(screen, 300);
    const seconds = screen.getByTestId("quiz-seconds");
    await expect.poll(() => seconds.textContent()).toBe("20");
    await visible(screen.getByRole("timer", { name: POLL_STAGE_MESSAGES.secondsLeft }));

    await view.expectVoters(3);
    // While people answer: the options, no tallies, nothing marked correct.
    expect(await view.optionRow(ids.Paris ?? "")).toBe("Paris");
    expect(await view.poll.getByText(POLL_RESULTS_MESSAGES.correct).count()).toBe(0);
    await passTime(screen, 8000);
    await expect.poll(() => seconds.textContent()).toBe("12");
    await shoot(screen, "quiz-answering");
    await expectAccessible(screen, "the presenter view during a quiz");

    // Time is up: the tallies show; which answer is right waits for the host.
    await passTime(screen, 12_000);
    await expect.poll(() => seconds.textContent()).toBe("0");
    await visible(view.poll.getByText(POLL_STAGE_MESSAGES.timeUp));
    await expect.poll(() => view.optionRow(ids.Paris ?? "")).toMatch(/2 votes\s*·\s*67%/);
    expect(await view.poll.getByText(POLL_RESULTS_MESSAGES.correct).count()).toBe(0);

    await updatePoll(cast, quiz._id, { status: "closed" });
    const paris = view.poll.locator(`[data-option-id="${ids.Paris}"]`);
    await visible(paris.getByText(POLL_RESULTS_MESSAGES.correct));
    expect(await view.poll.locator("[data-correct]").count()).toBe(1);
    expect(await screen.getByTestId("quiz-countdown").count()).toBe(0);

    const board = await cast.http.get<Leaderboard>(apiPath(pollRoutes.getLeaderboard, { eventId: cast.eventId }), {
      token: cast.host.token,
    });
    expect(board.status).toBe(200);
    const names = board.body.entries.map((entry) => entry.name);
    expect(names.slice(0, 2).sort()).toEqual(["Gus Guest", "Mo Member"]);
    const shown = screen.getByTestId("leaderboard").getByRole("listitem");
    await expect.poll(() => shown.getByTestId("leaderboard-name").allTextContents()).toEqual(names);
    expect(await shown.getByTestId("leaderboard-points").allTextContents()).toEqual(
      board.body.entries.map((entry) => english(POLL_RESULTS_MESSAGES.score, { points: entry.points })),
    );
    expect(board.body.entries[0]?.points).toBeGreaterThan(500);
    await shoot(screen, "quiz-revealed");
    await expectAccessible(screen, "the presenter view with a closed quiz");

    // The answer stays a while; then the questions come back.
    await passTime(screen, QUIZ_REVEAL_MS - 5000);
    await visible(paris);
    await passTime(screen, 5000);
    await visible(view.topQuestions);
    expect(await view.poll.count()).toBe(0);
  });

  it("the host goes back to the questions from a closed quiz at once", async () => {
    const view = stage(screen);
    const quiz = await createPoll(cast, {
      question: "How many offices do we have?",
      kind: "quiz",
      options: ["Two", "Three"],
      correctOptions: [1],
      secondsToAnswer: 30,
    });
    await visible(view.question.getByText("How many offices do we have?"));
    await vote(cast, voter(cast, 1), quiz._id, { optionId: optionIds(quiz).Three ?? "" });
    await updatePoll(cast, quiz._id, { status: "closed" });
    await visible(screen.getByTestId("leaderboard").getByText("Ada Account"));
    await screen.getByRole("button", { name: POLL_STAGE_MESSAGES.backToQuestions }).click();
    await visible(view.topQuestions);
  });
});
