// "Presenter view" on the host dashboard: the view opens in a window of its own, which the host
// drags to the projector while the dashboard stays on the laptop. One window per event: a
// second click brings the same window back rather than opening another.
import { MonitorPlay } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n/translate.ts";

export function presenterPath(eventId: string): string {
  return `/events/${eventId}/present`;
}

export function PresenterButton({ eventId }: { eventId: string }) {
  const t = useT();
  const open = () => {
    const opened = window.open(presenterPath(eventId), `handraise-presenter-${eventId}`, "popup,width=1280,height=720");
    // A browser that blocks new windows still shows the view, in this one.
    if (!opened) window.location.assign(presenterPath(eventId));
    else opened.focus();
  };
  return (
    <Button variant="secondary" onClick={open}>
      <MonitorPlay className="size-4" aria-hidden="true" />
      {t("questions.session.presenterView")}
    </Button>
  );
}
