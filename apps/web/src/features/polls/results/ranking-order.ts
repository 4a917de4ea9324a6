// A ranking's order (pure): the options by their Borda score, highest first.
import type { Poll } from "@handraise/contract";

export type RankedOption = { _id: string; text: string; score: number; place: number };

/** The options by score, highest first; equal scores share a place and keep the poll's order. */
export function rankedOptions(options: Poll["options"]): RankedOption[] {
  const sorted = options
    .map((option, index) => ({ _id: option._id, text: option.text, score: option.score ?? 0, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return sorted.map((option) => ({
    _id: option._id,
    text: option.text,
    score: option.score,
    place: 1 + sorted.findIndex((other) => other.score === option.score),
  }));
}
