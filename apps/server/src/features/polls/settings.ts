// A poll's kind settings, kept as JSON in polls.settings (migration 0007).
import type { PollKind } from "@handraise/contract";
import type { PollRow } from "./repository.ts";

export type PollSettings = {
  allowMultiple?: boolean;
  scaleMax?: number;
  /** A quiz's correct options, by id (the create body names them by index). */
  correctOptionIds?: string[];
  secondsToAnswer?: number;
};

export function settingsOf(poll: PollRow): PollSettings {
  try {
    return JSON.parse(poll.settings) as PollSettings;
  } catch {
    return {};
  }
}

export const kindOf = (poll: PollRow): PollKind => poll.kind as PollKind;
