// The only way a poll leaves the server (docs/product.md §10 "Polls").
import type { Poll } from "@handraise/contract";
import type { PollOptionWithVotes, PollRow } from "./repository.ts";

export function presentPoll(poll: PollRow, options: PollOptionWithVotes[]): Poll {
  const own = options.filter((option) => option.poll_id === poll.id);
  return {
    _id: poll.id,
    eventId: poll.event_id,
    question: poll.question,
    options: own.map((option) => ({ _id: option.id, text: option.text, votes: option.votes })),
    totalVotes: own.reduce((sum, option) => sum + option.votes, 0),
    createdAt: poll.created_at,
  };
}
