// The triage filters above the list: All, Pending, Answered, Mine and, for hosts, Hidden and
// Awaiting review, each with its count. One row that scrolls sideways on a phone (every button
// stays 44 px tall), wrapping on wider screens; drawn like the toolbar's View and Sort.
import { useFormat, useT } from "../../lib/i18n/translate.ts";
import { FILTER_LABELS, type FilterCounts, type QuestionFilter } from "./question-filters.ts";

type Props = {
  filters: readonly QuestionFilter[];
  counts: FilterCounts;
  value: QuestionFilter;
  onChange: (filter: QuestionFilter) => void;
};

export function QuestionFilterBar({ filters, counts, value, onChange }: Props) {
  const t = useT();
  const format = useFormat();
  return (
    <fieldset className="flex min-w-0 items-center gap-2">
      <legend className="sr-only">{t("questions.filters.legend")}</legend>
      <span className="shrink-0 text-sm font-medium text-slate-700" aria-hidden="true">
        {t("questions.filters.show")}
      </span>
      <div className="min-w-0 overflow-x-auto">
        <div className="inline-flex rounded-[var(--radius-ui)] bg-slate-100 p-0.5 ring-1 ring-slate-200 ring-inset sm:flex-wrap">
          {filters.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={value === filter}
              data-filter={filter}
              onClick={() => onChange(filter)}
              className={`min-h-11 shrink-0 whitespace-nowrap rounded-[calc(var(--radius-ui)-2px)] px-3 text-sm font-medium transition-colors ${
                value === filter ? "bg-white text-accent-800 shadow-sm" : "text-slate-700 hover:text-slate-900"
              }`}
            >
              {t(FILTER_LABELS[filter])} <span className="tabular-nums">({format.number(counts[filter])})</span>
            </button>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
