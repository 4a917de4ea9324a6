// Open answers as a wall of cards, newest first; answers a host hid are never shown. On the stage
// the wall takes the height it is given and shows whole cards only (a card cut at the bottom of a
// projector reads as a broken screen), as the presenter's top questions do.
import type { Poll } from "@handraise/contract";
import { useMemo, useRef } from "react";
import { useT } from "../../../lib/i18n/translate.ts";
import { useWholeCards } from "../../presenter/use-whole-cards.ts";
import { RESULTS_TYPE, type ResultsSize } from "./results-size.ts";

export function AnswerWall({ poll, size }: { poll: Poll; size: ResultsSize }) {
  const t = useT();
  const wall = useRef<HTMLUListElement>(null);
  const answers = useMemo(() => (poll.answers ?? []).filter((answer) => !answer.hidden).reverse(), [poll.answers]);
  useWholeCards(wall, answers);
  const stage = size === "stage";
  if (answers.length === 0) return <p className="text-slate-700">{t("poll-results.waiting")}</p>;
  return (
    <ul
      ref={wall}
      aria-label={t("poll-results.answersLabel")}
      className={`grid content-start ${stage ? "h-full min-h-0 grid-cols-3 gap-[1.2vw] overflow-hidden p-1" : "grid-cols-1 gap-2 sm:grid-cols-2"}`}
    >
      {answers.map((answer) => (
        <li
          key={answer._id}
          data-answer-id={answer._id}
          className={`rounded-[var(--radius-ui)] ring-1 ring-slate-200 transition-opacity duration-500 starting:opacity-0 motion-reduce:transition-none ${
            stage ? "bg-slate-50 px-[1.1vw] py-[1.2vh]" : "bg-white px-3 py-2 shadow-[var(--shadow-ui)]"
          }`}
        >
          <p
            dir="auto"
            className={`whitespace-pre-wrap break-words text-slate-900 ${stage ? "line-clamp-4 leading-snug" : ""} ${RESULTS_TYPE[size].labelSize}`}
          >
            {answer.text}
          </p>
        </li>
      ))}
    </ul>
  );
}
