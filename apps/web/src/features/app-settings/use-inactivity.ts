// Inactivity (SPEC.md §4): a mouse move, key press, scroll or touch restarts a 6000 ms timer;
// when it runs out the app is inactive. While inactive, activity does not resume by itself:
// the banner stays until 'Resume Activity', a click on the overlay, or Escape, so the person
// sees why the list stopped refreshing.
import { TIMINGS } from "@handraise/contract";
import { useEffect } from "react";
import { useStore } from "react-redux";
import { useAppDispatch } from "../../app/hooks.ts";
import type { RootState } from "../../app/store.ts";
import { activityResumed, becameInactive } from "./slice.ts";

const ACTIVITY = ["mousemove", "mousedown", "keydown", "scroll", "wheel", "touchstart"] as const;

export function useInactivityWatch(): void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => dispatch(becameInactive()), TIMINGS.inactivityMs);
    };
    const onActivity = (event: Event) => {
      if (store.getState().appSettings.isInactive) {
        if (event instanceof KeyboardEvent && event.key === "Escape") dispatch(activityResumed());
        else return;
      }
      restart();
    };
    // Resuming (button, overlay) restarts the timer too.
    let wasInactive = store.getState().appSettings.isInactive;
    const unsubscribe = store.subscribe(() => {
      const now = store.getState().appSettings.isInactive;
      if (wasInactive && !now) restart();
      wasInactive = now;
    });
    for (const name of ACTIVITY) window.addEventListener(name, onActivity, { passive: true, capture: true });
    restart();
    return () => {
      clearTimeout(timer);
      unsubscribe();
      for (const name of ACTIVITY) window.removeEventListener(name, onActivity, { capture: true });
      dispatch(activityResumed());
    };
  }, [dispatch, store]);
}
