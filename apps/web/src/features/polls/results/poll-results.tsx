// A poll's results as every screen shows them: the host's panel and the audience's phone
// ("compact"), and the presenter view ("stage", sized for the back of a hall). One component
// per kind; each has a text alternative (the counts are written out, not only drawn). While
// results are hidden from the viewer, it says so instead.
import type { Poll } from "@handraise/contract";
import { POLL_RESULTS_MESSAGES } from "@handraise/contract";

export type ResultsSize = "compact" | "stage";

export function PollResults({ poll, size = "compact" }: { poll: Poll; size?: ResultsSize }) {
  if (poll.totalVotes === null) return <p className="text-slate-600">{POLL_RESULTS_MESSAGES.hidden}</p>;
  const rows = resultRows(poll);
  const most = Math.max(1, ...rows.map((row) => row.count));
  const text = size === "stage" ? "text-[clamp(1rem,1.8vw,3rem)]" : "text-sm";
  return (
    <div className={`flex flex-col gap-2 ${text}`}>
      <p className="text-slate-700">{POLL_RESULTS_MESSAGES.voters(poll.totalVotes)}</p>
      <ul className="flex flex-col gap-1.5">
        {rows.map((row) => (
          <li key={row.key} className="flex flex-col gap-0.5">
            <span className="flex justify-between gap-2">
              <span dir="auto" className="min-w-0 break-words">
                {row.label}
              </span>
              <span className="shrink-0 tabular-nums text-slate-700">{row.count}</span>
            </span>
            <span aria-hidden="true" className="h-2 rounded-full bg-slate-100">
              <span
                className="block h-2 rounded-full bg-accent-600"
                style={{ width: `${(row.count / most) * 100}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

type ResultRow = { key: string; label: string; count: number };

/** Each kind's results as labelled counts (a first drawing; each kind gets its own chart). */
function resultRows(poll: Poll): ResultRow[] {
  switch (poll.kind) {
    case "wordcloud":
      return (poll.words ?? []).map((word) => ({ key: word.text, label: word.text, count: word.count }));
    case "rating":
      return (poll.distribution ?? []).map((step) => ({
        key: String(step.value),
        label: String(step.value),
        count: step.count,
      }));
    case "open":
      return (poll.answers ?? [])
        .filter((answer) => !answer.hidden)
        .map((answer) => ({ key: answer._id, label: answer.text, count: 1 }));
    case "ranking":
      return poll.options.map((option) => ({ key: option._id, label: option.text, count: option.score ?? 0 }));
    default:
      return poll.options.map((option) => ({ key: option._id, label: option.text, count: option.votes ?? 0 }));
  }
}
