// What the list shows: hosts see everything (hidden marked), others only visible questions and
// their own hidden ones (marked, so they stay in their "Mine" count);
// filtered by the search and ordered newest first or most liked first (docs/product.md §11).
import { matchesSearch, type Question } from "@handraise/contract";

export type QuestionSort = "newest" | "liked";

function time(question: Question): number {
  const t = Date.parse(question.createdAt);
  return Number.isNaN(t) ? 0 : t;
}

export function visibleQuestions(
  questions: readonly Question[],
  options: { isHost: boolean; query: string; sort: QuestionSort; memberId?: string },
): Question[] {
  const seen = (q: Question) =>
    options.isHost || !q.hidden || (options.memberId !== undefined && q.createdBy === options.memberId);
  const shown = questions.filter((q) => seen(q) && matchesSearch(q.content, options.query));
  // Array.prototype.sort is stable, so equal keys keep the list's own order.
  return shown.sort((a, b) => {
    if (options.sort === "liked" && b.likes.length !== a.likes.length) return b.likes.length - a.likes.length;
    return time(b) - time(a);
  });
}
