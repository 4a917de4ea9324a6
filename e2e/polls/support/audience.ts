// The cast of the audience's poll tests and the page object of the poll section, so each test
// reads as the story it checks. The host acts through the API (creates, opens, closes, reveals);
// the audience is a phone (360 px) in a browser context of its own, a guest or an account member.
import { API_ROUTES, apiPath, type CreatePollBody, type Poll, type UpdatePollBody } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  type HttpClient,
  httpClient,
  joinAsAccount,
  joinAsGuest,
  makePro,
  type TestGuest,
  type TestUser,
} from "@handraise/test-support";
import type { Browser, Page } from "playwright-core";
import { connected, savedLogin, visible } from "../../events/support/event-pages.ts";
import { openGuest } from "../../questions/support/qanda.ts";
import { openViewer, type TestServer, type Viewer } from "../../support/browser.ts";

export { connected, visible };

export type PollCast = {
  http: HttpClient;
  eventId: string;
  host: TestUser;
  member: TestUser;
  guest: TestGuest;
  close: () => Promise<void>;
  /** Opens the event page on a phone as the guest or the member; the page is live once it returns. */
  phone: (who: "guest" | "member", options?: { wide?: boolean }) => Promise<Viewer>;
  createPoll: (body: Omit<CreatePollBody, "eventId">) => Promise<Poll>;
  changePoll: (pollId: string, change: UpdatePollBody) => Promise<Poll>;
  /** The poll as its hosts see it: every count, whatever the audience is shown. */
  hostView: (pollId: string) => Promise<Poll>;
};

/** A Pro host's event (room for every kind of poll), an account member and a guest. */
export async function buildPollCast(browser: Browser, server: TestServer): Promise<PollCast> {
  const http = httpClient(server.url);
  const host = await buildUser(http, { displayName: "Hana Host" });
  await makePro(server.ctx.db, host._id);
  const member = await buildUser(http, { displayName: "Mo Member" });
  const event = await buildEvent(http, host, { title: "Town Hall Polls", maxPolls: 20 });
  await joinAsAccount(http, event._id, member);
  const guest = await joinAsGuest(http, event._id, { guestName: "Gia Guest" });
  const viewers: Viewer[] = [];

  const ok = <T>(answer: { status: number; body: T }, what: string, status = 200): T => {
    if (answer.status !== status) throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  return {
    http,
    eventId: event._id,
    host,
    member,
    guest,
    close: async () => {
      for (const viewer of viewers) await viewer.context.close();
    },
    phone: async (who, options = {}) => {
      const viewer =
        who === "guest"
          ? await openGuest(browser, server, event._id, guest, !options.wide)
          : await openViewer(browser, server, { login: await savedLogin(http, member), phone: !options.wide });
      viewers.push(viewer);
      await viewer.page.goto(who === "guest" ? `/events/p/${event._id}` : `/events/${event._id}`);
      await connected(viewer.page);
      return viewer;
    },
    createPoll: async (body) =>
      ok(
        await http.post<Poll>(apiPath(API_ROUTES.createPoll), {
          token: host.token,
          body: { eventId: event._id, ...body },
        }),
        "createPoll",
        201,
      ),
    changePoll: async (pollId, change) =>
      ok(
        await http.patch<Poll>(apiPath(API_ROUTES.updatePoll, { pollId }), { token: host.token, body: change }),
        "updatePoll",
      ),
    hostView: async (pollId) => {
      const polls = ok(
        await http.get<Poll[]>(apiPath(API_ROUTES.listPolls, { eventId: event._id }), { token: host.token }),
        "listPolls",
      );
      const poll = polls.find((p) => p._id === pollId);
      if (!poll) throw new Error(`no poll ${pollId}`);
      return poll;
    },
  };
}

/** The poll section of the audience's event page. */
export function audiencePoll(page: Page) {
  const section = page.locator("[data-audience-poll]");
  return {
    section,
    question: (text: string) => section.getByRole("heading", { name: text }),
    option: (text: string) => section.getByLabel(text, { exact: true }),
    vote: section.getByRole("button", { name: "Vote", exact: true }),
    answer: section.getByRole("button", { name: "Answer", exact: true }),
    changeVote: section.getByRole("button", { name: "Change my vote" }),
    thanks: section.getByText("Thank you for voting!"),
    waiting: section.locator("[data-waiting-vote]"),
    /** The voter's own vote as the thank-you lists it. */
    yourVote: section.getByRole("heading", { name: /^Your (vote|answer)$/ }).locator(".."),
    rankedOptions: section.locator("[data-ranked-option]"),
    /** The ranking as shown, first place first. */
    async ranking(): Promise<string[]> {
      const rows = await section.locator("[data-ranked-option]").all();
      return Promise.all(rows.map(async (row) => (await row.locator("span[dir=auto]").textContent()) ?? ""));
    },
  };
}
