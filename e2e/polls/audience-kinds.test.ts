// A phone in the audience votes in every kind of poll: the control its kind needs, then a
// thank-you with the voter's own vote and the results; the vote reaches the server as cast.
// A choice vote can be changed; a ranking is arranged by keyboard alone, and by dragging.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoHorizontalScroll, expectTouchTargets } from "../events/support/event-pages.ts";
import { chromiumAvailable, expectAccessible, type TestServer, type Viewer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { audiencePoll, buildPollCast, type PollCast, visible } from "./support/audience.ts";

describe.skipIf(!chromiumAvailable)("the audience votes in every kind of poll", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: PollCast;
  let guest: Viewer;

  browserSuite((suite) => ({ server, browser } = suite));
  beforeAll(async () => {
    cast = await buildPollCast(browser, server);
    guest = await cast.phone("guest");
  });
  afterAll(async () => {
    await cast?.close();
  });

  it("a single choice: radio buttons, then the thank-you with the vote, and a change of mind", async () => {
    const poll = audiencePoll(guest.page);
    const created = await cast.createPoll({ question: "Which talk first?", options: ["Keynote", "Panel", "Demo"] });
    await visible(poll.question("Which talk first?"));
    expect(await poll.section.getByRole("radio").count()).toBe(3);
    await expect.poll(() => poll.vote.isDisabled()).toBe(true);
    await poll.option("Panel").check();
    await expectAccessible(guest.page, "a choice poll's options");
    await expectTouchTargets(guest.page);
    await expectNoHorizontalScroll(guest.page);
    await poll.vote.click();

    await visible(poll.thanks);
    await visible(poll.yourVote.getByText("Panel", { exact: true }));
    await visible(poll.section.getByText("1 person voted."));
    await expectAccessible(guest.page, "the thank-you");
    expect((await cast.hostView(created._id)).options.map((o) => o.votes)).toEqual([0, 1, 0]);

    await poll.changeVote.click();
    await expect.poll(() => poll.option("Panel").isChecked()).toBe(true);
    // Changing starts in the control: the focus is on its first option.
    expect(await guest.page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("radio");
    await poll.option("Demo").check();
    await poll.vote.click();
    await visible(poll.yourVote.getByText("Demo", { exact: true }));
    const after = await cast.hostView(created._id);
    expect(after.options.map((o) => o.votes)).toEqual([0, 0, 1]);
    expect(after.totalVotes).toBe(1);
  });

  it("several choices: checkboxes", async () => {
    const poll = audiencePoll(guest.page);
    const created = await cast.createPoll({
      question: "Which topics?",
      options: ["Budget", "Parks", "Transport"],
      allowMultiple: true,
    });
    await visible(poll.question("Which topics?"));
    expect(await poll.section.getByRole("checkbox").count()).toBe(3);
    await poll.option("Budget").check();
    await poll.option("Transport").check();
    await poll.vote.click();
    await visible(poll.yourVote.getByText("Transport", { exact: true }));
    expect((await cast.hostView(created._id)).options.map((o) => o.votes)).toEqual([1, 0, 1]);
  });

  it("a word cloud: up to three words in small inputs", async () => {
    const poll = audiencePoll(guest.page);
    const created = await cast.createPoll({ kind: "wordcloud", question: "One word for today?" });
    await visible(poll.question("One word for today?"));
    await poll.section.getByLabel("Word 1").fill("  Inspiring ");
    const add = poll.section.getByRole("button", { name: "Add a word" });
    await add.click();
    // The new input takes the typing at once.
    await guest.page.keyboard.type("long");
    await add.click();
    await poll.section.getByLabel("Word 3").fill("fun");
    expect(await add.count()).toBe(0);
    await expect.poll(() => poll.section.getByLabel("Word 1").getAttribute("maxlength")).toBe("40");
    await expectAccessible(guest.page, "a word cloud's inputs");
    await poll.vote.click();
    await visible(poll.yourVote.getByText("Inspiring", { exact: true }));
    const words = (await cast.hostView(created._id)).words?.map((w) => w.text).sort();
    expect(words).toEqual(["Inspiring", "fun", "long"]);
  });

  it("a rating: the scale as big radio buttons", async () => {
    const poll = audiencePoll(guest.page);
    const created = await cast.createPoll({ kind: "rating", question: "How was the venue?", scaleMax: 10 });
    await visible(poll.question("How was the venue?"));
    expect(await poll.section.getByRole("radio").count()).toBe(10);
    // A tap on the number's square picks it; the radio behind it says so to screen readers.
    await poll.section.locator("label").filter({ hasText: /^8$/ }).click();
    await expect.poll(() => poll.section.getByRole("radio", { name: "8", exact: true }).isChecked()).toBe(true);
    await expectAccessible(guest.page, "a rating's scale");
    await expectTouchTargets(guest.page);
    await poll.vote.click();
    await visible(poll.yourVote.getByText("8 out of 10"));
    expect((await cast.hostView(created._id)).average).toBe(8);
  });

  it("a ranking by keyboard alone: move up and down, read out, the focus staying on the option", async () => {
    const poll = audiencePoll(guest.page);
    const created = await cast.createPoll({
      kind: "ranking",
      question: "Rank the priorities",
      options: ["Housing", "Schools", "Roads"],
    });
    await visible(poll.question("Rank the priorities"));
    expect(await poll.ranking()).toEqual(["Housing", "Schools", "Roads"]);

    await poll.section.getByRole("button", { name: "Move “Roads” up" }).focus();
    await guest.page.keyboard.press("Enter");
    await guest.page.keyboard.press("Enter");
    expect(await poll.ranking()).toEqual(["Roads", "Housing", "Schools"]);
    await visible(poll.section.getByText("“Roads” is now in place 1 of 3."));
    // At the top, the focus moved to the option's other button: Enter takes it down again.
    expect(await guest.page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Move “Roads” down",
    );
    await guest.page.keyboard.press("Enter");
    expect(await poll.ranking()).toEqual(["Housing", "Roads", "Schools"]);
    await expectAccessible(guest.page, "a ranking");
    await expectTouchTargets(guest.page);

    // Tab through to Vote and send from the keyboard too.
    await poll.vote.focus();
    await guest.page.keyboard.press("Enter");
    await visible(poll.thanks);
    // The focus went with the Vote button: it lands on the thank-you, not on the page.
    expect(await guest.page.evaluate(() => Boolean(document.activeElement?.closest("[data-audience-poll]")))).toBe(
      true,
    );
    expect(await poll.yourVote.locator("li").allTextContents()).toEqual(["Housing", "Roads", "Schools"]);
    const scores = (await cast.hostView(created._id)).options.map((o) => [o.text, o.score]);
    expect(scores).toEqual([
      ["Housing", 2],
      ["Schools", 0],
      ["Roads", 1],
    ]);
  });

  it("a ranking by dragging a row's handle", async () => {
    const poll = audiencePoll(guest.page);
    await cast.createPoll({ kind: "ranking", question: "Rank the snacks", options: ["Tea", "Cake", "Fruit"] });
    await visible(poll.question("Rank the snacks"));
    const handle = poll.rankedOptions.filter({ hasText: "Fruit" }).locator("[data-drag-handle]");
    const target = await poll.rankedOptions.filter({ hasText: "Tea" }).boundingBox();
    const start = await handle.boundingBox();
    if (!target || !start) throw new Error("no rows to drag");
    await guest.page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await guest.page.mouse.down();
    await guest.page.mouse.move(start.x + start.width / 2, target.y + 4, { steps: 8 });
    await guest.page.mouse.up();
    expect(await poll.ranking()).toEqual(["Fruit", "Tea", "Cake"]);
    await visible(poll.section.getByText("“Fruit” is now in place 1 of 3."));
  });

  it("an open answer: a text box with its count", async () => {
    const poll = audiencePoll(guest.page);
    const created = await cast.createPoll({ kind: "open", question: "What should we do next year?" });
    await visible(poll.question("What should we do next year?"));
    const box = poll.section.getByLabel("Your answer");
    await box.fill("More time for questions");
    await visible(poll.section.getByText("23/280"));
    expect(await box.getAttribute("maxlength")).toBe("280");
    await expectAccessible(guest.page, "an open answer's box");
    await poll.vote.click();
    await visible(poll.yourVote.getByText("More time for questions"));
    expect((await cast.hostView(created._id)).answers?.map((a) => a.text)).toEqual(["More time for questions"]);
  });
});
