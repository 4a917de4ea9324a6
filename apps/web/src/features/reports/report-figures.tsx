// The report's headline: participants, askers, voters, questions, answered share and likes, then
// the answered share as a bar with its sentence (the bar is a picture of the sentence). Figures
// are written in the page's language.
import type { EventReport } from "@handraise/contract";
import { useFormat, useT } from "../../lib/i18n/translate.ts";
import { answeredPercent, headline } from "./chart-data.ts";

export function ReportFigures({ report }: { report: EventReport }) {
  const t = useT();
  const format = useFormat();
  const { participants, questions } = report;
  const percent = answeredPercent(questions.answered, questions.total);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 print:grid-cols-6">
        {headline(report).map(({ key, labelKey, value, percent: share }) => (
          <div
            key={key}
            data-figure={key}
            className="flex flex-col rounded-[var(--radius-ui)] bg-white p-3 ring-1 ring-slate-200 print:break-inside-avoid print:border print:border-slate-300 print:ring-0"
          >
            <dt className="text-sm font-medium text-slate-600">{t(labelKey)}</dt>
            <dd className="text-3xl font-semibold tabular-nums">
              {share ? format.number(value / 100, { style: "percent" }) : format.number(value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        {t("report.breakdown", {
          members: participants.members,
          guests: participants.guests,
          hidden: questions.hidden,
          awaiting: questions.awaitingReview,
          anonymous: questions.anonymous,
        })}
      </p>
      <div className="flex flex-col gap-1.5">
        <p>{t("report.answeredShare", { answered: questions.answered, total: questions.total, percent })}</p>
        <span aria-hidden="true" className="h-3 rounded-full bg-slate-100 print:border print:border-slate-300">
          <span className="block h-3 rounded-full bg-accent-600" style={{ width: `${percent}%` }} />
        </span>
      </div>
    </div>
  );
}
