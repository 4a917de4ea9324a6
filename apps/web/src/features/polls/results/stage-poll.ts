// Which poll the presenter view shows (pure). While a poll is open it takes the screen. When a
// quiz the view saw open closes, its correct answer and the leaderboard stay on screen for
// QUIZ_REVEAL_MS, or until another poll opens or the host goes back to the questions; any other
// poll's closing gives the screen back to the Q&A at once. A quiz that closed before the view
// opened is not shown again (docs/features/polls.md "Results and the presenter view").
import type { Poll, PollKind } from "@handraise/contract";

/** How long a closed quiz's answer and leaderboard stay on the presenter view. */
export const QUIZ_REVEAL_MS = 60_000;

/** What the view remembers between renders: the open poll it last saw and the quiz it reveals. */
export type StageMemory = { openId: string | null; openKind: PollKind | null; revealId: string | null };

export const NOTHING_SEEN: StageMemory = { openId: null, openKind: null, revealId: null };

/** The memory after the event's open poll is `open` (the same memory while it has not changed). */
export function nextMemory(memory: StageMemory, open: Poll | undefined): StageMemory {
  const openId = open?._id ?? null;
  if (openId === memory.openId) return memory;
  if (open) return { openId, openKind: open.kind, revealId: null };
  // The open poll left: a quiz's answer is revealed; anything else gives the screen back.
  return { openId: null, openKind: null, revealId: memory.openKind === "quiz" ? memory.openId : null };
}

/** The poll on screen: the open one, else the revealed quiz while it is still closed and listed. */
export function stagePoll(polls: readonly Poll[] | undefined, memory: StageMemory): Poll | undefined {
  const open = polls?.find((poll) => poll.status === "open");
  if (open) return open;
  if (!memory.revealId) return undefined;
  return polls?.find((poll) => poll._id === memory.revealId && poll.status === "closed");
}
