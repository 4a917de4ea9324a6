// A quiz on the phone, its time on the page's clock (installed before the page loads): the
// countdown runs from the quiz's opening; an answer before the end counts, and once the host
// closes the quiz the voter learns they were right and their points. At zero the options close
// and the page says time is up.
import { API_ROUTES, apiPath } from "@handraise/contract";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, expectAccessible, passTime, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { audiencePoll, buildPollCast, type PollCast, visible } from "./support/audience.ts";

const SECONDS = 60;

describe.skipIf(!chromiumAvailable)("a quiz on the audience's phone", () => {
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

  it("counts down, takes an answer in time, closes at zero, then shows who was right and the points", async () => {
    const quiz = await cast.createPoll({
      kind: "quiz",
      question: "What year was the town founded?",
      options: ["1820", "1851", "1902"],
      correctOptions: [1],
      secondsToAnswer: SECONDS,
    });
    // Each phone's clock is installed and held from before its page loads (support/clock.ts).
    const guest = await cast.phone("guest");
    const member = await cast.phone("member");
    const answering = audiencePoll(guest.page);
    const late = audiencePoll(member.page);
    await visible(answering.question("What year was the town founded?"));

    const timer = answering.section.getByRole("timer");
    const shownSeconds = async () => Number((await timer.textContent())?.match(/(\d+) s left/)?.[1]);
    const first = await shownSeconds();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(SECONDS);
    await passTime(guest.page, 10_000);
    await expect.poll(shownSeconds).toBe(first - 10);
    await expectAccessible(guest.page, "a quiz with its countdown");

    await answering.option("1851").check();
    await answering.answer.click();
    await visible(answering.section.getByText(/^Answer received/));
    await visible(answering.yourVote.getByText("1851", { exact: true }));
    // The first answer counts: no changing it.
    expect(await answering.changeVote.count()).toBe(0);

    // The member lets the time run out on their phone without answering.
    await visible(late.question("What year was the town founded?"));
    await passTime(member.page, SECONDS * 1000 + 1000);
    await visible(late.section.getByText("Time is up."));
    for (const radio of await late.section.getByRole("radio").all()) expect(await radio.isDisabled()).toBe(true);
    expect(await late.answer.isDisabled()).toBe(true);
    await expectAccessible(member.page, "a quiz whose time is up");

    await cast.changePoll(quiz._id, { status: "closed" });
    const verdict = answering.section.getByText(/^Right! You scored \d+ points\.$/);
    await visible(verdict);
    const points = Number((await verdict.textContent())?.match(/(\d+)/)?.[1]);
    expect(points).toBeGreaterThanOrEqual(500);
    expect(points).toBeLessThanOrEqual(1000);
    const board = await cast.http.get<{ entries: { name: string; points: number }[] }>(
      apiPath(API_ROUTES.getLeaderboard, { eventId: cast.eventId }),
      { token: cast.host.token },
    );
    expect(board.body.entries).toEqual([{ name: "Gia Guest", points }]);
    await expectAccessible(guest.page, "a closed quiz's outcome");

    await visible(late.section.getByText("You did not answer this quiz."));
    await visible(late.section.getByRole("heading", { name: "Correct answer" }));
    // The closed quiz stays until the voter closes it.
    await late.section.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => late.section.count()).toBe(0);
  });
});
