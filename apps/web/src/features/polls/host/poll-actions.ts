// What a host may do with a poll in each status, and how full the event's poll limit is (pure).
// Any status may go to any other (docs/features/polls.md "Lifecycle"); the panel offers the steps
// a host takes: open a draft, close an open poll, open a closed one again, take either back to
// draft. Opening one closes the event's open poll: the server does it, the list shows it.
import type { PollStatus, UpdatePollBody } from "@handraise/contract";

/** An action on a poll's status; its button says the catalogue's `poll-host.<key>`. */
export type StatusAction = { key: "open" | "close" | "backToDraft"; change: UpdatePollBody };

const OPEN: StatusAction = { key: "open", change: { status: "open" } };
const CLOSE: StatusAction = { key: "close", change: { status: "closed" } };
const DRAFT: StatusAction = { key: "backToDraft", change: { status: "draft" } };

export function statusActions(status: PollStatus): StatusAction[] {
  if (status === "draft") return [OPEN];
  if (status === "open") return [CLOSE, DRAFT];
  return [OPEN, DRAFT];
}

export type PollUsage = { used: number; max: number; full: boolean };

/** Every stored poll counts against the limit, drafts and closed ones too (as the server counts). */
export function pollUsage(pollCount: number, maxPolls: number): PollUsage {
  return { used: pollCount, max: maxPolls, full: pollCount >= maxPolls };
}
