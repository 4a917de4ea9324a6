// Inactivity (docs/product.md §4): a mouse move, key press, scroll or touch restarts a 6000 ms timer;
// when it runs out the app is inactive. While inactive, moving the mouse or a scroll does not
// resume by itself (the banner stays so the person sees why the list stopped refreshing), but a
// click, tap, wheel or key does, and then also does what it was aimed at: nothing on the page is
// blocked by the banner. Escape, which the banner names, only resumes.
import { TIMINGS } from "@handraise/contract";
import { useEffect } from "react";
import { useStore } from "react-redux";
import type { RootState } from "../../app/hooks.ts";
import { useAppDispatch } from "../../app/hooks.ts";
import { activityResumed, becameInactive } from "./slice.ts";

const ACTIVITY = ["mousemove", "mousedown", "keydown", "scroll", "wheel", "touchstart"] as const;
/** What ends inactivity: the person acts on purpose. */
const RESUMING = new Set(["mousedown", "keydown", "wheel", "touchstart"]);
/** Marks the banner, whose own button resumes (so a press on it is left to it). */
export const BANNER_ATTRIBUTE = "data-inactivity-banner";

/** Where focus was when the banner took it for its Resume button; given back on resume. */
let focusBefore: HTMLElement | null = null;

/** The banner's Resume button takes focus; the element that had it is remembered. */
export function focusResume(resume: HTMLElement): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest(`[${BANNER_ATTRIBUTE}]`)) {
    focusBefore = active;
  }
  resume.focus({ preventScroll: true });
}

/** Focus goes back where it was, if the banner still holds it. */
export function giveFocusBack(): void {
  const before = focusBefore;
  focusBefore = null;
  const active = document.activeElement;
  const bannerHasFocus = !active || active === document.body || Boolean(active.closest(`[${BANNER_ATTRIBUTE}]`));
  if (before?.isConnected && bannerHasFocus) before.focus({ preventScroll: true });
}

function insideBanner(event: Event): boolean {
  return event.target instanceof Element && Boolean(event.target.closest(`[${BANNER_ATTRIBUTE}]`));
}

/** Enter or Space on the banner's Resume button: the button resumes by itself. */
function pressesResume(event: Event): boolean {
  return event instanceof KeyboardEvent && insideBanner(event) && (event.key === "Enter" || event.key === " ");
}

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
        if (!RESUMING.has(event.type)) return;
        // A press on the banner is the banner's: its button resumes on click.
        if (event.type !== "keydown" && insideBanner(event)) return;
        if (pressesResume(event)) return;
        dispatch(activityResumed());
        // At once, before the key acts: it goes to the element that had focus before.
        giveFocusBack();
        if (event instanceof KeyboardEvent && event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
        }
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
    // Not passive: Escape is kept from closing a dialog it was not aimed at.
    for (const name of ACTIVITY) {
      window.addEventListener(name, onActivity, { capture: true, passive: name !== "keydown" });
    }
    restart();
    return () => {
      clearTimeout(timer);
      unsubscribe();
      for (const name of ACTIVITY) window.removeEventListener(name, onActivity, { capture: true });
      dispatch(activityResumed());
    };
  }, [dispatch, store]);
}
