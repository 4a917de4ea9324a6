// The host's Polls panel on the dashboard (docs/features/polls.md "The host's Polls panel"): a
// host creates a poll of each kind, opens one (the open one closes), sees a vote arrive live,
// hides and reveals results, hides an open answer, deletes a poll; on a Free event the counter
// and the server's refusal past the limit.
import { ANSWER_MESSAGES, MESSAGES, POLL_HOST_MESSAGES, type Poll } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  english,
  type HttpClient,
  httpClient,
  joinAsAccount,
  makePro,
} from "@handraise/test-support";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { connected, savedLogin, toast, visible } from "../events/support/event-pages.ts";
import { chromiumAvailable, expectAccessible, openViewer, type TestServer } from "../support/browser.ts";
import { browserSuite } from "../support/suite.ts";
import { card, createInPanel, statusOf } from "./support/host-panel.ts";

const M = POLL_HOST_MESSAGES;

async function pollNamed(http: HttpClient, eventId: string, token: string, question: string): Promise<Poll> {
  const list = await http.get<Poll[]>(`/api/polls/event/${eventId}`, { token });
  const poll = list.body.find((p) => p.question === question);
  if (!poll) throw new Error(`no poll ${question}`);
  return poll;
}

describe.skipIf(!chromiumAvailable)("the host's Polls panel", () => {
  let server: TestServer;
  let browser: Browser;
  browserSuite((suite) => ({ server, browser } = suite));

  it("creates every kind, opens one, shows votes live, hides results and answers, deletes", async () => {
    const http = httpClient(server.url);
    const hostUser = await buildUser(http);
    await makePro(server.ctx.db, hostUser._id);
    const event = await buildEvent(http, hostUser, { title: "Poll Night", maxPolls: 10 });
    const member = await buildUser(http);
    await joinAsAccount(http, event._id, member);
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, hostUser) });
    await page.goto(`/events/${event._id}/host`);
    await connected(page);
    const panel = page.getByTestId("polls-panel");
    await visible(panel.getByText(M.empty));
    await visible(panel.getByText(english(M.usage, { used: 0, max: 10 })));

    await createInPanel(
      page,
      { question: "Lunch?", kind: "choice", options: ["Tea", "Cake", "Soup"], status: "draft" },
      () => page.getByLabel(M.allowMultiple).check(),
    );
    await createInPanel(page, { question: "One word for today?", kind: "wordcloud", status: "open" });
    await createInPanel(page, { question: "How was the talk?", kind: "rating", status: "draft" }, () =>
      page.getByLabel(english(M.scaleOf, { max: 10 })).check(),
    );
    // Option rows come and go: removing the middle one keeps the others' text.
    await createInPanel(
      page,
      { question: "Rank the talks", kind: "ranking", options: ["A", "X", "B"], status: "draft" },
      async () => {
        await page.getByRole("button", { name: english(M.removeOption, { n: 2 }) }).click();
        expect(await page.getByLabel(english(M.optionLabel, { n: 2 }), { exact: true }).inputValue()).toBe("B");
        expect(await page.getByLabel(english(M.optionLabel, { n: 3 }), { exact: true }).count()).toBe(0);
      },
    );
    await createInPanel(page, { question: "Any ideas?", kind: "open", status: "draft" });

    // A quiz needs a correct option: the form says so under the options, then takes it.
    await panel.getByRole("button", { name: M.newPoll }).click();
    const form = page.getByTestId("poll-create-form");
    await form.getByLabel(M.questionLabel).fill("Capital of France?");
    await form.getByLabel(M.kindLabel).selectOption("quiz");
    await form.getByLabel(english(M.optionLabel, { n: 1 }), { exact: true }).fill("Lyon");
    await form.getByLabel(english(M.optionLabel, { n: 2 }), { exact: true }).fill("Paris");
    await form.getByLabel(M.secondsLabel).fill("45");
    await form.getByRole("button", { name: M.saveDraft }).click();
    await visible(form.getByRole("alert").filter({ hasText: M.correctRequired }));
    await form.getByLabel(english(M.correctLabel, { n: 2 })).check();
    await expectAccessible(page, "the Polls panel with its form open");
    await form.getByRole("button", { name: M.saveDraft }).click();
    await statusOf(page, "Capital of France?", "draft");
    await visible(panel.getByText(english(M.usage, { used: 6, max: 10 })));
    const kinds = await panel.getByTestId("poll-badges").allTextContents();
    for (const kind of Object.values(M.kinds)) expect(kinds.join(" ")).toContain(kind);
    const ranking = await pollNamed(http, event._id, hostUser.token, "Rank the talks");
    expect(ranking.options.map((o) => o.text)).toEqual(["A", "B"]);
    const quiz = await pollNamed(http, event._id, hostUser.token, "Capital of France?");
    expect(quiz).toMatchObject({ secondsToAnswer: 45, correctOptionIds: [quiz.options[1]?._id] });

    // The wording changes while nobody voted.
    await card(page, "How was the talk?").getByRole("button", { name: M.edit }).click();
    const edit = page.getByTestId("poll-edit-form");
    await edit.getByLabel(M.questionLabel).fill("How was the keynote?");
    await edit.getByRole("button", { name: M.save }).click();
    await statusOf(page, "How was the keynote?", "draft");
    await toast(page, M.saved);

    // Opening the choice poll closes the word cloud.
    await card(page, "Lunch?").getByRole("button", { name: M.open, exact: true }).click();
    await statusOf(page, "Lunch?", "open");
    await statusOf(page, "One word for today?", "closed");

    // A vote by API shows in the panel without a reload.
    const lunch = await pollNamed(http, event._id, hostUser.token, "Lunch?");
    const optionIds = lunch.options.slice(0, 2).map((o) => o._id);
    expect((await http.post(`/api/polls/${lunch._id}/vote`, { token: member.token, body: { optionIds } })).status).toBe(
      200,
    );
    await visible(card(page, "Lunch?").getByText("1 person voted."));
    expect(await card(page, "Lunch?").getByRole("button", { name: M.edit }).count()).toBe(0);

    // Results hidden from the audience, then shown again.
    await card(page, "Lunch?").getByRole("button", { name: M.hideResults }).click();
    await visible(card(page, "Lunch?").getByText(M.resultsHidden));
    expect((await pollNamed(http, event._id, member.token, "Lunch?")).totalVotes).toBeNull();
    await card(page, "Lunch?").getByRole("button", { name: M.showResults }).click();
    await visible(card(page, "Lunch?").getByText(M.resultsShown));
    expect((await pollNamed(http, event._id, member.token, "Lunch?")).totalVotes).toBe(1);

    // An open answer, hidden from the audience and shown again.
    await card(page, "Any ideas?").getByRole("button", { name: M.open, exact: true }).click();
    await statusOf(page, "Lunch?", "closed");
    const ideas = await pollNamed(http, event._id, hostUser.token, "Any ideas?");
    await http.post(`/api/polls/${ideas._id}/vote`, { token: member.token, body: { text: "Free coffee" } });
    await card(page, "Any ideas?")
      .getByRole("button", { name: english(M.hideAnswerLabel, { text: "Free coffee" }) })
      .click();
    await visible(card(page, "Any ideas?").getByText(M.hiddenAnswer));
    expect((await pollNamed(http, event._id, member.token, "Any ideas?")).answers).toEqual([]);
    await card(page, "Any ideas?")
      .getByRole("button", { name: english(M.showAnswerLabel, { text: "Free coffee" }) })
      .click();
    await card(page, "Any ideas?").getByText(M.hiddenAnswer).waitFor({ state: "detached" });
    await expectAccessible(page, "the Polls panel with results");

    // Deleting asks first.
    await card(page, "Rank the talks").getByRole("button", { name: M.delete }).click();
    const dialog = page.getByRole("dialog", { name: M.deleteTitle });
    await visible(dialog.getByText(M.confirmDelete));
    await dialog.getByRole("button", { name: M.delete }).click();
    await toast(page, MESSAGES.pollDeleted);
    await card(page, "Rank the talks").waitFor({ state: "detached" });
    await visible(panel.getByText(english(M.usage, { used: 5, max: 10 })));
    await context.close();
  });

  it("counts a Free event's polls and shows the server's refusal past its limit", async () => {
    const http = httpClient(server.url);
    const hostUser = await buildUser(http);
    const event = await buildEvent(http, hostUser, { title: "Free Polls" });
    expect(event.maxPolls).toBe(3);
    for (const question of ["First?", "Second?", "Third?"]) {
      const body = { eventId: event._id, question, kind: "wordcloud", status: "draft" };
      expect((await http.post("/api/polls", { token: hostUser.token, body })).status).toBe(201);
    }
    const { page, context } = await openViewer(browser, server, {
      phone: true,
      login: await savedLogin(http, hostUser),
    });
    await page.goto(`/events/${event._id}/host`);
    const panel = page.getByTestId("polls-panel");
    await visible(panel.getByText(`${english(M.usage, { used: 3, max: 3 })} · ${M.limitReached}`));

    await panel.getByRole("button", { name: M.newPoll }).click();
    const form = page.getByTestId("poll-create-form");
    await form.getByLabel(M.questionLabel).fill("Fourth?");
    await form.getByLabel(M.kindLabel).selectOption("open");
    await form.getByRole("button", { name: M.openNow }).click();
    await visible(form.getByRole("alert").filter({ hasText: ANSWER_MESSAGES.pollLimitReached }));
    expect(await panel.getByRole("article").count()).toBe(3);
    await context.close();
  });

  it("sets the event's poll limit with a stepper bounded by the plan", async () => {
    const http = httpClient(server.url);
    const hostUser = await buildUser(http);
    const event = await buildEvent(http, hostUser, { title: "Stepper Night" });
    const { page, context } = await openViewer(browser, server, { login: await savedLogin(http, hostUser) });
    await page.goto(`/events/${event._id}/edit`);
    const polls = page.getByRole("spinbutton", { name: "Polls", exact: true });
    await visible(polls);
    expect(await polls.inputValue()).toBe("3");
    expect(await polls.getAttribute("max")).toBe("3");
    expect(await page.getByRole("button", { name: "Increase polls" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Decrease polls" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(`**/events/${event._id}/host`);
    await visible(page.getByTestId("polls-panel").getByText(english(M.usage, { used: 0, max: 2 })));
    const saved = await http.get(`/api/events/${event._id}`, { token: hostUser.token });
    expect(saved.body.maxPolls).toBe(2);
    await context.close();
  });
});
