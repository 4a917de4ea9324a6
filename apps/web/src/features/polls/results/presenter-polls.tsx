// The polls part of the presenter view, downloaded on demand with the polls' calls and drawings
// (the presenter page's chunk holds neither). It follows the event's polls and hands the view the
// poll on screen, if any; the view lays it out where the questions were, beside the way in.
import type { ReactNode } from "react";
import { PollStage } from "./poll-stage.tsx";
import { useStagePoll } from "./use-stage-poll.ts";

export type PollOnScreen = { stage: ReactNode; question: string } | null;

export function PresenterPolls({ eventId, screen }: { eventId: string; screen: (poll: PollOnScreen) => ReactNode }) {
  const { poll, backToQuestions } = useStagePoll(eventId);
  if (!poll) return screen(null);
  return screen({
    stage: <PollStage key={poll._id} poll={poll} eventId={eventId} backToQuestions={backToQuestions} />,
    question: poll.question,
  });
}
