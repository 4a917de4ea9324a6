// The list part of the Q&A session: "Loading questions…" and the first load's error with
// "Try again", then the triaged list drawn as the feed or the table the viewer chose.
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { EmptyQuestions } from "./empty-questions.tsx";
import type { QuestionViewer } from "./question-actions.ts";
import { QuestionFeed } from "./question-feed.tsx";
import type { QuestionHandlers } from "./question-row-parts.tsx";
import { QuestionTable } from "./question-table.tsx";
import { TriagedQuestions } from "./triaged-questions.tsx";
import type { useSessionQuestions } from "./use-session-questions.ts";

type Props = {
  list: ReturnType<typeof useSessionQuestions>;
  viewer: QuestionViewer;
  handlers: QuestionHandlers;
  maxQuestions: number;
};

export function SessionQuestionList({ list, viewer, handlers, maxQuestions }: Props) {
  const { firstLoad, loading, error, query, view, items, shown } = list;
  const { isHost, canTakePart, memberId } = viewer;
  const t = useT();
  if (firstLoad && loading) return <p className="text-slate-700">{t("messages.loadingQuestions")}</p>;
  if (firstLoad && error)
    return (
      <Card className="flex flex-col items-start gap-3">
        <p className="text-slate-800">{error}</p>
        <Button variant="secondary" onClick={list.refreshNow}>
          {t("questions.list.tryAgain")}
        </Button>
      </Card>
    );
  return (
    <TriagedQuestions
      shown={shown}
      all={items ?? []}
      isHost={isHost}
      memberId={memberId}
      maxQuestions={maxQuestions}
      empty={<EmptyQuestions isHost={isHost} canTakePart={canTakePart} query={query} />}
      renderList={(questions) =>
        view === "table" ? (
          <QuestionTable questions={questions} query={query} viewer={viewer} handlers={handlers} />
        ) : (
          <QuestionFeed questions={questions} query={query} viewer={viewer} handlers={handlers} />
        )
      }
    />
  );
}
