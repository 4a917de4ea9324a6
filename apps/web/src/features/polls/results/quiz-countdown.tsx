// A quiz's countdown on the stage: the seconds left in very large type over a bar that empties,
// then "Time is up!". A timer for screen readers (not read out at every second); its end is.
import { Timer } from "lucide-react";
import { useFormat, useT } from "../../../lib/i18n/translate.ts";

export function QuizCountdown({ left, total }: { left: number; total: number }) {
  const t = useT();
  const format = useFormat();
  const over = left === 0;
  return (
    <div className="flex shrink-0 flex-col items-center gap-[0.6vh]" data-testid="quiz-countdown">
      <div
        role="timer"
        aria-label={t("poll-stage.secondsLeft")}
        className={`flex items-center gap-[0.5vw] rounded-[var(--radius-ui)] px-[1.2vw] py-[0.6vh] ring-2 ${
          over ? "bg-amber-50 text-amber-900 ring-amber-300" : "bg-accent-50 text-accent-800 ring-accent-100"
        }`}
      >
        <Timer aria-hidden="true" className="size-[clamp(1.5rem,3vw,5rem)]" />
        <span className="text-[clamp(2.5rem,5vw,8rem)] font-bold leading-none tabular-nums" data-testid="quiz-seconds">
          {format.number(left)}
        </span>
      </div>
      <span aria-hidden="true" className="block h-[0.8vh] w-full overflow-hidden rounded-full bg-slate-100">
        <span
          className="block h-full rounded-full bg-accent-600 transition-[width] duration-300 ease-linear motion-reduce:transition-none"
          style={{ width: `${total > 0 ? (left / total) * 100 : 0}%` }}
        />
      </span>
      <p aria-live="polite" className="text-[clamp(1rem,1.3vw,2.25rem)] font-medium text-slate-700">
        {over ? t("poll-stage.timeUp") : t("poll-stage.secondsLeft")}
      </p>
    </div>
  );
}
