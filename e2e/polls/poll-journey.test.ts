// The whole room at once (issue 19 "Done when"): a host prepares a poll of every kind on the
// dashboard before the event, then runs them one by one; a phone votes in each with its own
// control, and the presenter view shows each live as the vote lands. Results hidden from the room
// are revealed by the host; the quiz ends with its correct answer and the leaderboard on the big
// screen and the voter's points on the phone.
import { POLL_HOST_MESSAGES, POLL_RESULTS_MESSAGES, POLL_STAGE_MESSAGES } from "@handraise/contract";
import { english } from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedLogin } from "../events/support/event-pages.ts";
import { chromiumAvailable, openViewer, type TestServer, type Viewer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { audiencePoll, buildPollCast, connected, type PollCast, visible } from "./support/audience.ts";
import { card, createInPanel, statusOf } from "./support/host-panel.ts";
import { openStage, stage } from "./support/stage.ts";

const M = POLL_HOST_MESSAGES;

describe.skipIf(!chromiumAvailable)("a poll of every kind, run from the dashboard", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: PollCast;
  let host: Viewer;
  let phone: Viewer;
  let screen: Viewer;

  browserSuite((suite) => ({ server, browser } = suite));
  beforeAll(async () => {
    cast = await buildPollCast(browser, server);
    host = await openViewer(browser, server, { login: await savedLogin(cast.http, cast.host) });
    await host.page.goto(`/events/${cast.eventId}/host`);
    await connected(host.page);
  });
  afterAll(async () => {
    await host?.context.close();
    await screen?.context.close();
    await cast?.close();
  });

  /** The host opens a prepared poll; the phone and the big screen both show it. */
  async function run(question: string): Promise<void> {
    await card(host.page, question).getByRole("button", { name: M.open, exact: true }).click();
    await statusOf(host.page, question, "open");
    await visible(audiencePoll(phone.page).question(question));
    await visible(screen.page.locator("#presenter-poll-heading").getByText(question));
  }

  /** The vote has reached the big screen and the host's panel. */
  async function counted(question: string): Promise<void> {
    await stage(screen.page).expectVoters(1);
    await visible(card(host.page, question).getByText(english(POLL_RESULTS_MESSAGES.voters, { count: 1 })));
  }

  it("prepares every kind as a draft before the event", async () => {
    await createInPanel(host.page, {
      question: "Tea or coffee?",
      kind: "choice",
      options: ["Tea", "Coffee"],
      status: "draft",
    });
    await createInPanel(host.page, { question: "One word for the day?", kind: "wordcloud", status: "draft" });
    await createInPanel(host.page, { question: "How was the venue?", kind: "rating", status: "draft" });
    await createInPanel(host.page, {
      question: "Rank the talks",
      kind: "ranking",
      options: ["Keynote", "Panel", "Demo"],
      status: "draft",
    });
    await createInPanel(host.page, { question: "Any ideas for next time?", kind: "open", status: "draft" });
    await createInPanel(
      host.page,
      { question: "Capital of France?", kind: "quiz", options: ["Lyon", "Paris"], status: "draft" },
      async () => {
        await host.page.getByLabel(english(M.correctLabel, { n: 2 })).check();
        await host.page.getByLabel(M.secondsLabel).fill("300");
      },
    );
    // Drafts are the hosts' alone: the phone and the big screen open on the Q&A.
    phone = await cast.phone("guest");
    screen = await openStage(browser, server, { http: cast.http, eventId: cast.eventId, host: cast.host, voters: [] });
    await visible(stage(screen.page).topQuestions);
    expect(await audiencePoll(phone.page).section.count()).toBe(0);
  });

  it("a choice poll with its results hidden, then revealed to the room", async () => {
    await card(host.page, "Tea or coffee?").getByRole("button", { name: M.hideResults }).click();
    await visible(card(host.page, "Tea or coffee?").getByText(M.resultsHidden));
    await run("Tea or coffee?");
    const poll = audiencePoll(phone.page);
    await poll.option("Coffee").check();
    await poll.vote.click();
    await visible(poll.thanks);
    await visible(poll.section.getByText(POLL_RESULTS_MESSAGES.hidden));
    await visible(stage(screen.page).poll.getByText(POLL_STAGE_MESSAGES.hidden));
    await counted("Tea or coffee?");

    await card(host.page, "Tea or coffee?").getByRole("button", { name: M.showResults }).click();
    await visible(poll.section.getByText(english(POLL_RESULTS_MESSAGES.voters, { count: 1 })));
    await expect.poll(() => stage(screen.page).poll.textContent()).toMatch(/1 vote\s*·\s*100%/);
    expect(await stage(screen.page).poll.getByText(POLL_STAGE_MESSAGES.hidden).count()).toBe(0);
  });

  it("a word cloud", async () => {
    await run("One word for the day?");
    const poll = audiencePoll(phone.page);
    await poll.section.getByLabel("Word 1").fill("bright");
    await poll.vote.click();
    await visible(poll.thanks);
    await counted("One word for the day?");
    await visible(stage(screen.page).poll.locator('[data-word="bright"]'));
  });

  it("a rating", async () => {
    await run("How was the venue?");
    const poll = audiencePoll(phone.page);
    await poll.section.locator("label").filter({ hasText: /^4$/ }).click();
    await poll.vote.click();
    await visible(poll.yourVote.getByText("4 out of 5"));
    await counted("How was the venue?");
  });

  it("a ranking, moved by keyboard on the phone", async () => {
    await run("Rank the talks");
    const poll = audiencePoll(phone.page);
    await poll.section.getByRole("button", { name: "Move “Demo” up" }).click();
    expect(await poll.ranking()).toEqual(["Keynote", "Demo", "Panel"]);
    await poll.vote.click();
    await visible(poll.thanks);
    await counted("Rank the talks");
    await expect
      .poll(async () => (await stage(screen.page).poll.locator("[data-option-id]").allTextContents()).join(" | "))
      .toMatch(/Keynote.*\|.*Demo.*\|.*Panel/);
  });

  it("open answers on the wall", async () => {
    await run("Any ideas for next time?");
    const poll = audiencePoll(phone.page);
    await poll.section.getByRole("textbox").fill("More coffee breaks");
    await poll.vote.click();
    await visible(poll.thanks);
    await counted("Any ideas for next time?");
    await visible(stage(screen.page).poll.getByText("More coffee breaks"));
  });

  it("a quiz: answered on the phone, then its answer and the leaderboard on the big screen", async () => {
    await run("Capital of France?");
    const poll = audiencePoll(phone.page);
    await poll.option("Paris").check();
    await poll.answer.click();
    await visible(poll.section.getByText(/^Answer received/));
    await stage(screen.page).expectVoters(1);

    await card(host.page, "Capital of France?").getByRole("button", { name: M.close, exact: true }).click();
    await statusOf(host.page, "Capital of France?", "closed");
    const board = screen.page.getByTestId("leaderboard");
    await visible(board.getByText(cast.guest.guestName));
    await visible(screen.page.getByText(POLL_RESULTS_MESSAGES.correct).first());
    await visible(poll.section.getByText(/^Right! You scored \d+ points\.$/));
  });
});
