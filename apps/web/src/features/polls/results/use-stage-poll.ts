// The poll the presenter view shows, live (stage-poll.ts says which): the event's polls from the
// same cache every page reads, kept live by its room, read afresh when the view opens.
import type { Poll } from "@handraise/contract";
import { useEffect, useState } from "react";
import { usePollsQuery } from "../api.ts";
import { openPoll } from "../poll-list.ts";
import { NOTHING_SEEN, nextMemory, QUIZ_REVEAL_MS, stagePoll } from "./stage-poll.ts";

export function useStagePoll(eventId: string): { poll: Poll | undefined; backToQuestions: () => void } {
  const { data: polls } = usePollsQuery(eventId, { refetchOnMountOrArgChange: true });
  const [memory, setMemory] = useState(NOTHING_SEEN);
  const next = nextMemory(memory, openPoll(polls));
  // Remembered during the render (React's way to follow a value between renders), so the screen
  // goes from the open quiz to its answer without a frame of the questions between them.
  if (next !== memory) setMemory(next);
  const revealId = next.revealId;
  useEffect(() => {
    if (!revealId) return;
    const timer = setTimeout(() => setMemory((seen) => ({ ...seen, revealId: null })), QUIZ_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealId]);
  return {
    poll: stagePoll(polls, next),
    backToQuestions: () => setMemory((seen) => ({ ...seen, revealId: null })),
  };
}
