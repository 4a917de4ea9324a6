// A poll's totals as one comparable string: what a viewer's screen shows of the results (voters,
// each option's votes, each word's count, a rating's distribution, the open answers). The vote
// storm compares what each socket last heard with what the poll holds after the storm.

type PollTotalsSource = {
  totalVotes: number | null;
  options: { _id: string; votes: number | null }[];
  words?: { text: string; count: number }[];
  distribution?: { value: number; count: number }[];
  answers?: { _id: string }[];
};

export function pollTotals(poll: PollTotalsSource): string {
  return JSON.stringify([
    poll.totalVotes,
    poll.options.map((option) => [option._id, option.votes]),
    (poll.words ?? []).map((word) => [word.text, word.count]),
    (poll.distribution ?? []).map((row) => [row.value, row.count]),
    (poll.answers ?? []).map((answer) => answer._id),
  ]);
}
