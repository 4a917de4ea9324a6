// The list under the toolbar, triaged: the filter row (with, for hosts, the share of the
// question limit used), then for hosts the "Awaiting review (N)" section first and the other
// questions after it; for everyone the questions of the chosen filter. The list itself (feed or
// table) is drawn by the caller, so both views behave alike.
import type { MessageKey, Question } from "@handraise/contract";
import { ListFilter } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { AwaitingReviewSection } from "./awaiting-review.tsx";
import { QuestionFilterBar } from "./question-filter-bar.tsx";
import { FILTER_LABELS, filterCounts, filtersFor, matchesFilter, type QuestionFilter } from "./question-filters.ts";
import { QuestionLimitUsage } from "./question-limit-usage.tsx";

type Props = {
  /** The questions after search and order: what the filters count and choose from. */
  shown: Question[];
  /** The viewer's whole list: for hosts, every stored question, which the limit counts. */
  all: readonly Question[];
  isHost: boolean;
  memberId: string | undefined;
  maxQuestions: number;
  /** What an empty list says (no questions yet, or none matching the search). */
  empty: ReactNode;
  renderList: (questions: Question[]) => ReactNode;
};

export function TriagedQuestions({ shown, all, isHost, memberId, maxQuestions, empty, renderList }: Props) {
  const [filter, setFilter] = useState<QuestionFilter>("all");
  const filters = filtersFor(isHost);
  // A host's filter kept after the page stops being a host's falls back to All.
  const active = filters.includes(filter) ? filter : "all";
  const counts = useMemo(() => filterCounts(shown, memberId), [shown, memberId]);
  const chosen = useMemo(() => shown.filter((q) => matchesFilter(q, active, memberId)), [shown, active, memberId]);
  // Hosts see what needs their attention first; an asker's own waiting question stays in place.
  const awaiting = isHost ? chosen.filter((q) => q.awaitingReview) : [];
  const rest = isHost ? chosen.filter((q) => !q.awaitingReview) : chosen;

  const usage = isHost ? <QuestionLimitUsage questions={all} maxQuestions={maxQuestions} /> : null;
  if (all.length === 0) {
    return (
      <>
        {usage}
        {empty}
      </>
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <QuestionFilterBar filters={filters} counts={counts} value={active} onChange={setFilter} />
        {usage}
      </div>
      {shown.length === 0 ? (
        empty
      ) : chosen.length === 0 ? (
        <NothingUnderFilter filter={active} onShowAll={() => setFilter("all")} />
      ) : (
        <>
          {awaiting.length > 0 ? (
            <AwaitingReviewSection count={awaiting.length}>{renderList(awaiting)}</AwaitingReviewSection>
          ) : null}
          {rest.length > 0 ? renderList(rest) : null}
        </>
      )}
    </>
  );
}

const NOTHING: Record<QuestionFilter, MessageKey> = {
  all: "messages.nothingUnderAll",
  pending: "messages.nothingUnderPending",
  answered: "messages.nothingUnderAnswered",
  mine: "messages.nothingUnderMine",
  hidden: "messages.nothingUnderHidden",
  awaiting: "messages.nothingUnderAwaiting",
};

function NothingUnderFilter({ filter, onShowAll }: { filter: QuestionFilter; onShowAll: () => void }) {
  const t = useT();
  return (
    <Card className="flex flex-col items-center gap-2 py-6 text-center">
      <ListFilter aria-hidden="true" className="size-7 text-accent-600" />
      <p className="font-medium text-slate-900">
        {t("questions.filters.nothingUnder", { filter: t(FILTER_LABELS[filter]) })}
      </p>
      <p className="text-slate-700">{t(NOTHING[filter])}</p>
      <Button variant="secondary" onClick={onShowAll}>
        {t("questions.filters.showAll")}
      </Button>
    </Card>
  );
}
