// The list of the Q&A session: this event's questions as the cache holds them, re-read on opening,
// every 30 s and on "Refresh", and the search, view and order the viewer picked for them.
import { TIMINGS } from "@handraise/contract";
import { useCallback, useDeferredValue, useMemo, useState, useTransition } from "react";
import { useAppSelector } from "../../app/hooks.ts";
import { isPhoneWidth } from "../../components/layout/phone-width.ts";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { refetchOnOpen } from "../../lib/early-reads.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useQuestionsQuery } from "./api.ts";
import type { QuestionViewer } from "./question-actions.ts";
import type { QuestionView } from "./question-toolbar.tsx";
import { spotlightFirst } from "./spotlight-first.ts";
import { useAutoRefresh } from "./use-auto-refresh.ts";
import { useDebounced } from "./use-debounced.ts";
import { type QuestionSort, visibleQuestions } from "./visible-questions.ts";

export function useSessionQuestions(eventId: string, viewer: QuestionViewer, isTyping: boolean) {
  const { isHost, memberId, spotlightQuestionId } = viewer;
  // The list of this event, read afresh each time the session opens (the cache is per event),
  // unless this opening's early read of it has just asked (lib/early-reads.ts).
  const list = useQuestionsQuery(eventId, { refetchOnMountOrArgChange: refetchOnOpen(eventId) });
  const { refetch } = list;
  const isInactive = useAppSelector((s) => s.appSettings.isInactive);
  const t = useT();
  const [search, setSearch] = useState("");
  const query = useDebounced(search, TIMINGS.searchDebounceMs);
  // The table is the host's view on a laptop; on a phone everyone starts with the feed, which
  // carries the same host actions in a card that fits (the table stacks its rows there too).
  const [view, setView] = useState<QuestionView>(() => (isHost && !isPhoneWidth() ? "table" : "feed"));
  const [sort, setSort] = useState<QuestionSort>("newest");
  // A refresh asked for with the button, which shows it (the automatic ones are quiet).
  const [manualRefresh, startRefresh] = useTransition();

  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);
  const { countdown, restartCycle } = useAutoRefresh(reload, isTyping || isInactive);

  const refreshNow = () => {
    restartCycle();
    startRefresh(async () => {
      const result = await refetch();
      if (result.isError) notify.error(failureMessage(result.error, t("messages.failedFetchQuestions")));
    });
  };

  // Drawn in a deferred render, in slices, as the event is (pages/event-view.tsx).
  const items = useDeferredValue(list.data);
  const shown = useMemo(
    () => spotlightFirst(visibleQuestions(items ?? [], { isHost, query, sort, memberId }), spotlightQuestionId),
    [items, isHost, query, sort, spotlightQuestionId, memberId],
  );
  return {
    items,
    shown,
    firstLoad: items === undefined,
    loading: list.isFetching || list.isUninitialized,
    error: list.isError ? failureMessage(list.error, t("messages.failedFetchQuestions")) : null,
    search,
    setSearch,
    query,
    view,
    setView,
    sort,
    setSort,
    refreshNow,
    manualRefresh,
    countdown,
  };
}
