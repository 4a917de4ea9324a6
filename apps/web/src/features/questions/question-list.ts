// The rules of an event's question list (docs/product.md §4 "Question status"), applied to the cached
// list: a live question goes to the front only if not already there and only for its event,
// an update keeps the creator already shown, a delete removes. Each works on a draft in place.
import type { Question } from "@handraise/contract";

export type Reaction = "likes" | "favourites";

export function insertAtFront(list: Question[], eventId: string, question: Question): void {
  if (question.eventId !== eventId) return;
  if (list.some((q) => q._id === question._id)) return;
  list.unshift(question);
}

/**
 * A live questionAdded. A question the list already has stays where it is but takes the state
 * the message carries, which is the newer one: an approved question reaches the audience as
 * added, and a page that re-read its list meanwhile may hold it still awaiting review.
 */
export function addLive(list: Question[], eventId: string, question: Question): void {
  if (question.eventId !== eventId) return;
  if (list.some((q) => q._id === question._id)) replaceQuestion(list, question);
  else list.unshift(question);
}

/**
 * Replaces one question in place, keeping the creator already shown (docs/product.md §4), unless the
 * asker's account was deleted since: then it shows as from a deleted account at once.
 */
export function replaceQuestion(list: Question[], question: Question): void {
  const at = list.findIndex((q) => q._id === question._id);
  if (at < 0) return;
  const existing = list[at];
  list[at] = existing && !question.authorDeleted ? { ...question, creator: existing.creator } : question;
}

export function removeQuestion(list: Question[], questionId: string): void {
  const at = list.findIndex((q) => q._id === questionId);
  if (at >= 0) list.splice(at, 1);
}

/** The click of one member on like or favourite, before the server answers. */
export function toggleMember(list: Question[], questionId: string, reaction: Reaction, memberId: string): void {
  const question = list.find((q) => q._id === questionId);
  if (!question) return;
  const members = question[reaction];
  const at = members.indexOf(memberId);
  if (at >= 0) members.splice(at, 1);
  else members.push(memberId);
}
