// The rules of polls (issue 19; docs/features/polls.md): hosts create, change and delete, one poll
// of an event is open at a time, drafts are the hosts' alone. Votes: vote-service.ts.
import { randomUUID } from "node:crypto";
import {
  ANSWER_MESSAGES,
  type CreatePollFields,
  KINDS_WITH_OPTIONS,
  type Leaderboard,
  MESSAGES,
  type Poll,
  type UpdatePollBody,
} from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/connect.ts";
import { type Actor, memberIdOf } from "../../http/actor.ts";
import { badRequest, conflict, notFound } from "../../http/app-error.ts";
import { english } from "../../i18n/format.ts";
import { eventAccessFor } from "../events/event-access.ts";
import { assertHost, assertReadable } from "../events/policy.ts";
import { lockEvent } from "../events/repository.ts";
import { announcePoll, announcePollDeleted, type PollViews } from "./broadcasts.ts";
import { assertPollHost } from "./policy.ts";
import { readPollFacts } from "./poll-facts.ts";
import { type PollView, presentPoll } from "./presenter.ts";
import {
  closeOpenPolls,
  countPollsOfEvent,
  deletePollRow,
  findPoll,
  insertPoll,
  listPollsOfEvent,
  optionsOf,
  type PollRow,
  replaceOptions,
  updatePollRow,
} from "./repository.ts";
import { kindOf, type PollSettings, settingsOf } from "./settings.ts";
import { leaderboardRows } from "./tally-repository.ts";
import { countBallots } from "./vote-repository.ts";

export type PollDeps = Pick<AppContext, "db" | "engine" | "realtime">;

const LEADERBOARD_SIZE = 10;

/** One poll as the caller sees it, read afresh. */
export async function presented(db: Db, poll: PollRow, actor: Actor, view: PollView): Promise<Poll> {
  const facts = await readPollFacts(db, [poll], memberIdOf(actor));
  const own = facts.get(poll.id);
  if (!own) throw notFound(ANSWER_MESSAGES.pollNotFound);
  return presentPoll(poll, own, view);
}

/** The poll as the hosts' room and the audience room see it (no one's own vote). */
export async function pollViews(db: Db, pollId: string): Promise<PollViews | undefined> {
  const poll = await findPoll(db, pollId);
  if (!poll) return undefined;
  const facts = (await readPollFacts(db, [poll], undefined)).get(poll.id);
  if (!facts) return undefined;
  return { host: presentPoll(poll, facts, { isHost: true }), audience: presentPoll(poll, facts, { isHost: false }) };
}

/** After a commit: each changed poll to the rooms, in their views (`wereDrafts`: unknown to the audience). */
export async function announcePolls(deps: PollDeps, pollIds: string[], wereDrafts: string[] = []): Promise<void> {
  for (const pollId of pollIds) {
    const views = await pollViews(deps.db, pollId);
    if (views) announcePoll(deps.realtime, views, !wereDrafts.includes(pollId));
  }
}

function optionRows(pollId: string, texts: string[]) {
  return texts.map((text, position) => ({ id: randomUUID(), poll_id: pollId, text, position }));
}

function correctIds(indexes: number[], options: { id: string }[]): string[] {
  if (indexes.some((index) => index >= options.length)) throw badRequest(MESSAGES.pollCorrectOptionsOutOfRange);
  return indexes.map((index) => options[index]?.id ?? "");
}

export async function createPoll(deps: PollDeps, actor: Actor, body: CreatePollFields): Promise<Poll> {
  assertHost(await eventAccessFor(deps.db, actor, body.eventId));
  const pollId = randomUUID();
  const now = new Date().toISOString();
  const options = optionRows(pollId, body.options ?? []);
  const settings: PollSettings = {};
  if (body.kind === "choice") settings.allowMultiple = body.allowMultiple ?? false;
  if (body.kind === "rating") settings.scaleMax = body.scaleMax ?? 5;
  if (body.kind === "quiz") {
    settings.correctOptionIds = correctIds(body.correctOptions ?? [], options);
    settings.secondsToAnswer = body.secondsToAnswer ?? 30;
  }
  const poll: PollRow = {
    id: pollId,
    event_id: body.eventId,
    question: body.question,
    kind: body.kind,
    status: body.status,
    results_shown: body.resultsShown ? 1 : 0,
    settings: JSON.stringify(settings),
    opened_at: body.status === "open" ? now : null,
    created_at: now,
  };
  // Like questions: the count, the insert and closing the open poll share one transaction behind
  // the event row's lock, so concurrent creations never overshoot maxPolls nor open two polls.
  const closed = await deps.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, deps.engine, body.eventId);
    if (!event) throw notFound(ANSWER_MESSAGES.eventNotFound);
    if ((await countPollsOfEvent(trx, body.eventId)) >= event.max_polls)
      throw conflict(ANSWER_MESSAGES.pollLimitReached);
    const closing = poll.status === "open" ? await closeOpenPolls(trx, body.eventId, pollId) : [];
    await insertPoll(trx, poll, options);
    return closing;
  });
  await announcePolls(deps, [...closed, pollId], [pollId]);
  return presented(deps.db, poll, actor, { isHost: true });
}

