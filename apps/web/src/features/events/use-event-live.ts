// Live events on the dashboard (docs/product.md §10 "Real time"): one room per listed event, whose
// messages update both lists in the cache without reload, through the same table of event
// messages as the open event's own cache entry (api.ts).
import { useAppDispatch } from "../../app/hooks.ts";
import { useEventRoom } from "../../lib/realtime-client.ts";
import { eventMessages } from "./api.ts";

/** Renders nothing: lets a list subscribe to one room per listed event. */
export function EventRoomWatcher({ eventId }: { eventId: string }) {
  const dispatch = useAppDispatch();
  useEventRoom(eventId, eventMessages(dispatch));
  return null;
}
