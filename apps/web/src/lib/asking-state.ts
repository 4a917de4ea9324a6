// Whether the event takes a question now, and if not, why: one rule for the question box and the
// presenter view, so both say the same thing before anyone types (docs/features/questions.md).
import { type HandraiseEvent, MESSAGES } from "@handraise/contract";

export type AskingState = "open" | "paused" | "full" | "ended" | "canceled";

type EventState = Pick<HandraiseEvent, "status" | "questionsPaused" | "questionLimitReached">;

/** An ended or canceled event first (it will not reopen by itself), then the host's pause, then the limit. */
export function askingState(event: EventState): AskingState {
  if (event.status === "ended") return "ended";
  if (event.status === "canceled") return "canceled";
  if (event.questionsPaused) return "paused";
  if (event.questionLimitReached) return "full";
  return "open";
}

/** What the question box says instead of its usual hint, or null while it takes questions. */
export function askingBoxMessage(state: AskingState): string | null {
  switch (state) {
    case "ended":
      return MESSAGES.questionsClosedEnded;
    case "canceled":
      return MESSAGES.questionsClosedCanceled;
    case "paused":
      return MESSAGES.questionsPausedBox;
    case "full":
      return MESSAGES.questionLimitBox;
    default:
      return null;
  }
}

/** The presenter view's heading over the way in, and the line under it. */
export function presenterAskingText(state: AskingState): { heading: string; line: string | null } {
  switch (state) {
    case "ended":
      return { heading: MESSAGES.presenterEnded, line: MESSAGES.presenterEndedLine };
    case "canceled":
      return { heading: MESSAGES.presenterCanceled, line: null };
    case "paused":
      return { heading: MESSAGES.presenterPaused, line: MESSAGES.presenterPausedLine };
    case "full":
      return { heading: MESSAGES.presenterFull, line: MESSAGES.presenterFullLine };
    default:
      return { heading: MESSAGES.presenterAsk, line: null };
  }
}
