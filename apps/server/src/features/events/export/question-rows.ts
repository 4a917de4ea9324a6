// The questions table of the event's CSV export (docs/features/questions.md "Export"): every
// question, hidden and awaiting ones too, oldest first, with anonymous askers as 'Anonymous'.
import { ANONYMOUS_NAME, DELETED_ACCOUNT_NAME } from "@handraise/contract";
import type { Db } from "../../../db/connect.ts";
import { reactionsOfEvent } from "../../questions/reaction-repository.ts";
import { listQuestionsOfEvent } from "../../questions/repository.ts";

export const QUESTION_COLUMNS = [
  "Question",
  "Status",
  "Hidden",
  "Awaiting review",
  "Likes",
  "Favourites",
  "Asked by",
  "Asked at",
  "Reply",
] as const;

const yesNo = (flag: number) => (flag === 1 ? "Yes" : "No");

/** The header and one row per question. */
export async function questionRows(db: Db, eventId: string): Promise<string[][]> {
  const [rows, reactions] = await Promise.all([
    listQuestionsOfEvent(db, eventId, { includeHidden: true }),
    reactionsOfEvent(db, eventId),
  ]);
  const records = rows.reverse().map((row) => {
    const counts = reactions.get(row.id);
    return [
      row.content,
      row.status === "answered" ? "Answered" : "Pending",
      yesNo(row.hidden),
      yesNo(row.awaiting_review),
      String(counts?.likes.length ?? 0),
      String(counts?.favourites.length ?? 0),
      row.anonymous === 1 ? ANONYMOUS_NAME : row.author_deleted === 1 ? DELETED_ACCOUNT_NAME : row.creator_name,
      row.created_at,
      row.reply_text ?? "",
    ];
  });
  return [[...QUESTION_COLUMNS], ...records];
}
