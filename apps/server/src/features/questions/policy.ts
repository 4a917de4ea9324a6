// Who may do what with a question (docs/product.md §10 "Who may do what"), in one place. Every check
// takes the actor from a credential; a memberId in a body is only a claim compared with it.
// `assert…` throws when refused (its answer, if any, is what the caller may go on with);
// `can…` answers a boolean.
import { ANSWER_MESSAGES, MESSAGES } from "@handraise/contract";
import { type Actor, memberIdOf } from "../../http/actor.ts";
import { conflict, forbidden, notFound } from "../../http/app-error.ts";
import type { EventAccess } from "../events/event-access.ts";
import type { QuestionRow } from "./repository.ts";

/** Questions are moderated by the event's hosts: the event's own rule (events/policy.ts). */
export { assertHost } from "../events/policy.ts";

/** A body's memberId must name the caller; naming anyone else (or anyone, when anonymous) is 403. */
export function assertOwnClaim(actor: Actor, claimedMemberId: string | undefined): void {
  if (claimedMemberId !== undefined && claimedMemberId !== memberIdOf(actor)) {
    throw forbidden(ANSWER_MESSAGES.memberIdMismatch);
  }
}

/** Members and hosts take part (submit, like, favourite, vote); everyone else only reads. */
export function assertParticipant(actor: Actor, access: EventAccess): string {
  const memberId = memberIdOf(actor);
  // Removed by a host (docs/features/moderation.md): no asking, liking, favouriting or voting here again.
  if (access.isBanned) throw forbidden(ANSWER_MESSAGES.bannedFromEvent);
  if (!memberId || !(access.isMember || access.isHost)) throw forbidden(ANSWER_MESSAGES.notAMember);
  return memberId;
}

/**
 * Hidden questions exist for hosts only; questions awaiting review for hosts and their author
 * (docs/features/questions.md "Moderation before publishing"). For anyone else they are not found.
 */
export function canSee(actor: Actor, access: EventAccess | undefined, question: QuestionRow): access is EventAccess {
  if (!access?.canRead) return false;
  if (access.isHost) return true;
  return question.hidden === 0 && (question.awaiting_review === 0 || isAuthor(actor, question));
}

export function assertVisible(
  actor: Actor,
  access: EventAccess | undefined,
  question: QuestionRow,
): asserts access is EventAccess {
  if (!canSee(actor, access, question)) throw notFound(ANSWER_MESSAGES.questionNotFound);
}

/** A deleted account's questions are nobody's now: no one acts on them as their author. */
function isAuthor(actor: Actor, question: QuestionRow): boolean {
  const memberId = memberIdOf(actor);
  return question.author_deleted === 0 && memberId !== undefined && memberId === question.created_by;
}

export function assertAuthor(actor: Actor, question: QuestionRow): void {
  if (!isAuthor(actor, question)) throw forbidden();
}

/** The author or any host may delete. */
export function assertMayDelete(actor: Actor, access: EventAccess, question: QuestionRow): void {
  if (!access.isHost && !isAuthor(actor, question)) throw forbidden();
}

/** The asker edits their own question, and only while it is pending (docs/features/questions.md). */
export function assertMayEdit(actor: Actor, question: QuestionRow): void {
  assertAuthor(actor, question);
  if (question.status === "answered") throw conflict(ANSWER_MESSAGES.editAnsweredQuestion);
}

/** Anonymous questions only where the host allows them. */
export function assertMayAskAnonymously(event: { allow_anonymous: number }): void {
  if (event.allow_anonymous !== 1) throw conflict(MESSAGES.anonymousNotAllowed);
}
