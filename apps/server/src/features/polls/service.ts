// The rules of polls: hosts create, anyone who may read the event reads, members and hosts
// vote once each, and a new vote replaces the old one.
import { randomUUID } from "node:crypto";
import { type CreatePollBody, MESSAGES, type Poll, type VotePollBody } from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/connect.ts";
import type { Actor } from "../../http/actor.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/app-error.ts";
import { type EventAccess, eventAccessFor } from "../events/event-access.ts";
import { lockEvent } from "../events/repository.ts";
import { assertOwnClaim, assertParticipant } from "../questions/policy.ts";
import { presentPoll } from "./presenter.ts";
import {
  countPollsOfEvent,
  findOption,
  findPoll,
  insertPoll,
  listPollsOfEvent,
  optionsWithVotes,
  upsertVote,
} from "./repository.ts";

export type PollDeps = Pick<AppContext, "db" | "engine">;

async function readableEvent(db: Db, actor: Actor, eventId: string): Promise<EventAccess> {
  const access = await eventAccessFor(db, actor, eventId);
  if (!access?.canRead) throw notFound(MESSAGES.eventNotFound);
  return access;
}

async function presented(db: Db, pollId: string): Promise<Poll> {
  const poll = await findPoll(db, pollId);
  if (!poll) throw notFound(MESSAGES.pollNotFound);
  return presentPoll(poll, await optionsWithVotes(db, [poll.id]));
}

export async function createPoll(deps: PollDeps, actor: Actor, body: CreatePollBody): Promise<Poll> {
  const access = await readableEvent(deps.db, actor, body.eventId);
  if (!access.isHost) throw forbidden();
  const pollId = randomUUID();
  const poll = { id: pollId, event_id: body.eventId, question: body.question, created_at: new Date().toISOString() };
  const options = body.options.map((text, position) => ({ id: randomUUID(), poll_id: pollId, text, position }));
  // Like questions: the count and the insert share one transaction behind the event row's lock,
  // so concurrent creations never overshoot maxPolls.
  await deps.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, deps.engine, body.eventId);
    if (!event) throw notFound(MESSAGES.eventNotFound);
    if ((await countPollsOfEvent(trx, body.eventId)) >= event.max_polls) throw conflict(MESSAGES.pollLimitReached);
    await insertPoll(trx, poll, options);
  });
  return presentPoll(
    poll,
    options.map((option) => ({ ...option, votes: 0 })),
  );
}

export async function listPolls(deps: PollDeps, actor: Actor, eventId: string): Promise<Poll[]> {
  await readableEvent(deps.db, actor, eventId);
  const polls = await listPollsOfEvent(deps.db, eventId);
  const options = await optionsWithVotes(
    deps.db,
    polls.map((poll) => poll.id),
  );
  return polls.map((poll) => presentPoll(poll, options));
}

export async function voteInPoll(deps: PollDeps, actor: Actor, pollId: string, body: VotePollBody): Promise<Poll> {
  assertOwnClaim(actor, body.memberId);
  const poll = await findPoll(deps.db, pollId);
  if (!poll) throw notFound(MESSAGES.pollNotFound);
  const access = await eventAccessFor(deps.db, actor, poll.event_id);
  if (!access?.canRead) throw notFound(MESSAGES.pollNotFound);
  const memberId = assertParticipant(actor, access);
  if (!(await findOption(deps.db, pollId, body.optionId))) throw badRequest(MESSAGES.pollOptionNotFound);
  await upsertVote(deps.db, pollId, memberId, body.optionId, new Date().toISOString());
  return presented(deps.db, pollId);
}
