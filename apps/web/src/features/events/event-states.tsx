// What an event screen shows before it has an event: loading, unavailable, or a load error.
import { MESSAGES } from "@handraise/contract";
import { Link } from "react-router";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";

export function LoadingEvent({ label = MESSAGES.loadingEvent }: { label?: string }) {
  // A screen tall, so the footer starts below the fold and does not jump when the event arrives.
  return (
    <div className="min-h-dvh">
      <p role="status" className="flex items-center gap-2 py-8 text-slate-700">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
        {label}
      </p>
    </div>
  );
}

/** A deleted event, a private one behind its public link, or a wrong link. */
export function EventUnavailable() {
  return (
    <Card className="flex flex-col items-start gap-3 py-8">
      <h1 className="text-2xl font-semibold">This event is not available</h1>
      <p className="text-slate-700">{MESSAGES.eventUnavailableHint}</p>
      <Link to="/" className={buttonClass("secondary")}>
        Go to the home page
      </Link>
    </Card>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-8">
      <p className="text-red-800">Error: {message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
