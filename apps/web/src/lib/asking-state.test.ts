import { MESSAGES } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { askingBoxMessage, askingState, presenterAskingText } from "./asking-state.ts";

const open = { status: "live", questionsPaused: false, questionLimitReached: false } as const;

describe("whether the event takes a question now", () => {
  it("is open, paused, full, ended or canceled, the end first, then the pause, then the limit", () => {
    expect(askingState(open)).toBe("open");
    expect(askingState({ ...open, questionLimitReached: true })).toBe("full");
    expect(askingState({ ...open, questionLimitReached: true, questionsPaused: true })).toBe("paused");
    expect(askingState({ ...open, questionsPaused: true, status: "ended" })).toBe("ended");
    expect(askingState({ ...open, questionLimitReached: true, status: "canceled" })).toBe("canceled");
  });

  it("gives the box and the presenter view their words, and the usual ones while open", () => {
    expect(askingBoxMessage("open")).toBeNull();
    expect(askingBoxMessage("full")).toBe(MESSAGES.questionLimitBox);
    expect(askingBoxMessage("paused")).toBe(MESSAGES.questionsPausedBox);
    expect(presenterAskingText("open").heading).toBe("Ask your questions");
    expect(presenterAskingText("paused").heading).toBe(MESSAGES.presenterPaused);
    expect(presenterAskingText("ended").heading).toBe(MESSAGES.presenterEnded);
    expect(presenterAskingText("full").line).toBe(MESSAGES.presenterFullLine);
  });
});
