// What the big screen shows of the list (docs/features/presenter.md): only questions the audience can
// see (not hidden, not awaiting review). The question answered now is shown on its own; below it,
// the pending questions the room likes most, so the screen shows what is still to be answered.
import type { Question } from "@handraise/contract";

/**
 * The most top questions the view offers; how many of them show is decided on screen, whole
 * cards only, by the room left under the question answered now (use-whole-cards.ts).
 */
export const TOP_MOST = 6;

function shownToAudience(question: Question): boolean {
  return !question.hidden && !question.awaitingReview;
}

/** The question answered now, if the audience may see it and the list holds it. */
export function spotlightedQuestion(
  questions: readonly Question[],
  spotlightId: string | null | undefined,
): Question | undefined {
  if (!spotlightId) return undefined;
  const question = questions.find((q) => q._id === spotlightId);
  return question && shownToAudience(question) ? question : undefined;
}

function time(question: Question): number {
  const t = Date.parse(question.createdAt);
  return Number.isNaN(t) ? 0 : t;
}

/**
 * The most liked pending questions, the one answered now left out. Equal likes: the one asked
 * first comes first, since it has waited longest.
 */
export function topQuestions(
  questions: readonly Question[],
  spotlightId: string | null | undefined,
  count: number,
): Question[] {
  return questions
    .filter((q) => shownToAudience(q) && q.status === "pending" && q._id !== spotlightId)
    .sort((a, b) => b.likes.length - a.likes.length || time(a) - time(b))
    .slice(0, count);
}
