// The questions on the big screen: the one answered now in large type, then the room's top
// questions with their likes. Type sizes follow the window, so the same view reads from the back
// of a hall at 1920×1080 and still fits a laptop window before it goes on the projector.
import type { Question } from "@handraise/contract";
import { MessageCircleQuestionMark, Mic, ThumbsUp } from "lucide-react";
import { useRef } from "react";
import type { AskingState } from "../../lib/asking-state.ts";
import { useFormat, useT } from "../../lib/i18n/translate.ts";
import { useWholeCards } from "./use-whole-cards.ts";

export function SpotlightPanel({ question }: { question: Question }) {
  const t = useT();
  // Long questions get smaller type so that all of it stays on screen.
  const size = question.content.length > 220 ? "text-[clamp(1.25rem,2.2vw,3.5rem)]" : "text-[clamp(1.5rem,3vw,5rem)]";
  return (
    <section
      aria-labelledby="presenter-now-heading"
      data-testid="presenter-spotlight"
      className="flex flex-col gap-[1.2vh] rounded-[var(--radius-ui)] bg-white p-[1.6vw] shadow-[var(--shadow-ui)] ring-4 ring-accent-600"
    >
      <h2
        id="presenter-now-heading"
        className="inline-flex items-center gap-[0.5vw] self-start rounded-full bg-accent-50 px-[1vw] py-[0.4vh] text-[clamp(1rem,1.5vw,2.5rem)] font-semibold text-accent-800 ring-1 ring-accent-100"
      >
        <Mic aria-hidden="true" className="size-[1.4em]" />
        {t("presenter.nowAnswering")}
      </h2>
      <p dir="auto" className={`whitespace-pre-wrap break-words font-semibold leading-tight text-slate-900 ${size}`}>
        {question.content}
      </p>
      <p dir="auto" className="text-[clamp(1rem,1.5vw,2.5rem)] text-slate-700">
        {question.creator.name}
      </p>
    </section>
  );
}

export function TopQuestions({ questions, asking }: { questions: Question[]; asking: AskingState }) {
  const list = useRef<HTMLOListElement>(null);
  useWholeCards(list, questions);
  const t = useT();
  const format = useFormat();
  return (
    <section aria-labelledby="presenter-top-heading" className="flex min-h-0 flex-1 flex-col gap-[1vh]">
      <h2 id="presenter-top-heading" className="text-[clamp(1.25rem,1.8vw,3rem)] font-semibold text-slate-800">
        {t("presenter.topQuestions")}
      </h2>
      {questions.length === 0 ? (
        <p className="flex items-center gap-[0.6vw] text-[clamp(1.125rem,1.6vw,2.75rem)] text-slate-700">
          <MessageCircleQuestionMark aria-hidden="true" className="size-[1.3em] text-accent-600" />
          {t(asking === "open" ? "messages.presenterNoQuestionsAsk" : "messages.presenterNoQuestions")}
        </p>
      ) : (
        <ol
          ref={list}
          className="-m-1 flex min-h-0 flex-1 flex-col gap-[1vh] overflow-hidden p-1"
          aria-label={t("presenter.topQuestionsLabel")}
        >
          {questions.map((question) => (
            <li
              key={question._id}
              data-question-id={question._id}
              className="flex shrink-0 items-start gap-[1vw] rounded-[var(--radius-ui)] bg-white px-[1.2vw] py-[1vh] shadow-[var(--shadow-ui)] ring-1 ring-slate-200 transition duration-500 starting:opacity-0 motion-reduce:transition-none"
            >
              <span className="inline-flex min-w-[4.5vw] shrink-0 items-center gap-[0.4vw] pt-[0.2vh] text-[clamp(1rem,1.6vw,2.75rem)] font-semibold tabular-nums text-accent-700">
                <span className="sr-only">{t("presenter.likes", { count: question.likes.length })}</span>
                <ThumbsUp aria-hidden="true" className="size-[1em]" />
                <span aria-hidden="true" data-testid="presenter-likes">
                  {format.number(question.likes.length)}
                </span>
              </span>
              <span className="min-w-0 flex-1">
                <span
                  dir="auto"
                  className="line-clamp-2 break-words text-[clamp(1.125rem,1.75vw,3rem)] leading-snug text-slate-900"
                >
                  {question.content}
                </span>
                <span dir="auto" className="block text-[clamp(0.875rem,1.1vw,1.75rem)] text-slate-600">
                  {question.creator.name}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
