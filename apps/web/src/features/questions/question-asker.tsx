// Who asked, as the viewer may know it. The server names an anonymous question 'Anonymous' for
// everyone but its author; the author sees their own name with a note that nobody else does. A
// deleted account's question shows the server's 'Deleted account', set apart in italics.
import type { Question } from "@handraise/contract";
import { VenetianMask } from "lucide-react";
import { useT } from "../../lib/i18n/translate.ts";
import type { QuestionViewer } from "./question-row-parts.tsx";

export function AskerName({ question, viewer }: { question: Question; viewer: QuestionViewer }) {
  const own = viewer.memberId !== undefined && question.createdBy === viewer.memberId;
  const t = useT();
  return (
    <>
      {question.authorDeleted ? (
        <span className="italic" data-author-deleted="">
          {question.creator.name}
        </span>
      ) : (
        <span dir="auto">{question.creator.name}</span>
      )}
      {question.anonymous && own ? (
        <span className="inline-flex items-center gap-1 text-slate-600" data-asked-anonymously="">
          <VenetianMask aria-hidden="true" className="size-4" />
          {t("questions.asker.askedAnonymously")}
        </span>
      ) : null}
    </>
  );
}
