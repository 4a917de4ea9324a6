// Search, view and order of the list, and the refresh controls (docs/product.md §2 "Q&A session").
import { RefreshCw, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { useFormat, useT } from "../../lib/i18n/translate.ts";
import type { QuestionSort } from "./visible-questions.ts";

export type QuestionView = "table" | "feed";

type Props = {
  search: string;
  onSearch: (value: string) => void;
  onTyping: () => void;
  view: QuestionView;
  onView: (view: QuestionView) => void;
  sort: QuestionSort;
  onSort: (sort: QuestionSort) => void;
  onRefresh: () => void;
  refreshing: boolean;
  countdown: number | null;
};

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{label}</legend>
      <span className="text-sm font-medium text-slate-700" aria-hidden="true">
        {label}
      </span>
      <div className="inline-flex rounded-[var(--radius-ui)] bg-slate-100 p-0.5 ring-1 ring-slate-200">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={`min-h-11 rounded-[calc(var(--radius-ui)-2px)] px-3 text-sm font-medium transition-colors ${
              value === option.value ? "bg-white text-accent-800 shadow-sm" : "text-slate-700 hover:text-slate-900"
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function QuestionToolbar(props: Props) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <label htmlFor="question-search" className="sr-only">
          {t("questions.toolbar.search")}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id="question-search"
          type="search"
          placeholder={t("questions.toolbar.search")}
          autoComplete="off"
          className={`${inputClass} min-h-11 ps-10`}
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          onKeyDown={props.onTyping}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Segmented
            label={t("questions.toolbar.view")}
            value={props.view}
            onChange={props.onView}
            options={[
              { value: "feed", label: t("questions.toolbar.feed") },
              { value: "table", label: t("questions.toolbar.table") },
            ]}
          />
          <Segmented
            label={t("questions.toolbar.sort")}
            value={props.sort}
            onChange={props.onSort}
            options={[
              { value: "newest", label: t("questions.toolbar.newest") },
              { value: "liked", label: t("questions.toolbar.mostLiked") },
            ]}
          />
        </div>
        <div className="flex items-center gap-3">
          {props.countdown !== null ? (
            <span className="text-sm text-slate-700 tabular-nums">
              {t("questions.toolbar.refreshingIn", { seconds: format.number(props.countdown) })}
            </span>
          ) : null}
          <Button variant="secondary" onClick={props.onRefresh} busy={props.refreshing}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t("questions.toolbar.refreshNow")}
          </Button>
        </div>
      </div>
    </div>
  );
}
