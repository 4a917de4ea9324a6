// What a vote body means for each kind of poll (issue 19 "Votes"): the ballot and items it is
// stored as, or a 400 naming the field. Pure: the quiz's clock is passed in.
import { ANSWER_MESSAGES, MESSAGES, type PollKind, type VotePollBody } from "@handraise/contract";
import { badRequest, conflict, refusal } from "../../http/app-error.ts";
import { english } from "../../i18n/format.ts";
import type { PollOptionRow, PollRow } from "./repository.ts";
import { kindOf, settingsOf } from "./settings.ts";
import type { Ballot, BallotItem } from "./vote-repository.ts";

type VoteField = Exclude<keyof VotePollBody, "memberId">;
const FIELDS: readonly VoteField[] = ["optionId", "optionIds", "words", "value", "text"];

function fieldsOf(kind: PollKind, allowMultiple: boolean): readonly VoteField[] {
  switch (kind) {
    case "choice":
      return allowMultiple ? ["optionId", "optionIds"] : ["optionId"];
    case "wordcloud":
      return ["words"];
    case "rating":
      return ["value"];
    case "ranking":
      return ["optionIds"];
    case "open":
      return ["text"];
    case "quiz":
      return ["optionId"];
  }
}

/** The body carries exactly one field its kind takes. */
function assertFields(body: VotePollBody, taken: readonly VoteField[]): void {
  const refused = FIELDS.find((field) => body[field] !== undefined && !taken.includes(field));
  if (refused) throw badRequest(english(MESSAGES.pollFieldRefused, { field: refused }));
  const given = taken.filter((field) => body[field] !== undefined);
  if (given.length === 0) throw refusal(400, "pollFieldRequired", { field: taken.join(" or ") });
  if (given.length > 1) throw badRequest(english(MESSAGES.pollFieldRefused, { field: given[1] ?? "" }));
}

function optionItems(ids: string[], options: PollOptionRow[]): BallotItem[] {
  if (new Set(ids).size !== ids.length) throw badRequest(ANSWER_MESSAGES.pollOptionTwice);
  const known = new Set(options.map((option) => option.id));
  if (ids.some((id) => !known.has(id))) throw badRequest(ANSWER_MESSAGES.pollOptionNotFound);
  return ids.map((id, position) => ({ position, option_id: id, word: null, spelling: null }));
}

/** Words counted without regard to case or surrounding spaces; a voter's repeated word once. */
function wordItems(words: string[]): BallotItem[] {
  const seen = new Set<string>();
  const items: BallotItem[] = [];
  for (const spelling of words) {
    const word = spelling.trim().toLowerCase();
    if (seen.has(word)) continue;
    seen.add(word);
    items.push({ position: items.length, option_id: null, word, spelling: spelling.trim() });
  }
  return items;
}

/** Points of a quiz answer: correct ? round(500 + 500 × time left / time allowed) : 0. */
export function quizPoints(correct: boolean, msLeft: number, msAllowed: number): number {
  return correct ? Math.round(500 + (500 * msLeft) / msAllowed) : 0;
}

export type ReadVote = { ballot: Ballot; items: BallotItem[]; firstOnly: boolean };

export function readVote(poll: PollRow, options: PollOptionRow[], body: VotePollBody, now: Date): ReadVote {
  const kind = kindOf(poll);
  const settings = settingsOf(poll);
  assertFields(body, fieldsOf(kind, settings.allowMultiple ?? false));
  const empty: Ballot = { value: null, text: null, points: null };
  switch (kind) {
    case "choice": {
      const ids = body.optionIds ?? (body.optionId ? [body.optionId] : []);
      return { ballot: empty, items: optionItems(ids, options), firstOnly: false };
    }
    case "ranking": {
      const ids = body.optionIds ?? [];
      const known = new Set(options.map((option) => option.id));
      const complete = ids.length === options.length && new Set(ids).size === ids.length;
      if (!complete || ids.some((id) => !known.has(id))) throw badRequest(ANSWER_MESSAGES.pollRankEveryOption);
      return { ballot: empty, items: optionItems(ids, options), firstOnly: false };
    }
    case "wordcloud":
      return { ballot: empty, items: wordItems(body.words ?? []), firstOnly: false };
    case "rating": {
      const scaleMax = settings.scaleMax ?? 5;
      const value = body.value ?? 0;
      if (value < 1 || value > scaleMax) throw refusal(400, "pollValueOffScale", { scaleMax });
      return { ballot: { ...empty, value }, items: [], firstOnly: false };
    }
    case "open":
      return { ballot: { ...empty, text: body.text ?? "" }, items: [], firstOnly: false };
    case "quiz": {
      const items = optionItems([body.optionId ?? ""], options);
      const msAllowed = (settings.secondsToAnswer ?? 30) * 1000;
      const opened = poll.opened_at ? Date.parse(poll.opened_at) : now.getTime();
      const msLeft = msAllowed - (now.getTime() - opened);
      if (msLeft < 0) throw conflict(ANSWER_MESSAGES.quizTimeUp);
      const correct = (settings.correctOptionIds ?? []).includes(body.optionId ?? "");
      return { ballot: { ...empty, points: quizPoints(correct, msLeft, msAllowed) }, items, firstOnly: true };
    }
  }
}
