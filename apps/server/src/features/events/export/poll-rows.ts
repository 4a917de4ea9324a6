// The polls table of the event's CSV export (docs/features/polls.md "CSV export"): one row per
// option, word, rating value or open answer, each row naming its poll, so a spreadsheet can sort,
// filter and pivot it. The figures are the hosts' view of the results; votes stay secret, so no
// row names a voter or stands for one voter's ballot (an open answer is its text alone).
import type { Poll, PollKind } from "@handraise/contract";
import type { Db } from "../../../db/connect.ts";
import { readPollFacts } from "../../polls/poll-facts.ts";
import { presentPoll } from "../../polls/presenter.ts";
import { listPollsOfEvent } from "../../polls/repository.ts";

export const POLL_COLUMNS = ["Poll", "Kind", "Status", "Voters", "Answer", "Votes", "Score", "Note"] as const;

const KIND_NAMES: Record<PollKind, string> = {
  choice: "Multiple choice",
  wordcloud: "Word cloud",
  rating: "Rating",
  ranking: "Ranking",
  open: "Open answers",
  quiz: "Quiz",
};
const STATUS_NAMES: Record<Poll["status"], string> = { draft: "Draft", open: "Open", closed: "Closed" };

/** Answer, Votes, Score, Note: what the poll's kind counts. */
function resultCells(poll: Poll): string[][] {
  if (poll.kind === "wordcloud") return (poll.words ?? []).map((word) => [word.text, String(word.count), "", ""]);
  if (poll.kind === "rating") {
    // A rating's score is its average, on each of its rows like the poll's other figures.
    const average = poll.average === null || poll.average === undefined ? "" : String(poll.average);
    return (poll.distribution ?? []).map((row) => [String(row.value), String(row.count), average, ""]);
  }
  if (poll.kind === "open")
    return (poll.answers ?? []).map((answer) => [answer.text, "", "", answer.hidden ? "Hidden" : ""]);
  const correct = new Set(poll.correctOptionIds ?? []);
  return poll.options.map((option) => [
    option.text,
    String(option.votes ?? 0),
    poll.kind === "ranking" ? String(option.score ?? 0) : "",
    correct.has(option._id) ? "Correct" : "",
  ]);
}

/** The header and the rows of every poll of the event, drafts too, in creation order; none without polls. */
export async function pollRows(db: Db, eventId: string): Promise<string[][]> {
  const polls = await listPollsOfEvent(db, eventId, true);
  if (polls.length === 0) return [];
  const facts = await readPollFacts(db, polls, undefined);
  const rows = polls.flatMap((row) => {
    const pollFacts = facts.get(row.id);
    if (!pollFacts) return [];
    const poll = presentPoll(row, pollFacts, { isHost: true });
    const results = resultCells(poll);
    // A poll nobody answered yet (no word, no open answer) still has its row.
    return (results.length > 0 ? results : [["", "", "", ""]]).map((cells) => [
      poll.question,
      KIND_NAMES[poll.kind],
      STATUS_NAMES[poll.status],
      String(poll.totalVotes ?? 0),
      ...cells,
    ]);
  });
  return [[...POLL_COLUMNS], ...rows];
}
