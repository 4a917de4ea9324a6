// The only way a question leaves the server: the contract's `Question` shape, built from the
// row and its like and favourite rows. Content goes out exactly as stored; clients render text.
//
// `presentQuestion` builds the author's view. Anyone else gets `asSeenBy`'s: an anonymous
// question without its asker (docs/features/questions.md "Anonymous questions").
import { ANONYMOUS_NAME, DELETED_ACCOUNT_NAME, type Question, type QuestionStatus } from "@handraise/contract";
import type { Reactions } from "./reaction-repository.ts";
import type { QuestionRow } from "./repository.ts";

/** `authorRemoved`: a host removed its asker from the event, so it no longer counts against the limit. */
export function presentQuestion(row: QuestionRow, reactions: Reactions, authorRemoved = false): Question {
  return {
    _id: row.id,
    eventId: row.event_id,
    content: row.content,
    status: (row.status === "answered" ? "answered" : "pending") satisfies QuestionStatus,
    hidden: row.hidden === 1,
    likes: reactions.likes,
    favourites: reactions.favourites,
    createdBy: row.created_by,
    creator: { name: row.author_deleted === 1 ? DELETED_ACCOUNT_NAME : row.creator_name },
    createdAt: row.created_at,
    anonymous: row.anonymous === 1,
    awaitingReview: row.awaiting_review === 1,
    reply:
      row.reply_text === null
        ? null
        : { text: row.reply_text, hostName: row.reply_host_name ?? "", at: row.reply_at ?? row.updated_at },
    flagged:
      row.flag_in === null ? null : { in: row.flag_in === "name" ? "name" : "question", word: row.flag_word ?? "" },
    ...(row.author_deleted === 1 ? { authorDeleted: true } : {}),
    ...(authorRemoved ? { authorRemoved: true } : {}),
  };
}

/**
 * An anonymous question as everyone but its author sees it: the asker's id gives way to a value
 * of the question's own (so nothing links two anonymous questions), also where the asker liked
 * or favourited it, and the name to 'Anonymous'. Other questions are unchanged.
 */
export function anonymised(question: Question): Question {
  if (!question.anonymous) return question;
  const standIn = `anonymous-${question._id}`;
  const withoutAsker = (ids: string[]) => ids.map((id) => (id === question.createdBy ? standIn : id));
  return {
    ...question,
    createdBy: standIn,
    creator: { name: ANONYMOUS_NAME },
    likes: withoutAsker(question.likes),
    favourites: withoutAsker(question.favourites),
  };
}

/** The question as this member (or nobody, undefined) may see it: whole for its author only. */
export function asSeenBy(question: Question, viewerId: string | undefined): Question {
  const isAuthor = viewerId !== undefined && viewerId === question.createdBy && !question.authorDeleted;
  return isAuthor ? question : anonymised(question);
}
