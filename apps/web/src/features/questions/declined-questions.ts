// A host declines a question awaiting review by deleting it (docs/features/questions.md). Its author is
// the only one of the audience who saw it, so they are told: the page compares its list before
// and after each change, whether the change came live (the socket's questionDeleted) or from a
// re-read after being offline, and names the author's own awaiting questions that are gone.
// An approved question stays in the list (no longer awaiting), so it is never taken for declined.
import type { Question } from "@handraise/contract";

export function declinedQuestions(
  before: readonly Question[] | undefined,
  after: readonly Question[] | undefined,
  memberId: string | undefined,
  /** Questions this page deleted itself (the author withdrawing theirs is no decline). */
  deletedHere: ReadonlySet<string>,
): Question[] {
  if (!before || !after || !memberId) return [];
  const still = new Set(after.map((q) => q._id));
  return before.filter(
    (q) => q.awaitingReview && q.createdBy === memberId && !still.has(q._id) && !deletedHere.has(q._id),
  );
}
