// What an event screen shows before it has an event: loading, unavailable, or a load error.
import { Link } from "react-router";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useT } from "../../lib/i18n/translate.ts";

export function LoadingEvent({ label }: { label?: string }) {
  const t = useT();
  // A screen tall, so the footer starts below the fold and does not jump when the event arrives.
  return (
    <div className="min-h-dvh">
      <p role="status" className="flex items-center gap-2 py-8 text-slate-700">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
        {label ?? t("messages.loadingEvent")}
      </p>
    </div>
  );
}

/** A deleted event, a private one behind its public link, or a wrong link. */
export function EventUnavailable() {
  const t = useT();
  return (
    <Card className="flex flex-col items-start gap-3 py-8">
      <h1 className="text-2xl font-semibold">{t("events.states.unavailable")}</h1>
      <p className="text-slate-700">{t("messages.eventUnavailableHint")}</p>
      <Link to="/" className={buttonClass("secondary")}>
        {t("events.states.goHome")}
      </Link>
    </Card>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-8">
      <p className="text-red-800">{t("events.states.error", { message })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t("events.states.tryAgain")}
      </Button>
    </div>
  );
}
