// Likes and favourites, and the legacy vote call mapped onto likes. Each is a row under the
// unique key (question, member), written with the version bump in one transaction
// (question-change.ts); bursts reach the rooms folded (broadcasts.ts ReactionBroadcasts).
import { ANSWER_MESSAGES, type Question } from "@handraise/contract";
import { isForeignKeyViolation } from "../../db/errors.ts";
import type { Actor } from "../../http/actor.ts";
import { notFound } from "../../http/app-error.ts";
import { announceReactionChanged } from "./broadcasts.ts";
import { nextTimestamp } from "./clock.ts";
import { presented } from "./lookup.ts";
import { assertOwnClaim, assertParticipant } from "./policy.ts";
import { asSeenBy } from "./presenter.ts";
import { changeQuestion, type QuestionDeps } from "./question-change.ts";
import { addReaction, type ReactionTable, removeReaction } from "./reaction-repository.ts";

export type Reaction = "like" | "favourite";

const REACTION_TABLES: Record<Reaction, ReactionTable> = {
  like: "question_likes",
  favourite: "question_favourites",
};

/**
 * Sets or clears one member's like or favourite: "on" inserts unless present, "off" deletes,
 * "toggle" inserts and, when nothing was inserted, deletes. No count is read and written back,
 * so concurrent requests never leave two rows of one member or a count that disagrees with the rows.
 */
async function react(
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  reaction: Reaction,
  change: "on" | "off" | "toggle",
  claimedMemberId: string | undefined,
): Promise<Question> {
  assertOwnClaim(actor, claimedMemberId);
  const table = REACTION_TABLES[reaction];
  const { question, allowed: memberId } = await changeQuestion(deps, actor, questionId, {
    authorise: ({ access }) => assertParticipant(actor, access),
    write: async (trx, found, memberId) => {
      try {
        const onQuestion = { id: questionId, eventId: found.row.event_id };
        const added = change !== "off" && (await addReaction(trx, table, onQuestion, memberId, nextTimestamp()));
        if (change === "off" || (change === "toggle" && !added)) await removeReaction(trx, table, questionId, memberId);
      } catch (error) {
        // The question was deleted between the read and the insert.
        if (isForeignKeyViolation(error)) throw notFound(ANSWER_MESSAGES.questionNotFound);
        throw error;
      }
      return true;
    },
    announce: (changed) => announceReactionChanged(deps.realtime, changed, (id) => presented(deps.db, id)),
  });
  return asSeenBy(question, memberId);
}

export const toggleReaction = (
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  reaction: Reaction,
  claimedMemberId: string | undefined,
) => react(deps, actor, questionId, reaction, "toggle", claimedMemberId);

/** The legacy vote call: "up" turns the caller's like on, "down" turns it off. */
export const voteOnQuestion = (deps: QuestionDeps, actor: Actor, questionId: string, voteType: "up" | "down") =>
  react(deps, actor, questionId, "like", voteType === "up" ? "on" : "off", undefined);
