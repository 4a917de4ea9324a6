// The room's most liked questions, and each poll with its result (drawn as the presenter view
// draws it: the page hands in the polls feature's drawing).
import type { EventReport, Poll } from "@handraise/contract";
import { CheckCircle2, ThumbsUp } from "lucide-react";
import type { ReactNode } from "react";
import { useFormat, useT } from "../../lib/i18n/translate.ts";

export function TopQuestions({ questions }: { questions: EventReport["topQuestions"] }) {
  const t = useT();
  const format = useFormat();
  if (questions.length === 0) return <p className="text-slate-700">{t("report.noTopQuestions")}</p>;
  return (
    <ol className="flex flex-col divide-y divide-slate-200">
      {questions.map((question) => (
        <li key={question._id} className="flex items-start gap-3 py-2 print:break-inside-avoid">
          <span className="flex shrink-0 items-center gap-1 tabular-nums text-slate-700">
            <ThumbsUp className="size-4" aria-hidden="true" />
            <span className="sr-only">{t("report.likes", { count: question.likes })}</span>
            <span aria-hidden="true">{format.number(question.likes)}</span>
          </span>
          <span dir="auto" className="min-w-0 flex-1 whitespace-pre-line break-words">
            {question.content}
          </span>
          {question.answered ? (
            <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-emerald-800">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {t("report.answered")}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** `results` draws one poll's result: the polls feature's drawing, composed in by the page. */
export function ReportPolls({ polls, results }: { polls: EventReport["polls"]; results: (poll: Poll) => ReactNode }) {
  const t = useT();
  if (polls.length === 0) return <p className="text-slate-700">{t("report.noPolls")}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2 print:grid-cols-2">
      {polls.map((poll) => (
        <li
          key={poll._id}
          className="flex flex-col gap-2 rounded-[var(--radius-ui)] bg-white p-3 ring-1 ring-slate-200 print:break-inside-avoid print:border print:border-slate-300 print:ring-0"
        >
          <h3 dir="auto" className="break-words font-semibold">
            {poll.question}
          </h3>
          {results(poll)}
        </li>
      ))}
    </ul>
  );
}
