// Likes and favourites, and the legacy vote call mapped onto likes. Each is a row under the
// unique key (question, member). The reactions that arrive together are written in one
// transaction with one version bump (reaction-batch.ts); bursts reach the rooms folded
// (broadcasts.ts ReactionBroadcasts).
import type { Question } from "@handraise/contract";
import type { Actor } from "../../http/actor.ts";
import { assertOwnClaim } from "./policy.ts";
import type { QuestionDeps } from "./question-change.ts";
import { type ReactionChange, reactionWriter } from "./reaction-batch.ts";
import type { ReactionTable } from "./reaction-repository.ts";

export type Reaction = "like" | "favourite";

const REACTION_TABLES: Record<Reaction, ReactionTable> = {
  like: "question_likes",
  favourite: "question_favourites",
};

/**
 * Sets or clears one member's like or favourite: "on" inserts unless present, "off" deletes,
 * "toggle" inserts and, when nothing was inserted, deletes. No count is read and written back,
 * so concurrent requests never leave two rows of one member or a count that disagrees with the rows.
 * The claim is checked before the request joins a batch; the rest inside it, per request.
 */
async function react(
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  reaction: Reaction,
  change: ReactionChange,
  claimedMemberId: string | undefined,
): Promise<Question> {
  assertOwnClaim(actor, claimedMemberId);
  return reactionWriter(deps).submit({ actor, questionId, table: REACTION_TABLES[reaction], change });
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
