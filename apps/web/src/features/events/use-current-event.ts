// Loads the event a screen is about from the cache (read afresh when the screen opens), which
// its cache entry keeps live. The server's 404 or 403 means the event is not available to this viewer.

import { skipToken } from "@reduxjs/toolkit/query/react";
import { failureMessage } from "../../lib/api.ts";
import { refetchOnOpen } from "../../lib/early-reads.ts";
import { useT } from "../../lib/i18n/translate.ts";
import { useEventQuery } from "./api.ts";

export function useCurrentEvent(eventId: string | undefined) {
  // Read again on opening, unless this opening's early read has just asked (lib/early-reads.ts).
  const query = useEventQuery(eventId ?? skipToken, { refetchOnMountOrArgChange: refetchOnOpen(eventId ?? "") });
  const t = useT();
  // The cache entry keeps the event live (api.ts); a new credential moves its room to the new
  // socket by itself (realtime-client.ts).
  const failure = query.isError ? query.error : undefined;
  const status = failure && "status" in failure ? failure.status : undefined;
  const notFound = status === 404 || status === 403;
  // A re-read of the open event (after a reconnection) keeps showing it meanwhile.
  const event = !notFound && query.data && query.data._id === eventId ? query.data : null;
  const error = failure && !notFound ? failureMessage(failure, t("messages.failedFetchEvent")) : null;
  return { event, loading: !event && !error && !notFound, error, notFound, reload: query.refetch };
}
