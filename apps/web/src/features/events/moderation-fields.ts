// The event form's tools against a troll (docs/features/moderation.md), as the form holds them (text) and
// as the API takes them: each person's share of the questions, and the host's blocked words.
import { BLOCKED_WORD_MAX_LENGTH, BLOCKED_WORDS_MAX, QUESTIONS_PER_MEMBER_MAX } from "@handraise/contract";
import { translate } from "../../lib/i18n/translate.ts";

/** Empty: no share of its own (null); else a whole number from 1 to the maximum. */
export function parseQuestionShare(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { value: null };
  const value = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || value < 1 || value > QUESTIONS_PER_MEMBER_MAX) {
    return { error: translate("messages.questionShareRange", { max: QUESTIONS_PER_MEMBER_MAX }) };
  }
  return { value };
}

/** One word or phrase per line (commas separate too); blank lines and repeats dropped. */
export function parseBlockedWords(text: string): { value: string[] } | { error: string } {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const entry of text.split(/[\n,]/)) {
    const word = entry.trim().replace(/\s+/g, " ");
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    if ([...word].length > BLOCKED_WORD_MAX_LENGTH) {
      return {
        error: translate("messages.blockedWordTooLong", { start: word.slice(0, 20), max: BLOCKED_WORD_MAX_LENGTH }),
      };
    }
    words.push(word);
  }
  if (words.length > BLOCKED_WORDS_MAX) {
    return { error: translate("messages.tooManyBlockedWords", { max: BLOCKED_WORDS_MAX }) };
  }
  return { value: words };
}
