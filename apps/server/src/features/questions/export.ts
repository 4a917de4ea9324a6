// The host's record of an event's questions as a CSV file (docs/features/questions.md "Export"): every
// question, hidden and awaiting ones too, oldest first, with anonymous askers as 'Anonymous'.
import { ANONYMOUS_NAME, ANSWER_MESSAGES, DELETED_ACCOUNT_NAME } from "@handraise/contract";
import type { Db } from "../../db/connect.ts";
import type { Actor } from "../../http/actor.ts";
import { notFound } from "../../http/app-error.ts";
import { csvDocument } from "../../http/csv.ts";
import { eventAccessFor } from "../events/event-access.ts";
import { assertHost } from "./policy.ts";
import { reactionsOfEvent } from "./reaction-repository.ts";
import { listQuestionsOfEvent } from "./repository.ts";

export const EXPORT_COLUMNS = [
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

export async function exportQuestions(
  deps: { db: Db },
  actor: Actor,
  eventId: string,
): Promise<{ name: string; body: string }> {
  const access = await eventAccessFor(deps.db, actor, eventId);
  if (!access?.canRead) throw notFound(ANSWER_MESSAGES.eventNotFound);
  assertHost(access);
  const [rows, reactions] = await Promise.all([
    listQuestionsOfEvent(deps.db, eventId, { includeHidden: true }),
    reactionsOfEvent(deps.db, eventId),
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
  // The file is named by the join code: the title is the host's free text, not a file name.
  const name = `handraise-${access.event.code ?? eventId}-questions.csv`;
  return { name, body: csvDocument([[...EXPORT_COLUMNS], ...records]) };
}
