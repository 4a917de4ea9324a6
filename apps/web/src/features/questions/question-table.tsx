// The table view: dense and calm for the host beside a stage (docs/product.md §11), every action in reach.
// Below the `sm` breakpoint each row stacks (question, then status and asker, then actions) so
// a phone shows every action without scrolling sideways; the column heads stay for screen readers.
import type { Question } from "@handraise/contract";
import { useT } from "../../lib/i18n/translate.ts";
import { AwaitingMark } from "./awaiting-review.tsx";
import { HighlightedText } from "./highlighted-text.tsx";
import { AskerName } from "./question-asker.tsx";
import { HiddenMark, hiddenMarkFor, isSpotlighted, NowAnsweringMark, StatusMark } from "./question-marks.tsx";
import { ReplyUnderQuestion } from "./question-reply.tsx";
import {
  ModerationButtons,
  type QuestionHandlers,
  type QuestionViewer,
  ReactionButtons,
} from "./question-row-parts.tsx";

type Props = { questions: Question[]; query: string; viewer: QuestionViewer; handlers: QuestionHandlers };

export function QuestionTable({ questions, query, viewer, handlers }: Props) {
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-[var(--radius-ui)] bg-white shadow-[var(--shadow-ui)] ring-1 ring-slate-200">
      <table className="w-full border-collapse text-start">
        <caption className="sr-only">{t("questions.list.label")}</caption>
        <thead className="bg-slate-50 text-start text-sm text-slate-700 max-sm:sr-only">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t("questions.list.status")}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t("questions.list.question")}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t("questions.list.askedBy")}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t("questions.list.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {questions.map((question) => (
            <tr
              key={question._id}
              data-question-id={question._id}
              className={`border-t border-slate-200 align-top transition duration-300 starting:opacity-0 motion-reduce:transition-none max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:px-2 max-sm:py-1 ${question.hidden ? "bg-slate-50" : ""}`}
            >
              <td className="w-px px-3 py-2 whitespace-nowrap max-sm:order-2 max-sm:w-auto max-sm:py-1">
                <StatusMark question={question} withText />
              </td>
              <td className="min-w-48 px-3 py-2 max-sm:order-1 max-sm:w-full max-sm:min-w-0 max-sm:py-1">
                <p dir="auto" className="whitespace-pre-wrap break-words text-slate-900">
                  <HighlightedText text={question.content} query={query} />
                </p>
                {isSpotlighted(question, viewer) ? (
                  <p className="mt-1">
                    <NowAnsweringMark />
                  </p>
                ) : null}
                {hiddenMarkFor(question, viewer) ? (
                  <p className="mt-1 flex flex-wrap items-center gap-2">
                    <HiddenMark forAuthor={hiddenMarkFor(question, viewer) === "author"} />
                  </p>
                ) : null}
                {question.awaitingReview ? (
                  <p className="mt-1 flex flex-wrap items-center gap-2">
                    <AwaitingMark forAuthor={!viewer.isHost} flagged={question.flagged} />
                  </p>
                ) : null}
                <ReplyUnderQuestion question={question} viewer={viewer} handlers={handlers} />
              </td>
              <td className="w-40 max-w-40 px-3 py-2 text-sm break-words text-slate-700 max-sm:order-3 max-sm:w-auto max-sm:max-w-none max-sm:py-1">
                <span className="flex flex-wrap items-center gap-x-2">
                  <AskerName question={question} viewer={viewer} />
                </span>
              </td>
              {/* The actions keep their width on one line (sm and up); the question's column takes
                  what is left and wraps a long question inside itself (docs/features/questions.md). */}
              <td className="w-px px-1 py-1 whitespace-nowrap max-sm:order-4 max-sm:w-full max-sm:py-0">
                <div className="flex flex-wrap items-center sm:flex-nowrap">
                  <ReactionButtons question={question} viewer={viewer} handlers={handlers} />
                  <ModerationButtons question={question} viewer={viewer} handlers={handlers} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
