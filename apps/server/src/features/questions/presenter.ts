// The only way a question leaves the server: the contract's `Question` shape, built from the
// row and its like and favourite rows. Content goes out exactly as stored; clients render text.
import type { Question, QuestionStatus } from "@handraise/contract";
import type { QuestionRow, Reactions } from "./repository.ts";

export function presentQuestion(row: QuestionRow, reactions: Reactions): Question {
  return {
    _id: row.id,
    eventId: row.event_id,
    content: row.content,
    status: (row.status === "answered" ? "answered" : "pending") satisfies QuestionStatus,
    hidden: row.hidden === 1,
    likes: reactions.likes,
    favourites: reactions.favourites,
    createdBy: row.created_by,
    creator: { name: row.creator_name },
    createdAt: row.created_at,
  };
}
