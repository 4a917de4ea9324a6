// Whether the event takes a question now, and if not, why: one rule for the question box and the
// presenter view, so both say the same thing before anyone types (docs/features/questions.md).
import type { HandraiseEvent, MessageKey } from "@handraise/contract";

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

/** What the question box says instead of its usual hint (a message key), or null while it takes questions. */
export function askingBoxMessage(state: AskingState): MessageKey | null {
  switch (state) {
    case "ended":
      return "messages.questionsClosedEnded";
    case "canceled":
      return "messages.questionsClosedCanceled";
    case "paused":
      return "messages.questionsPausedBox";
    case "full":
      return "messages.questionLimitBox";
    default:
      return null;
  }
}

/** The presenter view's heading over the way in, and the line under it (message keys). */
export function presenterAskingText(state: AskingState): { headingKey: MessageKey; lineKey: MessageKey | null } {
  switch (state) {
    case "ended":
      return { headingKey: "messages.presenterEnded", lineKey: "messages.presenterEndedLine" };
    case "canceled":
      return { headingKey: "messages.presenterCanceled", lineKey: null };
    case "paused":
      return { headingKey: "messages.presenterPaused", lineKey: "messages.presenterPausedLine" };
    case "full":
      return { headingKey: "messages.presenterFull", lineKey: "messages.presenterFullLine" };
    default:
      return { headingKey: "messages.presenterAsk", lineKey: null };
  }
}
