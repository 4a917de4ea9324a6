// A projector's laptop must not dim or sleep in the middle of a talk (nobody touches it): the
// presenter view holds a screen wake lock while it is visible. The browser drops the lock when
// the page is hidden, so it is asked for again when the page shows. Where the browser has no
// wake lock or refuses it, the view works as before; only the laptop's own settings then count.
import { useEffect } from "react";

export function useScreenWakeLock(): void {
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let stopped = false;
    const hold = async () => {
      if (stopped || document.visibilityState !== "visible" || (lock && !lock.released)) return;
      try {
        lock = await navigator.wakeLock.request("screen");
        if (stopped) void lock.release();
      } catch (error) {
        console.info("screen wake lock not granted", error);
      }
    };
    const onVisibility = () => void hold();
    document.addEventListener("visibilitychange", onVisibility);
    void hold();
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      lock?.release().catch((error: unknown) => console.info("screen wake lock already gone", error));
    };
  }, []);
}
