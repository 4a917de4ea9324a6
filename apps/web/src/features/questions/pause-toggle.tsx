// The host's 'Pause Q's' / 'Continue Q's' switch, impossible to miss (UX.md). It changes the
// stored event; every open page hears eventUpdated and follows. An ended or canceled event
// takes no questions whatever the switch says, so its badge says closed, never open.
import { MESSAGES } from "@handraise/contract";
import { CirclePause, CirclePlay } from "lucide-react";
import { useState } from "react";
import { useAppDispatch } from "../../app/hooks.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { notify } from "../../components/ui/toast.ts";
import { failureMessage } from "../../lib/api.ts";
import { qandAInputSet } from "../app-settings/slice.ts";
import { useSetQuestionsPausedMutation } from "./api.ts";

export function PauseToggle({ eventId, paused, closed }: { eventId: string; paused: boolean; closed: boolean }) {
  const dispatch = useAppDispatch();
  const [setQuestionsPaused] = useSetQuestionsPausedMutation();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const result = await setQuestionsPaused({ eventId, paused: !paused });
    setBusy(false);
    if (result.data) dispatch(qandAInputSet(!result.data.questionsPaused));
    else notify.error(failureMessage(result.error, MESSAGES.failedUpdateEvent));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {closed ? (
        <Badge tone="neutral">Questions closed</Badge>
      ) : paused ? (
        <Badge tone="warning">Questions paused</Badge>
      ) : (
        <Badge tone="success">Questions open</Badge>
      )}
      <Button variant={paused ? "primary" : "secondary"} busy={busy} onClick={toggle}>
        {paused ? (
          <CirclePlay aria-hidden="true" className="size-5" />
        ) : (
          <CirclePause aria-hidden="true" className="size-5" />
        )}
        {paused ? "Continue Q's" : "Pause Q's"}
      </Button>
    </div>
  );
}
