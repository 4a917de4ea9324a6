// The presenter view at 1920×1080 while polls run: each kind takes the screen when it opens and
// its results follow the votes as they arrive (by API, from accounts and guests); the word
// cloud's words keep their places as counts grow; hidden open answers never show; the Q&A comes
// back when the poll closes; axe finds nothing serious on the stage with a poll.
import { mkdirSync } from "node:fs";
import { POLL_STAGE_MESSAGES } from "@handraise/contract";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  animationsSettled,
  chromiumAvailable,
  expectAccessible,
  type TestServer,
  type Viewer,
} from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import {
  buildPollCast,
  createPoll,
  hideAnswer,
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

describe.skipIf(!chromiumAvailable)("Polls on the presenter view: every kind, live", () => {
  let server: TestServer;
  let cast: PollCast;
  let viewer: Viewer;
  let screen: Page;

  let browser: Browser;

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

  it("a choice poll takes the screen with live counts and shares, and the Q&A returns when it closes", async () => {
    const view = stage(screen);
    await visible(view.topQuestions);
    const poll = await createPoll(cast, {
      question: "Where should the offsite be?",
      options: ["Lisbon", "Oslo", "Rome"],
    });
    const ids = optionIds(poll);
    await visible(view.question.getByText("Where should the offsite be?"));
    expect(await view.topQuestions.count()).toBe(0);
    // The way in stays on screen, asking the room to vote.
    await visible(screen.getByTestId("presenter-code"));
    await visible(screen.getByRole("heading", { name: POLL_STAGE_MESSAGES.voteNow }));
    await view.expectVoters(0);

    for (const index of [0, 1, 2]) await vote(cast, voter(cast, index), poll._id, { optionId: ids.Lisbon });
    await vote(cast, voter(cast, 3), poll._id, { optionId: ids.Oslo });
    await view.expectVoters(4);
    await expect.poll(() => view.optionRow(ids.Lisbon ?? "")).toMatch(/3 votes\s*·\s*75%/);
    expect(await view.optionRow(ids.Oslo ?? "")).toMatch(/1 vote\s*·\s*25%/);
    expect(await view.optionRow(ids.Rome ?? "")).toMatch(/0 votes\s*·\s*0%/);
    await animationsSettled(screen);
    await shoot(screen, "choice");
    await expectAccessible(screen, "the presenter view with a choice poll");

    await updatePoll(cast, poll._id, { status: "closed" });
    await visible(view.topQuestions);
    expect(await view.poll.count()).toBe(0);
  });

  it("ten options of a multiple choice fit whole on screen, each share of the voters", async () => {
    const view = stage(screen);
    const texts = Array.from(
      { length: 10 },
      (_, i) => `Workshop ${i + 1}: a longer title for a session of the afternoon`,
    );
    const poll = await createPoll(cast, {
      question: "Which workshops will you join?",
      options: texts,
      allowMultiple: true,
    });
    const ids = poll.options.map((option) => option._id);
    await vote(cast, voter(cast, 0), poll._id, { optionIds: [ids[0] ?? "", ids[1] ?? ""] });
    await vote(cast, voter(cast, 1), poll._id, { optionIds: [ids[0] ?? ""] });
    await view.expectVoters(2);
    await expect.poll(() => view.optionRow(ids[0] ?? "")).toMatch(/2 votes\s*·\s*100%/);
    expect(await view.optionRow(ids[1] ?? "")).toMatch(/1 vote\s*·\s*50%/);
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 800 },
    ]) {
      await screen.setViewportSize(size);
      await animationsSettled(screen);
      const bottoms = await view.poll
        .locator("[data-option-id]")
        .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().bottom));
      expect(bottoms).toHaveLength(10);
      for (const bottom of bottoms) expect(bottom, `at ${size.width} px`).toBeLessThanOrEqual(size.height);
    }
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await shoot(screen, "choice-ten");
  });

  it("a word cloud's words grow in place: no word moves when counts change or words are added", async () => {
    const view = stage(screen);
    const poll = await createPoll(cast, { question: "One word for this quarter?", kind: "wordcloud" });
    await visible(view.question.getByText("One word for this quarter?"));
    const words = (index: number, given: string[]) => vote(cast, voter(cast, index), poll._id, { words: given });
    await words(0, ["growth", "busy"]);
    await words(1, ["Growth", "focus"]);
    await words(2, ["hiring"]);
    await expect
      .poll(async () => Object.keys(await view.wordBoxes()).sort())
      .toEqual(["busy", "focus", "growth", "hiring"]);
    await animationsSettled(screen);
    const before = await view.wordBoxes();

    await words(3, ["busy"]);
    await words(4, ["BUSY", "focus", "momentum"]);
    await expect.poll(async () => Object.keys(await view.wordBoxes()).length).toBe(5);
    await animationsSettled(screen);
    const after = await view.wordBoxes();
    for (const word of ["busy", "focus", "growth", "hiring"]) {
      expect(after[word]?.x, `${word} across`).toBeCloseTo(before[word]?.x ?? 0, 0);
      expect(after[word]?.y, `${word} down`).toBeCloseTo(before[word]?.y ?? 0, 0);
    }
    // "busy" went from 1 to 3 and grew; "hiring" stayed at 1 and shrank beside the new leader.
    expect(after.busy?.height ?? 0).toBeGreaterThan(before.busy?.height ?? 0);
    // The numbers behind the drawing are there for screen readers.
    const table = view.poll.locator("table");
    expect(await table.locator("tr", { hasText: "busy" }).textContent()).toContain("3");

    await words(5, ["calm"]);
    await expect.poll(async () => Object.keys(await view.wordBoxes()).length).toBe(6);
    await animationsSettled(screen);
    const last = await view.wordBoxes();
    for (const word of Object.keys(after)) expect(last[word]?.x, word).toBeCloseTo(after[word]?.x ?? 0, 0);
    await shoot(screen, "wordcloud");
    await expectAccessible(screen, "the presenter view with a word cloud");
  });

  it("a rating shows its distribution and its average", async () => {
    const view = stage(screen);
    const poll = await createPoll(cast, { question: "How useful was today?", kind: "rating", scaleMax: 5 });
    await visible(view.question.getByText("How useful was today?"));
    const values = [5, 4, 4, 3, 5, 4];
    for (const [index, value] of values.entries()) await vote(cast, voter(cast, index), poll._id, { value });
    await view.expectVoters(6);
    const average = view.poll.getByTestId("rating-average");
    await expect.poll(async () => (await average.textContent()) ?? "").toContain("4.2");
    expect(await average.textContent()).toContain("out of 5");
    const rows = await view.poll.locator("table tbody tr").allTextContents();
    expect(rows).toEqual(["10", "20", "31", "43", "52"]);
    // Columns grow smoothly, unless the viewer asked for less motion.
    const column = view.poll.locator("[style*='height']").first();
    const moving = () => column.evaluate((element) => getComputedStyle(element).transitionProperty);
    expect(await moving()).toBe("height");
    await screen.emulateMedia({ reducedMotion: "reduce" });
    expect(await moving()).toBe("none");
    await screen.emulateMedia({ reducedMotion: "no-preference" });
    await animationsSettled(screen);
    await shoot(screen, "rating");
  });

  it("a ranking lists the options by Borda score, with the score", async () => {
    const view = stage(screen);
    const poll = await createPoll(cast, {
      question: "Rank next year's priorities",
      kind: "ranking",
      options: ["Hiring", "Tooling", "Training"],
    });
    const ids = optionIds(poll);
    const order = (...texts: string[]) => texts.map((text) => ids[text] ?? "");
    await visible(view.question.getByText("Rank next year's priorities"));
    await vote(cast, voter(cast, 0), poll._id, { optionIds: order("Tooling", "Hiring", "Training") });
    await vote(cast, voter(cast, 1), poll._id, { optionIds: order("Tooling", "Training", "Hiring") });
    await vote(cast, voter(cast, 2), poll._id, { optionIds: order("Hiring", "Tooling", "Training") });
    // Tooling 2+2+1 = 5, Hiring 1+0+2 = 3, Training 0+1+0 = 1.
    await view.expectVoters(3);
    await expect.poll(() => view.optionOrder()).toEqual(order("Tooling", "Hiring", "Training"));
    expect(await view.optionRow(ids.Tooling ?? "")).toContain("5 points");
    expect(await view.optionRow(ids.Hiring ?? "")).toContain("3 points");
    expect(await view.optionRow(ids.Training ?? "")).toContain("1 point");
    await animationsSettled(screen);
    await shoot(screen, "ranking");
  });

  it("open answers form a wall, newest first, without the ones the host hid", async () => {
    const view = stage(screen);
    const poll = await createPoll(cast, { question: "What should we stop doing?", kind: "open" });
    await visible(view.question.getByText("What should we stop doing?"));
    const texts = [
      "Meetings without an agenda",
      "Status reports nobody reads",
      "Replying all to the whole company",
      "Friday afternoon releases",
    ];
    let last = poll;
    for (const [index, text] of texts.entries()) last = await vote(cast, voter(cast, index), poll._id, { text });
    const cards = view.poll.getByRole("list", { name: "Answers" }).getByRole("listitem");
    await expect.poll(() => cards.allTextContents()).toEqual([...texts].reverse());
    const rude = last.answers?.find((answer) => answer.text === "Replying all to the whole company");
    await hideAnswer(cast, poll._id, rude?._id ?? "");
    await expect.poll(() => cards.allTextContents()).toEqual([texts[3], texts[1], texts[0]]);
    await animationsSettled(screen);
    await shoot(screen, "open");
    await updatePoll(cast, poll._id, { status: "closed" });
    await visible(view.topQuestions);
  });
});
