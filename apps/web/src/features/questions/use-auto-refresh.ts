// Auto-refresh (docs/product.md §4): a 30 s cycle whose last 5 s show 'Refreshing in... n', then the
// list reloads. While the user types or is inactive the cycle starts over and nothing reloads.
import { TIMINGS } from "@handraise/contract";
import { useCallback, useEffect, useRef, useState } from "react";

const CYCLE_SECONDS = TIMINGS.autoRefreshMs / 1000;

export function useAutoRefresh(
  refresh: () => void,
  held: boolean,
): { countdown: number | null; restartCycle: () => void } {
  const remaining = useRef(CYCLE_SECONDS);
  const latestRefresh = useRef(refresh);
  latestRefresh.current = refresh;
  const heldRef = useRef(held);
  heldRef.current = held;
  const [countdown, setCountdown] = useState<number | null>(null);

  useEffect(() => {
    const timer = setInterval(() => {
      if (heldRef.current) {
        remaining.current = CYCLE_SECONDS;
        setCountdown(null);
        return;
      }
      remaining.current -= 1;
      if (remaining.current <= 0) {
        remaining.current = CYCLE_SECONDS;
        setCountdown(null);
        latestRefresh.current();
        return;
      }
      setCountdown(remaining.current <= TIMINGS.refreshCountdownSeconds ? remaining.current : null);
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (held) setCountdown(null);
  }, [held]);

  const restartCycle = useCallback(() => {
    remaining.current = CYCLE_SECONDS;
    setCountdown(null);
  }, []);

  return { countdown, restartCycle };
}
