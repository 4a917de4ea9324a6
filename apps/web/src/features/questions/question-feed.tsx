// The feed view: one card per question, made for a phone held in one hand.
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

export function QuestionFeed({ questions, query, viewer, handlers }: Props) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-3" aria-label={t("questions.list.label")}>
      {questions.map((question) => (
        <li
          key={question._id}
          data-question-id={question._id}
          className={`rounded-[var(--radius-ui)] bg-white p-4 shadow-[var(--shadow-ui)] ring-1 ring-slate-200 transition duration-300 ease-out starting:-translate-y-2 starting:opacity-0 motion-reduce:transition-none ${question.hidden ? "bg-slate-50 ring-dashed" : ""} ${isSpotlighted(question, viewer) ? "ring-2 ring-accent-600" : ""}`}
        >
          {isSpotlighted(question, viewer) ? (
            <p className="mb-2">
              <NowAnsweringMark />
            </p>
          ) : null}
          <div className="flex items-start gap-3">
            <span className="mt-0.5 shrink-0">
              <StatusMark question={question} />
            </span>
            <p dir="auto" className="min-w-0 flex-1 whitespace-pre-wrap break-words text-base text-slate-900">
              <HighlightedText text={question.content} query={query} />
            </p>
          </div>
          <ReplyUnderQuestion question={question} viewer={viewer} handlers={handlers} />
          <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 sm:mt-2 sm:gap-y-1">
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <AskerName question={question} viewer={viewer} />
              {hiddenMarkFor(question, viewer) ? (
                <HiddenMark forAuthor={hiddenMarkFor(question, viewer) === "author"} />
              ) : null}
              {question.awaitingReview ? <AwaitingMark forAuthor={!viewer.isHost} flagged={question.flagged} /> : null}
            </p>
            <div className="-me-2 flex flex-wrap items-center">
              <ReactionButtons question={question} viewer={viewer} handlers={handlers} />
              <ModerationButtons question={question} viewer={viewer} handlers={handlers} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
