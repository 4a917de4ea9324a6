// The only way a poll leaves the server (issue 19 "What a poll answers"): the fields of its kind,
// as the caller may see them. Hosts see everything; others get no tallies while results are
// hidden, no hidden open answers, and a quiz's correct options only once it is closed. No field
// ever names a voter.
import type { MyVote, Poll } from "@handraise/contract";
import type { PollFacts } from "./poll-facts.ts";
import type { PollRow } from "./repository.ts";
import { kindOf, settingsOf } from "./settings.ts";

export type PollView = { isHost: boolean };

/** Each counted word once, in the spelling most voters used (ties: the first in code order). */
function wordCloud(facts: PollFacts): { text: string; count: number }[] {
  const byWord = new Map<string, { count: number; best: { spelling: string; count: number } }>();
  for (const row of facts.words) {
    const entry = byWord.get(row.word) ?? { count: 0, best: { spelling: row.spelling, count: 0 } };
    entry.count += row.count;
    const better =
      row.count > entry.best.count || (row.count === entry.best.count && row.spelling < entry.best.spelling);
    if (better) entry.best = { spelling: row.spelling, count: row.count };
    byWord.set(row.word, entry);
  }
  return [...byWord.values()]
    .map((entry) => ({ text: entry.best.spelling, count: entry.count }))
    .sort((a, b) => b.count - a.count || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}

function ratingResults(facts: PollFacts, scaleMax: number) {
  const distribution = Array.from({ length: scaleMax }, (_, i) => ({
    value: i + 1,
    count: facts.values.find((row) => row.value === i + 1)?.count ?? 0,
  }));
  const voters = distribution.reduce((sum, row) => sum + row.count, 0);
  const total = distribution.reduce((sum, row) => sum + row.value * row.count, 0);
  return { distribution, average: voters === 0 ? null : Math.round((total / voters) * 100) / 100 };
}

function myVoteOf(poll: PollRow, facts: PollFacts, view: PollView): MyVote | null {
  if (!facts.mine) return null;
  const { vote, items } = facts.mine;
  const kind = kindOf(poll);
  if (kind === "wordcloud") return { words: items.map((item) => item.spelling ?? "") };
  if (kind === "rating") return { value: vote.value ?? 0 };
  if (kind === "open") return { text: vote.text ?? "" };
  const optionIds = items.map((item) => item.optionId ?? "");
  if (kind === "quiz" && (view.isHost || poll.status === "closed")) return { optionIds, points: vote.points ?? 0 };
  return { optionIds };
}

export function presentPoll(poll: PollRow, facts: PollFacts, view: PollView): Poll {
  const kind = kindOf(poll);
  const settings = settingsOf(poll);
  const shown = view.isHost || poll.results_shown === 1;
  const optionCount = facts.options.length;
  const answer: Poll = {
    _id: poll.id,
    eventId: poll.event_id,
    question: poll.question,
    kind,
    status: poll.status as Poll["status"],
    resultsShown: poll.results_shown === 1,
    options: facts.options.map((option) => {
      const tally = facts.optionTallies.get(option.id);
      const votes = tally?.votes ?? 0;
      const score = votes * (optionCount - 1) - (tally?.positionSum ?? 0);
      return {
        _id: option.id,
        text: option.text,
        votes: shown ? votes : null,
        ...(kind === "ranking" ? { score: shown ? score : null } : {}),
      };
    }),
    totalVotes: shown ? facts.voters : null,
    myVote: myVoteOf(poll, facts, view),
    createdAt: poll.created_at,
  };
  if (kind === "choice") answer.allowMultiple = settings.allowMultiple ?? false;
  if (kind === "rating") answer.scaleMax = settings.scaleMax ?? 5;
  if (kind === "quiz") {
    answer.secondsToAnswer = settings.secondsToAnswer;
    answer.openedAt = poll.opened_at;
    if (view.isHost || poll.status === "closed") answer.correctOptionIds = settings.correctOptionIds ?? [];
  }
  if (!shown) return answer;
  if (kind === "wordcloud") answer.words = wordCloud(facts);
  if (kind === "rating") Object.assign(answer, ratingResults(facts, settings.scaleMax ?? 5));
  if (kind === "open") {
    const wall = facts.answers.filter((row) => view.isHost || !row.hidden);
    answer.answers = wall.map((row) => ({ _id: row.id, text: row.text, hidden: row.hidden }));
  }
  return answer;
}
