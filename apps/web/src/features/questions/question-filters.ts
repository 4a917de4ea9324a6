// Triage of the question list (docs/features/questions.md "Triage counts", docs/features/questions.md): which filter a
// question falls under and how many each filter holds, worked out from the list the viewer has.
// Awaiting review, Hidden, Pending and Answered are stages that do not overlap, so for a host
// they add up to All; Mine cuts across them.
import type { MessageKey, Question } from "@handraise/contract";

export type QuestionFilter = "all" | "pending" | "answered" | "mine" | "hidden" | "awaiting";

/** Each filter's name, as a message key. */
export const FILTER_LABELS: Record<QuestionFilter, MessageKey> = {
  all: "questions.filters.all",
  pending: "questions.filters.pending",
  answered: "questions.filters.answered",
  mine: "questions.filters.mine",
  hidden: "questions.filters.hidden",
  awaiting: "questions.filters.awaiting",
};

/** The filters a viewer is offered, in the order shown: hosts also triage hidden and awaiting ones. */
export function filtersFor(isHost: boolean): readonly QuestionFilter[] {
  return isHost ? ["all", "pending", "answered", "mine", "hidden", "awaiting"] : ["all", "pending", "answered", "mine"];
}

/**
 * A question's one stage: waiting for a host's approval comes before anything else, then hidden
 * (the audience does not see it, whatever its status), then its status.
 */
export function stageOf(question: Question): "awaiting" | "hidden" | "pending" | "answered" {
  if (question.awaitingReview) return "awaiting";
  if (question.hidden) return "hidden";
  return question.status;
}

export function isOwnQuestion(question: Question, memberId: string | undefined): boolean {
  return memberId !== undefined && memberId !== "" && question.createdBy === memberId;
}

export function matchesFilter(question: Question, filter: QuestionFilter, memberId: string | undefined): boolean {
  if (filter === "all") return true;
  if (filter === "mine") return isOwnQuestion(question, memberId);
  return stageOf(question) === filter;
}

export type FilterCounts = Record<QuestionFilter, number>;

export function filterCounts(questions: readonly Question[], memberId: string | undefined): FilterCounts {
  const counts: FilterCounts = { all: 0, pending: 0, answered: 0, mine: 0, hidden: 0, awaiting: 0 };
  for (const question of questions) {
    counts.all += 1;
    counts[stageOf(question)] += 1;
    if (isOwnQuestion(question, memberId)) counts.mine += 1;
  }
  return counts;
}

/**
 * How much of the event's question limit is used. The limit counts every stored question,
 * hidden and awaiting ones too, which is exactly the hosts' list (docs/features/questions.md "Triage counts").
 */
export function limitUsage(hostsList: readonly Question[], maxQuestions: number) {
  // A removed person's questions stay in the hosts' list but no longer count (docs/features/moderation.md).
  const used = hostsList.filter((question) => !question.authorRemoved).length;
  return { used, max: maxQuestions, full: used >= maxQuestions };
}
