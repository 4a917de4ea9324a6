// The poll section follows the host live, with no reload: a poll appears on the phone the moment
// the host opens it and leaves when it closes; results the host keeps hidden show once revealed.
// Someone who has not joined sees the open poll but is asked to join to vote.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNotReloaded, markNoReload } from "../questions/support/qanda.ts";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { audiencePoll, buildPollCast, connected, type PollCast, visible } from "./support/audience.ts";

describe.skipIf(!chromiumAvailable)("polls live on the audience's page", () => {
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

  it("a poll opened by the host appears at once, above the Q&A, and leaves when closed", async () => {
    const member = await cast.phone("member");
    const poll = audiencePoll(member.page);
    await markNoReload(member.page);
    const draft = await cast.createPoll({ question: "Coffee or tea?", options: ["Coffee", "Tea"], status: "draft" });
    await visible(member.page.getByRole("heading", { name: "Q&A" }));
    expect(await poll.section.count()).toBe(0);

    await cast.changePoll(draft._id, { status: "open" });
    await visible(poll.question("Coffee or tea?"));
    // On a phone it comes before the question box.
    const pollTop = (await poll.section.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const qandaTop = (await member.page.getByRole("heading", { name: "Q&A" }).boundingBox())?.y ?? 0;
    expect(pollTop).toBeLessThan(qandaTop);
    await expectAccessible(member.page, "the open poll on a phone");

    await cast.changePoll(draft._id, { status: "closed" });
    await expect.poll(() => poll.section.count()).toBe(0);
    await expectNotReloaded(member.page);
  });

  it("opening another poll replaces the open one", async () => {
    const member = await cast.phone("member");
    const poll = audiencePoll(member.page);
    await cast.createPoll({ question: "First poll?", options: ["Yes", "No"] });
    await visible(poll.question("First poll?"));
    await cast.createPoll({ kind: "rating", question: "Second poll?" });
    await visible(poll.question("Second poll?"));
    expect(await poll.question("First poll?").count()).toBe(0);
  });

  it("results hidden by the host show after the vote once the host reveals them", async () => {
    const member = await cast.phone("member");
    const poll = audiencePoll(member.page);
    const created = await cast.createPoll({
      question: "Which room next?",
      options: ["Hall A", "Hall B"],
      resultsShown: false,
    });
    await poll.option("Hall B").check();
    await poll.vote.click();
    await visible(poll.thanks);
    await visible(poll.section.getByText("Results are hidden until the host shows them."));
    expect(await poll.section.getByText("1 person voted.").count()).toBe(0);

    await cast.changePoll(created._id, { resultsShown: true });
    await visible(poll.section.getByText("1 person voted."));
    await expect.poll(() => poll.section.getByText("Results are hidden until the host shows them.").count()).toBe(0);
    // The voter's own vote stays through the live change, which carries nobody's vote.
    await visible(poll.yourVote.getByText("Hall B", { exact: true }));

    await cast.changePoll(created._id, { resultsShown: false });
    await visible(poll.section.getByText("Results are hidden until the host shows them."));
  });

  it("a visitor who has not joined sees the open poll and is asked to join to vote", async () => {
    const visitor = await openViewer(browser, server, { phone: true });
    await visitor.page.goto(`/events/p/${cast.eventId}`);
    await connected(visitor.page);
    const poll = audiencePoll(visitor.page);
    await cast.createPoll({ question: "Seen from outside?", options: ["Yes", "No"] });
    await visible(poll.question("Seen from outside?"));
    await visible(poll.section.getByText("Join the event to vote."));
    expect(await poll.section.getByRole("radio").count()).toBe(0);
    await expectAccessible(visitor.page, "the open poll for a visitor");
    await visitor.context.close();
  });
});
