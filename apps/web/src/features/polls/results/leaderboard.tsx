// The quiz leaderboard on the stage: the event's top 10 by points over its closed quizzes, with
// the names people go by. Read again by its cache entry whenever a quiz of the event closes.
import { Trophy } from "lucide-react";
import { useT } from "../../../lib/i18n/translate.ts";
import { useLeaderboardQuery } from "../api.ts";

export function Leaderboard({ eventId }: { eventId: string }) {
  const t = useT();
  const { data } = useLeaderboardQuery(eventId, { refetchOnMountOrArgChange: true });
  const entries = data?.entries ?? [];
  return (
    <section aria-labelledby="presenter-leaderboard-heading" className="flex min-h-0 flex-col gap-[1.2vh]">
      <h3
        id="presenter-leaderboard-heading"
        className="flex items-center gap-[0.5vw] text-[clamp(1.25rem,1.8vw,3rem)] font-semibold text-slate-800"
      >
        <Trophy aria-hidden="true" className="size-[1.1em] text-accent-600" />
        {t("poll-stage.leaderboard")}
      </h3>
      {data && entries.length === 0 ? (
        <p className="text-[clamp(1rem,1.5vw,2.5rem)] text-slate-700">{t("poll-stage.noPointsYet")}</p>
      ) : (
        <ol className="flex min-h-0 flex-col gap-[0.8vh] overflow-hidden" data-testid="leaderboard">
          {entries.map((entry, index) => (
            <li
              // Names may repeat; their place does not.
              // biome-ignore lint/suspicious/noArrayIndexKey: the place is the entry's identity on this board
              key={index}
              className={`flex items-center gap-[1vw] rounded-[var(--radius-ui)] px-[1vw] py-[0.6vh] text-[clamp(1rem,1.5vw,2.5rem)] ${
                index < 3 ? "bg-accent-50 ring-1 ring-accent-100" : "bg-slate-50"
              }`}
            >
              <span
                aria-hidden="true"
                className="w-[1.6em] shrink-0 text-center font-bold tabular-nums text-accent-800"
              >
                {index + 1}
              </span>
              <span
                dir="auto"
                className="min-w-0 flex-1 truncate font-medium text-slate-900"
                data-testid="leaderboard-name"
              >
                {entry.name}
              </span>
              <span className="shrink-0 font-semibold tabular-nums text-slate-800" data-testid="leaderboard-points">
                {t("poll-results.score", { points: entry.points })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