export async function listPolls(deps: PollDeps, actor: Actor, eventId: string): Promise<Poll[]> {
  const access = assertReadable(await eventAccessFor(deps.db, actor, eventId));
  const polls = await listPollsOfEvent(deps.db, eventId, access.isHost);
  const facts = await readPollFacts(deps.db, polls, memberIdOf(actor));
  return polls.flatMap((poll) => {
    const own = facts.get(poll.id);
    return own ? [presentPoll(poll, own, { isHost: access.isHost })] : [];
  });
}

async function hostsPoll(deps: PollDeps, actor: Actor, pollId: string): Promise<PollRow> {
  const poll = await findPoll(deps.db, pollId);
  if (!poll) throw notFound(ANSWER_MESSAGES.pollNotFound);
  assertPollHost(await eventAccessFor(deps.db, actor, poll.event_id), poll);
  return poll;
}

/** Status, results shown, and while nobody has voted the question and options. */
export async function updatePoll(deps: PollDeps, actor: Actor, pollId: string, body: UpdatePollBody): Promise<Poll> {
  const before = await hostsPoll(deps, actor, pollId);
  const kind = kindOf(before);
  const takesOptions = KINDS_WITH_OPTIONS.includes(kind);
  if (body.options && !takesOptions) throw badRequest(MESSAGES.pollOptionsRefused);
  if (body.correctOptions && kind !== "quiz") {
    throw badRequest(english(MESSAGES.pollFieldRefused, { field: "correctOptions" }));
  }
  const now = new Date().toISOString();
  const closed: string[] = [];
  await deps.db.transaction().execute(async (trx) => {
    // Behind the event's lock, like creation: opening this poll closes the open one.
    await lockEvent(trx, deps.engine, before.event_id);
    const poll = await findPoll(trx, pollId);
    if (!poll) throw notFound(ANSWER_MESSAGES.pollNotFound);
    const changes: Partial<PollRow> = {};
    if (body.status !== undefined && body.status !== poll.status) {
      changes.status = body.status;
      if (body.status === "open") {
        changes.opened_at = now;
        closed.push(...(await closeOpenPolls(trx, poll.event_id, pollId)));
      }
    }
    if (body.resultsShown !== undefined) changes.results_shown = body.resultsShown ? 1 : 0;
    if (body.question !== undefined) changes.question = body.question;
    if (body.options || body.correctOptions) {
      const settings = settingsOf(poll);
      if (body.options) {
        const options = optionRows(pollId, body.options);
        await replaceOptions(trx, pollId, options);
        if (kind === "quiz" && !body.correctOptions) throw badRequest(MESSAGES.pollCorrectOptionsRequired);
        if (kind === "quiz") settings.correctOptionIds = correctIds(body.correctOptions ?? [], options);
      } else if (body.correctOptions) {
        settings.correctOptionIds = correctIds(body.correctOptions, await optionsOf(trx, [pollId]));
      }
      changes.settings = JSON.stringify(settings);
    }
    await updatePollRow(trx, pollId, changes);
    // Checked after the writes, so a vote that lands meanwhile is seen here or fails on its option.
    const wording = body.question !== undefined || body.options || body.correctOptions;
    if (wording && (await countBallots(trx, pollId)) > 0) throw conflict(ANSWER_MESSAGES.pollAlreadyVoted);
  });
  await announcePolls(deps, [...closed, pollId], before.status === "draft" ? [pollId] : []);
  const after = await findPoll(deps.db, pollId);
  if (!after) throw notFound(ANSWER_MESSAGES.pollNotFound);
  return presented(deps.db, after, actor, { isHost: true });
}

export async function deletePoll(deps: PollDeps, actor: Actor, pollId: string): Promise<{ message: string }> {
  const poll = await hostsPoll(deps, actor, pollId);
  await deletePollRow(deps.db, pollId);
  announcePollDeleted(deps.realtime, poll.event_id, pollId, poll.status === "draft");
  return { message: MESSAGES.pollDeleted };
}

export async function leaderboard(deps: PollDeps, actor: Actor, eventId: string): Promise<Leaderboard> {
  assertReadable(await eventAccessFor(deps.db, actor, eventId));
  return { entries: await leaderboardRows(deps.db, eventId, LEADERBOARD_SIZE) };
}
