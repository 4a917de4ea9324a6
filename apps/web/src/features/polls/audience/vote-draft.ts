// What a voter has chosen so far in a poll's control, and the vote body it makes (pure). One
// shape for every kind, so the form keeps one state whatever the poll; the body holds only the
// field of the poll's kind (docs/features/polls.md "Validation").
import {
  type MyVote,
  POLL_TEXT_MAX,
  POLL_WORD_MAX,
  POLL_WORDS_MAX,
  type Poll,
  type VotePollBody,
} from "@handraise/contract";

export type VoteDraft = {
  /** Choice and quiz: the options ticked. */
  optionIds: string[];
  /** Word cloud: one entry per input, empty ones included. */
  words: string[];
  /** Rating: the value picked on the scale. */
  value: number | null;
  /** Open answer. */
  text: string;
  /** Ranking: every option's id, first place first. */
  order: string[];
};

/** A fresh control, or the voter's earlier vote to change. */
export function draftOf(poll: Poll, vote?: MyVote | null): VoteDraft {
  const options = poll.options.map((option) => option._id);
  return {
    optionIds: poll.kind === "ranking" ? [] : (vote?.optionIds ?? []),
    words: vote?.words?.length ? [...vote.words] : [""],
    value: vote?.value ?? null,
    text: vote?.text ?? "",
    order: poll.kind === "ranking" ? rankingOrder(vote?.optionIds ?? [], options) : options,
  };
}

/** The order kept as far as it still names the poll's options; any option it lacks goes last. */
export function rankingOrder(order: readonly string[], options: readonly string[]): string[] {
  const kept = order.filter((id, at) => options.includes(id) && order.indexOf(id) === at);
  return [...kept, ...options.filter((id) => !kept.includes(id))];
}

/** Picks an option: the only one (radio), or one more or one fewer (checkboxes). */
export function withOption(draft: VoteDraft, optionId: string, multiple: boolean, picked: boolean): VoteDraft {
  if (!multiple) return { ...draft, optionIds: picked ? [optionId] : [] };
  const others = draft.optionIds.filter((id) => id !== optionId);
  return { ...draft, optionIds: picked ? [...others, optionId] : others };
}

/** Moves the option at `from` to `to` in the ranking. */
export function moved(order: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) return [...order];
  const next = [...order];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The words as sent: trimmed, empty inputs left out. */
export function typedWords(words: readonly string[]): string[] {
  return words.map((word) => word.trim()).filter((word) => word.length > 0);
}

/** The body of the poll's kind, or null while the draft is not a vote yet (or too long). */
export function voteBody(poll: Poll, draft: VoteDraft): VotePollBody | null {
  switch (poll.kind) {
    case "choice":
    case "quiz": {
      const chosen = draft.optionIds.filter((id) => poll.options.some((option) => option._id === id));
      if (chosen.length === 0) return null;
      if (poll.kind === "choice" && poll.allowMultiple) return { optionIds: chosen };
      return { optionId: chosen[0] };
    }
    case "wordcloud": {
      const words = typedWords(draft.words);
      if (words.length === 0 || words.length > POLL_WORDS_MAX) return null;
      return words.every((word) => word.length <= POLL_WORD_MAX) ? { words } : null;
    }
    case "rating": {
      const scaleMax = poll.scaleMax ?? 5;
      return draft.value !== null && draft.value >= 1 && draft.value <= scaleMax ? { value: draft.value } : null;
    }
    case "ranking":
      return {
        optionIds: rankingOrder(
          draft.order,
          poll.options.map((option) => option._id),
        ),
      };
    case "open": {
      const text = draft.text.trim();
      return text.length > 0 && text.length <= POLL_TEXT_MAX ? { text } : null;
    }
  }
}

/** A body not yet answered, read as the vote it will be (the thank-you of a waiting vote). */
export function voteOfBody(body: VotePollBody): MyVote {
  return {
    ...(body.optionId ? { optionIds: [body.optionId] } : {}),
    ...(body.optionIds ? { optionIds: body.optionIds } : {}),
    ...(body.words ? { words: body.words } : {}),
    ...(body.value !== undefined ? { value: body.value } : {}),
    ...(body.text !== undefined ? { text: body.text } : {}),
  };
}

/** The voter's vote as lines to read: options (in rank order), words, the value, or the text. */
export function voteLines(poll: Poll, vote: MyVote): string[] {
  const textOf = (id: string) => poll.options.find((option) => option._id === id)?.text ?? "";
  switch (poll.kind) {
    case "wordcloud":
      return vote.words ?? [];
    case "rating":
      return vote.value === undefined ? [] : [String(vote.value)];
    case "open":
      return vote.text === undefined ? [] : [vote.text];
    default:
      return (vote.optionIds ?? []).map(textOf).filter((text) => text.length > 0);
  }
}
