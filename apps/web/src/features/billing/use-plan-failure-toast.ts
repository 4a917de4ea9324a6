// docs/product.md §2: a screen that cannot read the plan says so once in a toast, for each read it
// started that failed (a cached answer from an earlier visit does not hide the failure).
import { useEffect, useRef } from "react";
import { notify } from "../../components/ui/toast.ts";

type ReadState = { isError: boolean; requestId?: string; startedTimeStamp?: number };

export function usePlanFailureToast(read: ReadState, message: string, quiet = false): void {
  const openedAt = useRef(Date.now());
  const told = useRef<string | undefined>(undefined);
  const { isError, requestId, startedTimeStamp } = read;
  useEffect(() => {
    if (quiet || !isError || !requestId || told.current === requestId) return;
    if ((startedTimeStamp ?? 0) < openedAt.current) return;
    told.current = requestId;
    notify.error(message);
  }, [quiet, isError, requestId, startedTimeStamp, message]);
}
