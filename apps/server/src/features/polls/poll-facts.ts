// Everything a poll answer is made of, read for a list of polls in a fixed number of queries:
// its options, its tallies (from the vote rows) and the caller's own vote.
import type { Executor } from "../events/repository.ts";
import { optionsOf, type PollOptionRow, type PollRow } from "./repository.ts";
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

export type PollFacts = {
  options: PollOptionRow[];
  voters: number;
  optionTallies: Map<string, OptionTally>;
  words: WordTally[];
  values: ValueTally[];
  answers: AnswerRow[];
  mine: { vote: OwnVote; items: OwnItem[] } | undefined;
};

export async function readPollFacts(
  db: Executor,
  polls: PollRow[],
  memberId: string | undefined,
): Promise<Map<string, PollFacts>> {
  const ids = polls.map((poll) => poll.id);
  const [options, voters, tallies, words, values, answers, own] = await Promise.all([
    optionsOf(db, ids),
    voterCounts(db, ids),
    optionTallies(db, ids),
    wordTallies(db, ids),
    valueTallies(db, ids),
    answersOf(db, ids),
    ownVotes(db, ids, memberId),
  ]);
  const byOption = new Map(tallies.map((tally) => [tally.optionId, tally]));
  const facts = new Map<string, PollFacts>();
  for (const id of ids) {
    const vote = own.votes.find((v) => v.pollId === id);
    facts.set(id, {
      options: options.filter((option) => option.poll_id === id),
      voters: voters.get(id) ?? 0,
      optionTallies: byOption,
      words: words.filter((word) => word.pollId === id),
      values: values.filter((value) => value.pollId === id),
      answers: answers.filter((answer) => answer.pollId === id),
      mine: vote ? { vote, items: own.items.filter((item) => item.pollId === id) } : undefined,
    });
  }
  return facts;
}
