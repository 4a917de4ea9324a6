// What hosts do to a question: status, answered and hidden, approve, reply (the spotlight is the
// event's: events/spotlight-service.ts). Each change is one transaction with its version bump
// (question-change.ts); the rooms hear it after the commit.
import { ANSWER_MESSAGES, type Question, type QuestionStatus } from "@handraise/contract";
import { type Actor, memberIdOf } from "../../http/actor.ts";
import { conflict } from "../../http/app-error.ts";
import { announceSpotlight } from "../events/broadcast.ts";
import { clearSpotlight } from "../events/repository.ts";
import { blockedIn } from "../moderation/event-words.ts";
import { announceApproved, announceQuestion, announceVisibilityChanged } from "./broadcasts.ts";
import { nextTimestamp } from "./clock.ts";
import type { Found } from "./lookup.ts";
import { assertHost, assertOwnClaim } from "./policy.ts";
import { asSeenBy } from "./presenter.ts";
import { changeQuestion, type QuestionDeps } from "./question-change.ts";
import { approveQuestionRow, findQuestion, flipAnswered, flipHidden, setReply, updateQuestion } from "./repository.ts";

/** Only the event's hosts moderate (policy.ts). */
const hostOnly = ({ access }: Found) => assertHost(access);

export async function setQuestionStatus(
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  status: QuestionStatus,
): Promise<Question> {
  const { question } = await changeQuestion(deps, actor, questionId, {
    authorise: hostOnly,
    write: async (trx, { row }) => {
      await updateQuestion(trx, questionId, { status }, nextTimestamp());
      // A question answered is done: it leaves the screen in the same change.
      return { offScreen: status === "answered" && (await clearSpotlight(trx, row.event_id, questionId)) };
    },
    announce: (changed, { offScreen }) => {
      announceQuestion(deps.realtime, "questionUpdated", changed);
      if (offScreen) announceSpotlight(deps.realtime, changed.eventId, null);
    },
  });
  return asSeenBy(question, memberIdOf(actor));
}

/**
 * Flips answered or hidden in one statement, so two hosts toggling at once never act on the same
 * old value. A question answered or hidden leaves the screen in the same change (the host can
 * put an answered one back).
 */
async function moderate(
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  flag: "answered" | "hidden",
  claimedMemberId: string | undefined,
): Promise<Question> {
  assertOwnClaim(actor, claimedMemberId);
  const { question } = await changeQuestion(deps, actor, questionId, {
    authorise: hostOnly,
    write: async (trx, { row }) => {
      const now = nextTimestamp();
      if (flag === "hidden") await flipHidden(trx, questionId, now);
      else await flipAnswered(trx, questionId, now);
      const flipped = await findQuestion(trx, questionId);
      const gone = flag === "hidden" ? flipped?.hidden === 1 : flipped?.status === "answered";
      return { offScreen: gone && (await clearSpotlight(trx, row.event_id, questionId)) };
    },
    announce: (changed, { offScreen }) => {
      if (flag === "hidden") {
        if (offScreen) announceSpotlight(deps.realtime, changed.eventId, null);
        announceVisibilityChanged(deps.realtime, changed);
        return;
      }
      announceQuestion(deps.realtime, "questionUpdated", changed);
      if (offScreen) announceSpotlight(deps.realtime, changed.eventId, null);
    },
  });
  return asSeenBy(question, memberIdOf(actor));
}

export const toggleAnswered = (deps: QuestionDeps, actor: Actor, questionId: string, claim: string | undefined) =>
  moderate(deps, actor, questionId, "answered", claim);

export const toggleHidden = (deps: QuestionDeps, actor: Actor, questionId: string, claim: string | undefined) =>
  moderate(deps, actor, questionId, "hidden", claim);

/** A host publishes a question awaiting review; approving it again changes nothing. */
export async function approveQuestion(deps: QuestionDeps, actor: Actor, questionId: string): Promise<Question> {
  const { question } = await changeQuestion(deps, actor, questionId, {
    authorise: hostOnly,
    write: (trx) => approveQuestionRow(trx, questionId, nextTimestamp()),
    announce: (approved) => announceApproved(deps.realtime, approved),
  });
  return asSeenBy(question, memberIdOf(actor));
}

/** A host's reply under the question, signed with the host's name; empty text removes it. */
export async function replyToQuestion(deps: QuestionDeps, actor: Actor, questionId: string, text: string) {
  const trimmed = text.trim();
  const hostName = actor.kind === "account" ? actor.user.display_name : "";
  const { question } = await changeQuestion(deps, actor, questionId, {
    authorise: ({ access }) => {
      assertHost(access);
      // A reply is a host's own words, published at once: one the filter matches is refused, never held.
      if (trimmed && blockedIn(access.event, trimmed)) throw conflict(ANSWER_MESSAGES.replyBlocked);
    },
    write: async (trx) => {
      await setReply(trx, questionId, trimmed ? { text: trimmed, hostName, at: nextTimestamp() } : null);
      return true;
    },
    announce: (replied) => announceQuestion(deps.realtime, "questionUpdated", replied),
  });
  return asSeenBy(question, memberIdOf(actor));
}
