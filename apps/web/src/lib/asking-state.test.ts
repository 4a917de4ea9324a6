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

  it("gives the box and the presenter view the keys of their words, and the usual ones while open", () => {
    expect(askingBoxMessage("open")).toBeNull();
    expect(askingBoxMessage("full")).toBe("messages.questionLimitBox");
    expect(askingBoxMessage("paused")).toBe("messages.questionsPausedBox");
    expect(presenterAskingText("open").headingKey).toBe("messages.presenterAsk");
    expect(presenterAskingText("paused").headingKey).toBe("messages.presenterPaused");
    expect(presenterAskingText("ended").headingKey).toBe("messages.presenterEnded");
    expect(presenterAskingText("full").lineKey).toBe("messages.presenterFullLine");
  });
});
