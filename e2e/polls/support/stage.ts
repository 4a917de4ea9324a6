// The cast and page object of the presenter's polls: a Pro host whose event takes many polls,
// voters who are accounts and guests, everything made and voted through the API, and the
// presenter view at projector size in the host's browser.
import {
  apiPath,
  type CreatePollBody,
  POLL_RESULTS_MESSAGES,
  type Poll,
  type UpdatePollBody,
  type VotePollBody,
} from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import * as pollRoutes from "@handraise/contract/routes/polls";
import {
  buildEvent,
  buildUser,
  english,
  type HttpClient,
  httpClient,
  joinAsAccount,
  joinAsGuest,
  makePro,
  type TestUser,
} from "@handraise/test-support";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { connected, savedLogin, visible } from "../../events/support/event-pages.ts";
import { animationsSettled, openViewer, type TestServer, type Viewer } from "../../support/browser.ts";

export { connected, visible };

/** Where screenshots of the presenter's polls are kept to be looked at. */
export const SHOTS = process.env.POLL_SHOTS ?? "/tmp/poll-shots";

/** Someone who votes: an account (token) or a guest (guestToken), with the name they go by. */
export type Voter = { name: string; token?: string; guestToken?: string };

export type PollCast = { http: HttpClient; eventId: string; host: TestUser; voters: Voter[] };

/** A Pro host's event (50 polls), two account members and four guests. */
export async function buildPollCast(server: TestServer): Promise<PollCast> {
  const http = httpClient(server.url);
  const host = await buildUser(http, { displayName: "Hana Host" });
  await makePro(server.ctx.db, host._id);
  const event = await buildEvent(http, host, { title: "All Hands" });
  const raised = await http.put(apiPath(eventRoutes.updateEvent, { id: event._id }), {
    token: host.token,
    body: { maxPolls: 50, maxMembers: 50 },
  });
  expect(raised.status, JSON.stringify(raised.body)).toBe(200);
  const voters: Voter[] = [];
  for (const name of ["Mo Member", "Ada Account"]) {
    const user = await buildUser(http, { displayName: name });
    await joinAsAccount(http, event._id, user);
    voters.push({ name, token: user.token });
  }
  for (const name of ["Gia Guest", "Gus Guest", "Gwen Guest", "Gil Guest"]) {
    const guest = await joinAsGuest(http, event._id, { guestName: name });
    voters.push({ name, guestToken: guest.guestToken });
  }
  return { http, eventId: event._id, host, voters };
}

/** The cast's voter at `index` (accounts first, then guests). */
export function voter(cast: PollCast, index: number): Voter {
  const found = cast.voters[index];
  if (!found) throw new Error(`the cast has no voter ${index}`);
  return found;
}

export async function createPoll(cast: PollCast, body: Omit<CreatePollBody, "eventId">): Promise<Poll> {
  const answer = await cast.http.post<Poll>(apiPath(pollRoutes.createPoll), {
    token: cast.host.token,
    body: { eventId: cast.eventId, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

export async function updatePoll(cast: PollCast, pollId: string, change: UpdatePollBody): Promise<Poll> {
  const answer = await cast.http.patch<Poll>(apiPath(pollRoutes.updatePoll, { pollId }), {
    token: cast.host.token,
    body: change,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

export async function vote(cast: PollCast, voter: Voter, pollId: string, body: VotePollBody): Promise<Poll> {
  const answer = await cast.http.post<Poll>(apiPath(pollRoutes.voteInPoll, { pollId }), {
    token: voter.token,
    guestToken: voter.guestToken,
    body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The option ids of a poll, by their text. */
export function optionIds(poll: Poll): Record<string, string> {
  return Object.fromEntries(poll.options.map((option) => [option.text, option._id]));
}

/** The host's presenter view of the cast's event at `width`×`height`, connected. */
export async function openStage(
  browser: Browser,
  server: TestServer,
  cast: PollCast,
  size = { width: 1920, height: 1080 },
): Promise<Viewer> {
  const viewer = await openViewer(browser, server, { login: await savedLogin(cast.http, cast.host) });
  await viewer.page.setViewportSize(size);
  await viewer.page.goto(`/events/${cast.eventId}/present`);
  await visible(viewer.page.getByTestId("presenter-code"));
  await connected(viewer.page);
  return viewer;
}

/** The presenter view's poll. */
export function stage(page: Page) {
  const poll = page.getByTestId("presenter-poll");
  return {
    poll,
    question: page.locator("#presenter-poll-heading"),
    voters: poll.getByTestId("poll-voters"),
    topQuestions: page.getByRole("heading", { name: "Top questions" }),
    /** The text of an option's row of bars (its count and share). */
    async optionRow(optionId: string): Promise<string> {
      return (await poll.locator(`[data-option-id="${optionId}"]`).textContent()) ?? "";
    },
    /** The options in the order shown. */
    async optionOrder(): Promise<string[]> {
      return poll
        .locator("[data-option-id]")
        .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-option-id") ?? ""));
    },
    /** Each word of the cloud with its box's centre. */
    async wordBoxes(): Promise<Record<string, { x: number; y: number; height: number }>> {
      return poll.locator("[data-word]").evaluateAll((cells) =>
        Object.fromEntries(
          cells.map((cell) => {
            const box = (cell.firstElementChild ?? cell).getBoundingClientRect();
            return [
              cell.getAttribute("data-word") ?? "",
              { x: box.x + box.width / 2, y: box.y + box.height / 2, height: box.height },
            ];
          }),
        ),
      );
    },
    /** The poll's voters line says `count` people voted. */
    async expectVoters(count: number): Promise<void> {
      await expect
        .poll(async () => (await poll.getByTestId("poll-voters").textContent()) ?? "")
        .toBe(english(POLL_RESULTS_MESSAGES.voters, { count }));
    },
  };
}

/** The host hides an open answer from the wall. */
export async function hideAnswer(cast: PollCast, pollId: string, answerId: string): Promise<void> {
  const answer = await cast.http.patch(apiPath(pollRoutes.updatePollAnswer, { pollId, answerId }), {
    token: cast.host.token,
    body: { hidden: true },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Screenshots of the view at projector size and in a 1280 px laptop window. */
export async function shoot(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/${name}-1920.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await animationsSettled(page);
}
