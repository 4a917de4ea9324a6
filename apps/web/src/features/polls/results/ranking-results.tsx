// A ranking's results: the options in order of their Borda score (first place n−1 points, last
// 0; equal scores keep the poll's order), each with its place, its score written out, and a bar
// whose full length is the most an option can score (every voter put it first).
import type { Poll } from "@handraise/contract";
import { useT } from "../../../lib/i18n/translate.ts";
import { Bar } from "./option-bars.tsx";
import { rankedOptions } from "./ranking-order.ts";
import { type ResultsSize, typeFor } from "./results-size.ts";
import { barLength } from "./shares.ts";

export function RankingResults({ poll, size }: { poll: Poll; size: ResultsSize }) {
  const t = useT();
  const ranked = rankedOptions(poll.options);
  const most = (poll.totalVotes ?? 0) * Math.max(0, poll.options.length - 1);
  const type = typeFor(size, ranked.length);
  return (
    <ol className={`flex flex-col ${type.gap}`}>
      {ranked.map((option) => (
        <li key={option._id} data-option-id={option._id} className="flex items-center gap-[max(0.75rem,1vw)]">
          <span className="sr-only">{t("poll-results.place", { place: option.place })}</span>
          <span
            aria-hidden="true"
            className={`inline-flex aspect-square shrink-0 items-center justify-center rounded-full bg-accent-50 font-bold tabular-nums text-accent-800 ring-1 ring-accent-100 ${
              size === "stage" ? "w-[1.9em]" : "w-8"
            } ${type.number}`}
          >
            {option.place}
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className={`flex items-baseline justify-between gap-3 ${type.labelSize}`}>
              <span dir="auto" className="min-w-0 break-words">
                {option.text}
              </span>
              <span className={`shrink-0 tabular-nums text-slate-700 ${type.number}`}>
                {t("poll-results.score", { points: option.score })}
              </span>
            </span>
            <Bar length={barLength(option.score, most)} height={type.bar} />
          </span>
        </li>
      ))}
    </ol>
  );
}
