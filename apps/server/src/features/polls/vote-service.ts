// Votes (issue 19 "Votes"): members and hosts of the event vote while a poll is open; a new vote
// replaces the voter's earlier one, but a quiz takes the first answer only. Votes are secret:
// the answer is the poll as the voter sees it, their own vote as `myVote`.
import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, type Poll, type UpdatePollAnswerBody, type VotePollBody } from "@handraise/contract";
import type { Actor } from "../../http/actor.ts";
import { conflict, notFound } from "../../http/app-error.ts";
import { eventAccessFor } from "../events/event-access.ts";
import { assertOwnClaim, assertParticipant } from "../questions/policy.ts";
import { announceVote } from "./broadcasts.ts";
import { assertOpenForVotes, assertPollHost, assertPollVisible } from "./policy.ts";
import { ownVoteWritten } from "./poll-facts.ts";
import { presentPoll } from "./presenter.ts";
import { findPoll, optionsOf } from "./repository.ts";
import { announcePolls, type PollDeps, pollViews, presented } from "./service.ts";
import { talliesAfterCommit } from "./shared-tallies.ts";
import { insertFirstVote, replaceVote, setAnswerHidden } from "./vote-repository.ts";
import { readVote } from "./vote-rules.ts";

export async function voteInPoll(deps: PollDeps, actor: Actor, pollId: string, body: VotePollBody): Promise<Poll> {
  assertOwnClaim(actor, body.memberId);
  const poll = await findPoll(deps.db, pollId);
  if (!poll) throw notFound(ANSWER_MESSAGES.pollNotFound);
  const access = assertPollVisible(await eventAccessFor(deps.db, actor, poll.event_id), poll);
  const memberId = assertParticipant(actor, access);
  assertOpenForVotes(poll);
  const options = await optionsOf(deps.db, [pollId]);
  const vote = readVote(poll, options, body, new Date());
  const at = { id: randomUUID(), createdAt: new Date().toISOString() };
  await deps.db.transaction().execute(async (trx) => {
    if (!vote.firstOnly) return replaceVote(trx, pollId, memberId, vote.ballot, vote.items, at);
    if (!(await insertFirstVote(trx, pollId, memberId, vote.ballot, vote.items, at))) {
      throw conflict(ANSWER_MESSAGES.quizAlreadyAnswered);
    }
  });
  announceVote(deps.realtime, pollId, (id) => pollViews(deps.db, id));
  // Only the totals are read again, shared with the votes of the same moment (shared-tallies.ts):
  // the options are those the vote was read against, and the voter's own vote is the one just
  // written (a quiz's first answer is this one, or the vote was refused above).
  const tallies = await talliesAfterCommit(deps.db, poll);
  if (!tallies) throw notFound(ANSWER_MESSAGES.pollNotFound);
  const mine = ownVoteWritten(pollId, vote.ballot, vote.items);
  return presentPoll(poll, { ...tallies, options, mine }, { isHost: access.isHost });
}

/** A host hides an open answer from the wall (or shows it again). */
export async function hidePollAnswer(
  deps: PollDeps,
  actor: Actor,
  pollId: string,
  answerId: string,
  body: UpdatePollAnswerBody,
): Promise<Poll> {
  const poll = await findPoll(deps.db, pollId);
  if (!poll) throw notFound(ANSWER_MESSAGES.pollNotFound);
  assertPollHost(await eventAccessFor(deps.db, actor, poll.event_id), poll);
  if (!(await setAnswerHidden(deps.db, pollId, answerId, body.hidden)))
    throw notFound(ANSWER_MESSAGES.pollAnswerNotFound);
  await announcePolls(deps, [pollId]);
  return presented(deps.db, poll, actor, { isHost: true });
}
