// Everything a poll answer is made of, read for a list of polls in a fixed number of queries:
// its options, its tallies (from the vote rows) and the caller's own vote. Each tally is read
// only for the kinds that show it: every aggregate scans the poll's vote rows, so a word cloud's
// answer must not pay for option, rating and open-answer tallies it never shows (the vote storm
// of docs/PERFORMANCE.md).
import type { PollKind } from "@handraise/contract";
import type { Executor } from "../events/repository.ts";
import { optionsOf, type PollOptionRow, type PollRow } from "./repository.ts";
import { kindOf } from "./settings.ts";
import {
  type AnswerRow,
  answersOf,
  type OptionTally,
  type OwnItem,
  type OwnVote,
  optionTallies,
  ownVotes,
  type ValueTally,
  valueTallies,
  voterCounts,
  type WordTally,
  wordTallies,
} from "./tally-repository.ts";
import type { Ballot, BallotItem } from "./vote-repository.ts";

/** What every voter of a poll sees alike: its totals. */
export type PollTallies = {
  voters: number;
  optionTallies: Map<string, OptionTally>;
  words: WordTally[];
  values: ValueTally[];
  answers: AnswerRow[];
};

export type PollFacts = PollTallies & {
  options: PollOptionRow[];
  mine: { vote: OwnVote; items: OwnItem[] } | undefined;
};

const idsOfKinds = (polls: PollRow[], kinds: readonly PollKind[]) =>
  polls.filter((poll) => kinds.includes(kindOf(poll))).map((poll) => poll.id);

export async function readTallies(db: Executor, polls: PollRow[]): Promise<Map<string, PollTallies>> {
  const ids = polls.map((poll) => poll.id);
  const [voters, tallies, words, values, answers] = await Promise.all([
    voterCounts(db, ids),
    optionTallies(db, idsOfKinds(polls, ["choice", "ranking", "quiz"])),
    wordTallies(db, idsOfKinds(polls, ["wordcloud"])),
    valueTallies(db, idsOfKinds(polls, ["rating"])),
    answersOf(db, idsOfKinds(polls, ["open"])),
  ]);
  const byOption = new Map(tallies.map((tally) => [tally.optionId, tally]));
  return new Map(
    ids.map((id) => [
      id,
      {
        voters: voters.get(id) ?? 0,
        optionTallies: byOption,
        words: words.filter((word) => word.pollId === id),
        values: values.filter((value) => value.pollId === id),
        answers: answers.filter((answer) => answer.pollId === id),
      },
    ]),
  );
}

/** The caller's own votes in these polls (none for a caller who is not a member). */
async function readOwnVotes(
  db: Executor,
  pollIds: string[],
  memberId: string | undefined,
): Promise<Map<string, PollFacts["mine"]>> {
  const own = await ownVotes(db, pollIds, memberId);
  return new Map(
    pollIds.map((id) => {
      const vote = own.votes.find((v) => v.pollId === id);
      return [id, vote ? { vote, items: own.items.filter((item) => item.pollId === id) } : undefined];
    }),
  );
}

/** The voter's own vote as just written: what a re-read of its rows would give, without the reads. */
export function ownVoteWritten(pollId: string, ballot: Ballot, items: BallotItem[]): NonNullable<PollFacts["mine"]> {
  return {
    vote: { pollId, value: ballot.value, text: ballot.text, points: ballot.points },
    items: items.map((item) => ({
      pollId,
      position: item.position,
      optionId: item.option_id,
      spelling: item.spelling,
    })),
  };
}

export async function readPollFacts(
  db: Executor,
  polls: PollRow[],
  memberId: string | undefined,
): Promise<Map<string, PollFacts>> {
  const ids = polls.map((poll) => poll.id);
  const [options, tallies, own] = await Promise.all([
    optionsOf(db, ids),
    readTallies(db, polls),
    readOwnVotes(db, ids, memberId),
  ]);
  const facts = new Map<string, PollFacts>();
  for (const id of ids) {
    const shared = tallies.get(id);
    if (!shared) continue;
    facts.set(id, { ...shared, options: options.filter((option) => option.poll_id === id), mine: own.get(id) });
  }
  return facts;
}
