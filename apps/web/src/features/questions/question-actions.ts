// What the viewer may do to one question (docs/features/questions.md "Who takes part"): the one place
// the rows ask. The server decides again on every call; this only says which buttons to show.
import type { Question } from "@handraise/contract";

export type QuestionViewer = {
  memberId: string | undefined;
  isHost: boolean;
  /** A member or host with a member id: may like, favourite, submit. */
  canTakePart: boolean;
  /** The question the host has on screen now ("Now answering"), if any. */
  spotlightQuestionId?: string | null;
};

/** An action shown and usable, shown but disabled, or not shown at all. */
export type Availability = "enabled" | "disabled" | "none";

export type QuestionActions = {
  like: Availability;
  favourite: Availability;
  /** Hosts: publishes a question awaiting review. */
  approve: boolean;
  /** Hosts: writes or edits the one reply. */
  reply: boolean;
  /** Hosts: marks answered or pending. */
  answer: boolean;
  /** Hosts: hides or unhides. */
  hide: boolean;
  /** Hosts: puts it on screen as "Now answering", or takes it down. */
  spotlight: boolean;
  /** Hosts: removes the person who asked from the event. */
  removePerson: boolean;
  /** The asker: edits their own pending question. */
  edit: boolean;
  delete: Availability;
  /** A host deletes a question awaiting review by declining it. */
  declines: boolean;
};

export function isOwnQuestion(question: Question, viewer: QuestionViewer): boolean {
  return viewer.memberId !== undefined && question.createdBy === viewer.memberId;
}

export function actionsFor(question: Question, viewer: QuestionViewer): QuestionActions {
  const { isHost, canTakePart } = viewer;
  const own = isOwnQuestion(question, viewer);
  // Its non-host author sees a hidden question, but nothing can be done to it until a host unhides it.
  const hiddenFromAudience = question.hidden && !isHost;
  // Nobody in the audience sees a question awaiting review yet, or one a host hid: nothing to like.
  const reactions: Availability =
    question.awaitingReview || hiddenFromAudience ? "none" : canTakePart ? "enabled" : "disabled";
  const mayDelete = isHost || (own && !hiddenFromAudience);
  return {
    like: reactions,
    favourite: reactions,
    approve: isHost && question.awaitingReview,
    reply: isHost,
    answer: isHost,
    hide: isHost,
    // Only a question the audience sees can be on screen (the server refuses the others).
    spotlight: isHost && !question.hidden && !question.awaitingReview,
    removePerson: isHost && !own,
    edit: canTakePart && own && question.status === "pending" && !hiddenFromAudience,
    delete: !mayDelete ? "none" : canTakePart || isHost ? "enabled" : "disabled",
    declines: isHost && question.awaitingReview,
  };
}
