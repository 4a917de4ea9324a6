// What a removed person's open page says (docs/features/moderation.md): the server tells their sockets
// they were removed; the page says so at once and reads the event and its questions again (their
// membership and their questions are gone). The hook sits above the page's layouts, so the
// notice stays when the page turns from a member's layout to a visitor's.
import { Ban } from "lucide-react";
import { useState } from "react";
import { useAppDispatch } from "../../app/hooks.ts";
import { api } from "../../lib/api.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useEventRoom } from "../../lib/realtime-client.ts";

/** True once a host removed this viewer from the event while the page was open. */
export function useRemovedFromEvent(eventId: string): boolean {
  const dispatch = useAppDispatch();
  const [removed, setRemoved] = useState(false);
  useEventRoom(eventId, {
    removedFromEvent: (payload) => {
      if (payload.eventId !== eventId) return;
      setRemoved(true);
      dispatch(
        api.util.invalidateTags([
          { type: "Event", id: eventId },
          { type: "Questions", id: eventId },
        ]),
      );
    },
  });
  return removed;
}

export function RemovedNotice({ removed }: { removed: boolean }) {
  const t = useT();
  return (
    <div role="alert">
      {removed ? (
        <p
          data-testid="removed-notice"
          className="flex items-start gap-2 rounded-[var(--radius-ui)] border border-red-300 bg-red-50 p-3 font-medium text-red-900"
        >
          <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t("messages.removedNotice")}
        </p>
      ) : null}
    </div>
  );
}
