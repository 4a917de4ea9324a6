// A choice poll's and a quiz's results: one bar per option with its count and its share of the
// voters, written out beside the bar (the bar itself is decoration). A quiz's correct options are
// marked, by an icon and the words "Correct answer" as well as by colour, once the poll carries
// `correctOptionIds` (for the audience: once the quiz is closed).
import type { Poll } from "@handraise/contract";
import { CircleCheck } from "lucide-react";
import { useFormat, useT } from "../../../lib/i18n/translate.ts";
import { type ResultsSize, typeFor } from "./results-size.ts";
import { barLength, sharesOf } from "./shares.ts";

export function OptionBars({ poll, size }: { poll: Poll; size: ResultsSize }) {
  const t = useT();
  const format = useFormat();
  const voters = poll.totalVotes ?? 0;
  const counts = poll.options.map((option) => option.votes ?? 0);
  const shares = sharesOf(counts, voters);
  const correct = poll.correctOptionIds ? new Set(poll.correctOptionIds) : null;
  const type = typeFor(size, poll.options.length);
  return (
    <ul className={`flex flex-col ${type.gap}`}>
      {poll.options.map((option, index) => {
        const right = correct?.has(option._id) ?? false;
        const share = shares[index] ?? 0;
        return (
          <li
            key={option._id}
            data-option-id={option._id}
            data-correct={right || undefined}
            className="flex flex-col gap-1"
          >
            <span className={`flex items-baseline justify-between gap-3 ${type.labelSize}`}>
              <OptionText text={option.text} right={right} size={size} />
              <span className={`shrink-0 tabular-nums text-slate-700 ${type.number}`}>
                {t("poll-results.votes", { count: counts[index] ?? 0 })}
                <span aria-hidden="true"> · </span>
                <span className="font-semibold text-slate-900">{format.number(share / 100, { style: "percent" })}</span>
              </span>
            </span>
            <Bar
              length={barLength(share, 100)}
              tone={correct ? (right ? "right" : "wrong") : "plain"}
              height={type.bar}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** A quiz's options before their tallies show (while people still answer): the text only. */
export function OptionList({ poll, size }: { poll: Poll; size: ResultsSize }) {
  const correct = poll.correctOptionIds ? new Set(poll.correctOptionIds) : null;
  const type = typeFor(size, poll.options.length);
  return (
    <ul className={`grid grid-cols-1 ${type.gap} ${size === "stage" ? "md:grid-cols-2" : ""}`}>
      {poll.options.map((option) => {
        const right = correct?.has(option._id) ?? false;
        return (
          <li
            key={option._id}
            data-option-id={option._id}
            data-correct={right || undefined}
            className={`flex items-center rounded-[var(--radius-ui)] px-[max(0.75rem,1.2vw)] py-[max(0.5rem,1.2vh)] ring-1 ${type.labelSize} ${
              right ? "bg-green-50 ring-green-300" : "bg-slate-50 ring-slate-200"
            }`}
          >
            <OptionText text={option.text} right={right} size={size} />
          </li>
        );
      })}
    </ul>
  );
}

function OptionText({ text, right, size }: { text: string; right: boolean; size: ResultsSize }) {
  const t = useT();
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-[0.5em] gap-y-1">
      {right ? <CircleCheck aria-hidden="true" className="size-[1.1em] shrink-0 text-green-700" /> : null}
      <span dir="auto" className={`min-w-0 break-words ${right ? "font-semibold" : ""}`}>
        {text}
      </span>
      {right ? (
        <span
          className={`rounded-full bg-green-50 px-[0.6em] font-medium text-green-800 ring-1 ring-green-200 ring-inset ${
            size === "stage" ? "text-[0.7em]" : "text-sm"
          }`}
        >
          {t("poll-results.correct")}
        </span>
      ) : null}
    </span>
  );
}

const BAR_TONES = { plain: "bg-accent-600", right: "bg-green-600", wrong: "bg-slate-400" } as const;

/** A bar of `length` percent of its track; it grows smoothly unless motion is reduced. */
export function Bar({
  length,
  tone = "plain",
  height,
}: {
  length: number;
  tone?: keyof typeof BAR_TONES;
  height: string;
}) {
  return (
    <span aria-hidden="true" className={`block overflow-hidden rounded-full bg-slate-100 ${height}`}>
      <span
        className={`block h-full rounded-full transition-[width] duration-500 ease-out motion-reduce:transition-none ${BAR_TONES[tone]}`}
        style={{ width: `${length}%` }}
      />
    </span>
  );
}
