// For hosts: how many questions of the event's limit are used. The limit counts every stored
// question, hidden and awaiting ones too, which is the hosts' list (docs/features/questions.md "Triage counts"); when
// it is reached the audience's next question is refused, so the line says so.
import type { Question } from "@handraise/contract";
import { useT } from "../../lib/i18n/translate.ts";
import { limitUsage } from "./question-filters.ts";

export function QuestionLimitUsage({
  questions,
  maxQuestions,
}: {
  questions: readonly Question[];
  maxQuestions: number;
}) {
  const usage = limitUsage(questions, maxQuestions);
  const t = useT();
  const share = usage.max > 0 ? Math.min(1, usage.used / usage.max) : 1;
  return (
    <div className="flex min-w-40 flex-col gap-1" data-testid="question-limit-usage">
      <p className={`text-sm tabular-nums ${usage.full ? "font-medium text-amber-900" : "text-slate-700"}`}>
        {t(usage.full ? "questions.limit.usedFull" : "questions.limit.used", { used: usage.used, max: usage.max })}
      </p>
      <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
        <div
          className={`h-full rounded-full ${usage.full ? "bg-amber-600" : "bg-accent-600"}`}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
