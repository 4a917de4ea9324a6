// Full screen for the projector: a button enters it (browsers allow it only after a click), and
// Escape leaves it. Browsers leave full screen on Escape themselves; the key is also heard here
// for the cases where it reaches the page (some kiosks and remote presenters), and never
// stopped, so nothing on the page can keep a presenter stuck in full screen.
import { useCallback, useEffect, useState } from "react";

export function useFullscreen() {
  const [on, setOn] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const follow = () => setOn(Boolean(document.fullscreenElement));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && document.fullscreenElement) void leave();
    };
    document.addEventListener("fullscreenchange", follow);
    window.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("fullscreenchange", follow);
      window.removeEventListener("keydown", onKey);
    };
  }, []);
  const enter = useCallback(() => {
    document.documentElement.requestFullscreen().catch((error: unknown) => {
      // A browser or frame that refuses full screen leaves the view as it is, still usable.
      console.warn("full screen refused", error);
    });
  }, []);
  return { on, enter, leave, supported: document.fullscreenEnabled };
}

function leave(): Promise<void> {
  if (!document.fullscreenElement) return Promise.resolve();
  return document.exitFullscreen().catch((error: unknown) => console.warn("could not leave full screen", error));
}
