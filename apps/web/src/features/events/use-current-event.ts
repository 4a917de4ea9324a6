// Loads the event a screen is about into currentEvent and keeps it live.
import { useCallback, useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { fetchEvent } from "./events-thunks.ts";
import { useEventLive } from "./use-event-live.ts";

export function useCurrentEvent(eventId: string | undefined) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.events.currentEvent);
  const loading = useAppSelector((s) => s.events.currentLoading);
  const error = useAppSelector((s) => s.events.currentError);
  const notFound = useAppSelector((s) => s.events.currentNotFound);
  const reload = useCallback(() => {
    if (eventId) void dispatch(fetchEvent(eventId));
  }, [dispatch, eventId]);
  useEffect(reload, [reload]);
  useEventLive(eventId, { rereadOnReconnect: true });
  const event = current && current._id === eventId ? current : null;
  return { event, loading: loading || (!event && !error && !notFound), error, notFound, reload };
}
