// A live event staged through the API for the report page's tests: a host, an account member and
// a guest who joined, questions, likes and a poll with votes; and the report page's parts.
import { API_ROUTES, apiPath, type Poll, type Question } from "@handraise/contract";
import {
  buildEvent,
  buildUser,
  type HttpClient,
  joinAsAccount,
  joinAsGuest,
  type TestGuest,
  type TestUser,
} from "@handraise/test-support";
import type { Page } from "playwright-core";

/** Where screenshots of the report page are kept to be looked at. */
export const SHOTS = process.env.REPORT_SHOTS ?? "/tmp/report-shots";

export type Stage = { eventId: string; host: TestUser; member: TestUser; guest: TestGuest; http: HttpClient };

export async function stageEvent(http: HttpClient, title = "Quarterly All-Hands"): Promise<Stage> {
  const [host, member] = await Promise.all([buildUser(http), buildUser(http)]);
  const event = await buildEvent(http, host, { title });
  const live = await http.put(apiPath(API_ROUTES.updateEvent, { id: event._id }), {
    token: host.token,
    body: { status: "live" },
  });
  if (live.status !== 200) throw new Error(`going live failed: ${live.status}`);
  await joinAsAccount(http, event._id, member);
  const guest = await joinAsGuest(http, event._id, { guestName: "Quiet Guest" });
  return { eventId: event._id, host, member, guest, http };
}

/** A question asked by the account member (through the API, as another phone would). */
export async function ask(stage: Stage, content: string): Promise<Question> {
  const answer = await stage.http.post<Question>(`/api/questions/${stage.eventId}`, {
    token: stage.member.token,
    body: { content, memberId: stage.member._id },
  });
  if (answer.status !== 201) throw new Error(`ask failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function likeAsGuest(stage: Stage, question: Question): Promise<void> {
  const answer = await stage.http.post(`/api/questions/${question._id}/like`, {
    guestToken: stage.guest.guestToken,
    body: { memberId: stage.guest.guestId },
  });
  if (answer.status >= 300) throw new Error(`like failed: ${answer.status}`);
}

export async function markAnswered(stage: Stage, question: Question): Promise<void> {
  await stage.http.put(`/api/questions/${question._id}/status`, {
    token: stage.host.token,
    body: { status: "answered" },
  });
}

/** An open choice poll the member and the guest vote in. */
export async function pollWithVotes(stage: Stage): Promise<Poll> {
  const created = await stage.http.post<Poll>("/api/polls", {
    token: stage.host.token,
    body: { eventId: stage.eventId, question: "Tea or coffee?", options: ["Tea", "Coffee"] },
  });
  if (created.status !== 201) throw new Error(`createPoll failed: ${created.status} ${JSON.stringify(created.body)}`);
  const poll = created.body;
  const coffee = poll.options[1]?._id;
  await stage.http.post(`/api/polls/${poll._id}/vote`, { token: stage.member.token, body: { optionId: coffee } });
  await stage.http.post(`/api/polls/${poll._id}/vote`, {
    guestToken: stage.guest.guestToken,
    body: { optionId: coffee },
  });
  return poll;
}

/** The report page's parts, so the tests read as what a host sees. */
export function reportPage(page: Page) {
  return {
    heading: page.getByRole("heading", { level: 1 }),
    /** The headline figure under its label, e.g. figure("Questions") → "3". */
    figure: (key: string) => page.locator(`[data-figure="${key}"] dd`),
    chart: page.locator(".report-chart canvas"),
    chartTable: page.locator("table").filter({ has: page.locator("caption") }),
    topQuestions: page.getByRole("region", { name: "Top questions" }),
    polls: page.getByRole("region", { name: "Polls" }),
    eraseButton: page.getByRole("button", { name: "Erase data" }),
    excelButton: page.getByRole("button", { name: "Download Excel" }),
  };
}
