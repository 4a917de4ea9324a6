// A vote is never lost to the venue's Wi-Fi: cast offline, it waits on the phone, visibly, and
// reaches the server once when the connection returns. A quiz answer whose reply was lost is
// sent again and the quiz's refusal of a second answer is taken as the first one counted.
import { API_ROUTES, apiPath } from "@handraise/contract";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backOnline } from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, passTime, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { audiencePoll, buildPollCast, type PollCast, visible } from "./support/audience.ts";

describe.skipIf(!chromiumAvailable)("votes on a failing connection", () => {
  let server: TestServer;
  let browser: Browser;
  let cast: PollCast;

  browserSuite((suite) => ({ server, browser } = suite));
  beforeAll(async () => {
    cast = await buildPollCast(browser, server);
  });
  afterAll(async () => {
    await cast?.close();
  });

  /** Counts the vote requests of this poll the server answered with a counted vote. */
  function countCountedVotes(page: Page, pollId: string): () => number {
    let counted = 0;
    const path = apiPath(API_ROUTES.voteInPoll, { pollId });
    page.on("response", (response) => {
      if (response.url().endsWith(path) && response.status() === 200) counted += 1;
    });
    return () => counted;
  }

  it("a vote cast offline waits on the phone and reaches the server once when it is back online", async () => {
    const member = await cast.phone("member");
    const poll = audiencePoll(member.page);
    const created = await cast.createPoll({ question: "Lunch at noon or one?", options: ["Noon", "One"] });
    await visible(poll.question("Lunch at noon or one?"));
    const counted = countCountedVotes(member.page, created._id);

    await member.context.setOffline(true);
    await poll.option("One").check();
    await poll.vote.click();
    await visible(poll.waiting.getByText("Your vote will be sent when you are back online."));
    await visible(poll.yourVote.getByText("One", { exact: true }));
    await expectAccessible(member.page, "a vote waiting for the connection");
    const stored = await member.page.evaluate(
      (eventId) => localStorage.getItem(`handraise.pollVotes:${eventId}`),
      cast.eventId,
    );
    expect(stored).toContain(created._id);
    expect((await cast.hostView(created._id)).totalVotes).toBe(0);

    await backOnline(member);
    await visible(poll.thanks);
    await expect.poll(() => poll.waiting.count()).toBe(0);
    // Retries keep coming every few seconds while a vote waits: none is left to send.
    await passTime(member.page, 10_000);
    expect((await cast.hostView(created._id)).totalVotes).toBe(1);
    expect(counted()).toBe(1);
    const left = await member.page.evaluate(
      (eventId) => localStorage.getItem(`handraise.pollVotes:${eventId}`),
      cast.eventId,
    );
    expect(left).toBeNull();
  });

  it("a quiz answer whose reply was lost is sent again, and the quiz's 409 counts as delivered", async () => {
    const guest = await cast.phone("guest");
    const poll = audiencePoll(guest.page);
    const quiz = await cast.createPoll({
      kind: "quiz",
      question: "How many bridges in town?",
      options: ["Two", "Five"],
      correctOptions: [1],
      secondsToAnswer: 120,
    });
    await visible(poll.question("How many bridges in town?"));

    // The first request reaches the server, which counts the answer; its reply is lost.
    const path = `**${apiPath(API_ROUTES.voteInPoll, { pollId: quiz._id })}`;
    let sent = 0;
    await guest.page.route(path, async (route) => {
      sent += 1;
      if (sent === 1) {
        await route.fetch();
        return route.abort("connectionreset");
      }
      return route.continue();
    });
    await poll.option("Five").check();
    await poll.answer.click();
    await visible(poll.waiting);

    await passTime(guest.page, 5000);
    await visible(poll.section.getByText(/^Answer received/));
    await visible(poll.yourVote.getByText("Five", { exact: true }));
    await expect.poll(() => poll.waiting.count()).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(await poll.section.getByRole("alert").count()).toBe(0);
    expect((await cast.hostView(quiz._id)).totalVotes).toBe(1);
    await guest.page.unroute(path);
  });
});
