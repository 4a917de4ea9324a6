// A rating's results: the average, large, and the distribution as one column per step of the
// scale with its count written above it. The columns are drawn for the eye and hidden from screen
// readers, which read the same numbers from a visually hidden table.
import type { Poll } from "@handraise/contract";
import { useFormat, useT } from "../../../lib/i18n/translate.ts";
import { RESULTS_TYPE, type ResultsSize } from "./results-size.ts";
import { ResultsTable } from "./results-table.tsx";
import { barLength } from "./shares.ts";

export function RatingResults({ poll, size }: { poll: Poll; size: ResultsSize }) {
  const t = useT();
  const format = useFormat();
  const steps = poll.distribution ?? [];
  const most = Math.max(0, ...steps.map((step) => step.count));
  const type = RESULTS_TYPE[size];
  const stage = size === "stage";
  return (
    <div className={`flex ${stage ? "h-full min-h-0 items-stretch gap-[3vw]" : "flex-col gap-3"}`}>
      <p className={`flex shrink-0 flex-col ${stage ? "justify-center" : ""}`} data-testid="rating-average">
        <span className={`font-medium text-slate-700 ${type.small}`}>{t("poll-results.average")}</span>
        {poll.average === null || poll.average === undefined ? (
          <span className={type.labelSize}>{t("poll-results.noAverage")}</span>
        ) : (
          <span className="flex items-baseline gap-2">
            <span
              className={`font-bold tabular-nums text-accent-700 ${stage ? "text-[clamp(3rem,7vw,11rem)] leading-none" : "text-4xl"}`}
            >
              {format.number(poll.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </span>
            <span className={`text-slate-700 ${type.labelSize}`}>
              {t("poll-results.outOf", { max: poll.scaleMax ?? steps.length })}
            </span>
          </span>
        )}
      </p>
      <div
        aria-hidden="true"
        className={`grid min-w-0 auto-cols-fr grid-flow-col grid-rows-1 items-end ${stage ? "min-h-0 flex-1 gap-[0.8vw]" : "h-36 gap-1"}`}
      >
        {steps.map((step) => (
          <div key={step.value} className="flex h-full min-h-0 flex-col items-center justify-end gap-1">
            {/* The count sits on its column; the tallest column leaves room for it. */}
            <span className="flex min-h-0 w-full flex-1 flex-col items-stretch justify-end gap-1">
              <span className={`text-center tabular-nums text-slate-800 ${type.number}`}>{step.count}</span>
              <span
                className="block w-full rounded-t-md bg-accent-600 transition-[height] duration-500 ease-out motion-reduce:transition-none"
                style={{ height: `${0.82 * Math.max(barLength(step.count, most), step.count > 0 ? 2 : 0)}%` }}
              />
            </span>
            <span
              className={`w-full border-t border-slate-300 pt-1 text-center font-semibold tabular-nums ${type.number}`}
            >
              {step.value}
            </span>
          </div>
        ))}
      </div>
      <ResultsTable
        caption={t("poll-results.ratingCaption")}
        header={[t("poll-results.ratingHeader"), t("poll-results.peopleHeader")]}
        rows={steps.map((step) => ({ key: String(step.value), label: String(step.value), count: step.count }))}
      />
    </div>
  );
}
