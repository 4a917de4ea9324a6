// Live event changes (DECISIONS.md "Real time"): while a screen shows an event, its room's
// status, edit and delete messages update both lists and the open event in the cache (api.ts)
// without reload.
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { useEventRoom } from "../../lib/realtime-client.ts";
import { applyEvent, eventRemoved, eventStatusChanged, eventsApi } from "./api.ts";

/** The socket is re-created when the viewer's credential changes (login, guest join). */
export function useCredentialKey(): string {
  const token = useAppSelector((s) => s.session.token);
  const guestToken = useAppSelector((s) => s.events.guestInfo?.guestToken);
  return token ?? guestToken ?? "";
}

export function useEventLive(eventId: string | undefined, options: { rereadOnReconnect?: boolean } = {}): void {
  const dispatch = useAppDispatch();
  const credentialKey = useCredentialKey();
  useEventRoom(
    eventId,
    {
      statusUpdated: (payload) => dispatch(eventStatusChanged(payload)),
      eventUpdated: ({ event }) => dispatch(applyEvent(event)),
      eventDeleted: ({ eventId: deletedId }) => dispatch(eventRemoved(deletedId)),
      // Changes made while the connection was down are read again once it is back.
      onRejoined: () => {
        if (eventId && options.rereadOnReconnect) {
          void dispatch(eventsApi.endpoints.event.initiate(eventId, { forceRefetch: true, subscribe: false }));
        }
      },
    },
    credentialKey,
  );
}

/** Renders nothing: lets a list subscribe to one room per listed event. */
export function EventRoomWatcher({ eventId }: { eventId: string }) {
  useEventLive(eventId);
  return null;
}
