// How an event's cached polls change with each answer and live message (pure, for the cache's
// recipes). A live poll carries no `myVote` (each voter's own vote is theirs alone): the one
// already cached is kept.
import type { Poll } from "@handraise/contract";

/** Puts a poll's newest state in the list: replaced in place, or added at the end. */
export function withPoll(polls: Poll[], next: Poll): Poll[] {
  const index = polls.findIndex((poll) => poll._id === next._id);
  if (index < 0) return [...polls, next];
  const current = polls[index];
  const merged =
    next.myVote === undefined && current?.myVote !== undefined ? { ...next, myVote: current.myVote } : next;
  return polls.map((poll, at) => (at === index ? merged : poll));
}

/** Opening a poll closes the event's open one: the list says so before the server's message. */
export function withOpened(polls: Poll[], opened: Poll): Poll[] {
  const others = polls.map((poll) =>
    poll._id !== opened._id && poll.status === "open" ? { ...poll, status: "closed" as const } : poll,
  );
  return withPoll(others, opened);
}

export function withoutPoll(polls: Poll[], pollId: string): Poll[] {
  return polls.filter((poll) => poll._id !== pollId);
}

/** The poll the audience page and the presenter view show: the event's open one, if any. */
export function openPoll(polls: readonly Poll[] | undefined): Poll | undefined {
  return polls?.find((poll) => poll.status === "open");
}
