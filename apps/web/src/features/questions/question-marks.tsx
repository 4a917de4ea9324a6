// The marks of a question row, in the feed and in the table: answered or pending, hidden (and
// for whom), and the question the host answers now (docs/product.md §11 icon set).
import type { Question } from "@handraise/contract";
import { Check, Clock, EyeOff, Mic } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { isOwnQuestion, type QuestionViewer } from "./question-actions.ts";

export function StatusMark({ question, withText = false }: { question: Question; withText?: boolean }) {
  const answered = question.status === "answered";
  const t = useT();
  const label = t(answered ? "questions.marks.answered" : "questions.marks.pending");
  const icon = answered ? (
    <Check
      role="img"
      aria-label={withText ? undefined : label}
      aria-hidden={withText || undefined}
      className="size-5 text-green-700"
    />
  ) : (
    <Clock
      role="img"
      aria-label={withText ? undefined : label}
      aria-hidden={withText || undefined}
      className="size-5 text-slate-500"
    />
  );
  if (!withText) return icon;
  return (
    <Badge tone={answered ? "success" : "neutral"}>
      {icon}
      {label}
    </Badge>
  );
}

/** Hosts see "(Hidden)"; the author of a hidden question is told who still sees it. */
export function HiddenMark({ forAuthor = false }: { forAuthor?: boolean }) {
  const t = useT();
  return (
    <>
      <Badge tone="warning">
        <EyeOff aria-hidden="true" className="size-4" />
        {t(forAuthor ? "messages.hiddenByHost" : "questions.marks.hidden")}
      </Badge>
      {forAuthor ? <span className="text-sm text-slate-700">{t("messages.questionHiddenForAuthor")}</span> : null}
    </>
  );
}

/** The hidden mark shows to hosts, and to the question's author, the only others who see it. */
export function hiddenMarkFor(question: Question, viewer: QuestionViewer): "host" | "author" | null {
  if (!question.hidden) return null;
  if (viewer.isHost) return "host";
  return isOwnQuestion(question, viewer) ? "author" : null;
}

/** The question the host answers now: first in the list and marked, in words as well as colour. */
export function NowAnsweringMark() {
  const t = useT();
  return (
    <Badge tone="accent">
      <Mic aria-hidden="true" className="size-4" />
      {t("questions.marks.nowAnswering")}
    </Badge>
  );
}

/** Whether this row is the one on screen now. */
export function isSpotlighted(question: Question, viewer: QuestionViewer): boolean {
  return Boolean(viewer.spotlightQuestionId) && viewer.spotlightQuestionId === question._id;
}
