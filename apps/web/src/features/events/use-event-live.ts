// Live events on the dashboard (DECISIONS.md "Real time"): one room per listed event, whose
// status, edit and delete messages update both lists in the cache without reload. An open
// event is kept live by its own cache entry (api.ts).
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { useEventRoom } from "../../lib/realtime-client.ts";
import { applyEvent, eventRemoved, eventStatusChanged } from "./api.ts";

/** The socket is re-created when the viewer's credential changes (login, guest join). */
export function useCredentialKey(): string {
  const token = useAppSelector((s) => s.session.token);
  const guestToken = useAppSelector((s) => s.events.guestInfo?.guestToken);
  return token ?? guestToken ?? "";
}

/** Renders nothing: lets a list subscribe to one room per listed event. */
export function EventRoomWatcher({ eventId }: { eventId: string }) {
  const dispatch = useAppDispatch();
  const credentialKey = useCredentialKey();
  useEventRoom(
    eventId,
    {
      statusUpdated: (payload) => dispatch(eventStatusChanged(payload)),
      eventUpdated: ({ event }) => dispatch(applyEvent(event)),
      eventDeleted: ({ eventId: deletedId }) => dispatch(eventRemoved(deletedId)),
    },
    credentialKey,
  );
  return null;
}
