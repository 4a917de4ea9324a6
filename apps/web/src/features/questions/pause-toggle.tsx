// The host's 'Pause Q's' / 'Continue Q's' switch, impossible to miss (docs/product.md §11). It changes the
// stored event through the events API like any other change of it: the answer updates the
// event's cache entry here, and every other open page hears eventUpdated and follows. An ended or canceled event
// takes no questions whatever the switch says, so its badge says closed, never open.
import { CirclePause, CirclePlay } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useUpdateEventMutation } from "../events/api.ts";

export function PauseToggle({ eventId, paused, closed }: { eventId: string; paused: boolean; closed: boolean }) {
  const [updateEvent, updating] = useUpdateEventMutation();
  const t = useT();
  const toggle = async () => {
    const result = await updateEvent({ eventId, body: { questionsPaused: !paused } });
    if (result.error) notify.error(failureMessage(result.error, t("messages.failedUpdateEvent")));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {closed ? (
        <Badge tone="neutral">{t("questions.pause.closed")}</Badge>
      ) : paused ? (
        <Badge tone="warning">{t("questions.pause.paused")}</Badge>
      ) : (
        <Badge tone="success">{t("questions.pause.open")}</Badge>
      )}
      <Button variant={paused ? "primary" : "secondary"} busy={updating.isLoading} onClick={toggle}>
        {paused ? (
          <CirclePlay aria-hidden="true" className="size-5" />
        ) : (
          <CirclePause aria-hidden="true" className="size-5" />
        )}
        {t(paused ? "questions.pause.continue" : "questions.pause.pause")}
      </Button>
    </div>
  );
}
