// For hosts: how many of the event's polls are used, drawn like the question limit's line. When
// it is reached the next poll is refused by the server, so the line says so.
import { useT } from "../../../lib/i18n/translate.ts";
import { pollUsage } from "./poll-actions.ts";

export function PollLimitUsage({ pollCount, maxPolls }: { pollCount: number; maxPolls: number }) {
  const t = useT();
  const usage = pollUsage(pollCount, maxPolls);
  const share = usage.max > 0 ? Math.min(1, usage.used / usage.max) : 1;
  return (
    <div className="flex min-w-40 flex-col gap-1" data-testid="poll-limit-usage">
      <p className={`text-sm tabular-nums ${usage.full ? "font-medium text-amber-900" : "text-slate-700"}`}>
        {t("poll-host.usage", { used: usage.used, max: usage.max })}
        {usage.full ? ` · ${t("poll-host.limitReached")}` : ""}
      </p>
      <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
        <div
          className={`h-full rounded-full ${usage.full ? "bg-amber-600" : "bg-accent-600"}`}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
