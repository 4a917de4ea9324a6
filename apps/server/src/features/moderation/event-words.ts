// The word filter as an event applies it (docs/features/moderation.md "Word filter"): the operator's list
// and the event's own blocked words, on a question's text and its asker's name, a host's reply
// and a guest's name.
import type { QuestionFlag } from "@handraise/contract";
import type { EventsTable } from "../../db/tables.ts";
import { operatorWords } from "./operator-words.ts";
import { findBlocked, type WordList, wordList } from "./word-filter.ts";

type EventWords = Pick<EventsTable, "id" | "blocked_words">;

/** The event's own words, as stored (a JSON array; anything else counts as none). */
export function blockedWordsOf(event: Pick<EventsTable, "blocked_words">): string[] {
  try {
    const words: unknown = JSON.parse(event.blocked_words);
    return Array.isArray(words) ? words.filter((word): word is string => typeof word === "string") : [];
  } catch {
    return [];
  }
}

/** Stored form of a host's list: trimmed, without repeats (case aside), in the host's order. */
export function storedBlockedWords(words: readonly string[]): string {
  const seen = new Set<string>();
  const kept = words
    .map((word) => word.trim())
    .filter((word) => {
      const key = word.toLowerCase();
      if (!word || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return JSON.stringify(kept);
}

const eventLists = new Map<string, { stored: string; list: WordList }>();

function listsOf(event: EventWords): WordList[] {
  let cached = eventLists.get(event.id);
  if (cached?.stored !== event.blocked_words) {
    cached = { stored: event.blocked_words, list: wordList(blockedWordsOf(event)) };
    if (eventLists.size > 1000) eventLists.clear();
    eventLists.set(event.id, cached);
  }
  return [cached.list, operatorWords()];
}

/** The entry of the event's lists the text contains, or undefined. */
export function blockedIn(event: EventWords, text: string): string | undefined {
  return findBlocked(text, ...listsOf(event));
}

/** Why a question waits for review: its text first, then its asker's name (none when anonymous). */
export function questionFlag(event: EventWords, content: string, shownName: string | undefined): QuestionFlag | null {
  const inQuestion = blockedIn(event, content);
  if (inQuestion) return { in: "question", word: inQuestion };
  const inName = shownName ? blockedIn(event, shownName) : undefined;
  return inName ? { in: "name", word: inName } : null;
}
