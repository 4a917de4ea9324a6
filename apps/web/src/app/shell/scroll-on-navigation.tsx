// A new page opens at its top; Back and Forward return where the person was on that entry
// (docs/features/events.md "A new page opens at its top"). A replacement that only tidies the
// address of the same page (the openShare flag, autojoin, the checkout return flags) keeps the
// scroll. Positions are kept per history entry for the tab's life, so a reload restores its own.
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const KEY = "handraise.scrollPositions";
/** What the person does that ends a restoring still waiting for the page to grow. */
const TAKING_OVER = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
const RESTORE_FOR_MS = 3_000;

/**
 * Scrolls to `y`; if the page is still too short (its list not yet read again), again each time
 * it grows, until it gets there, the person scrolls or taps, or a few seconds pass. Returns the stop.
 */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  const reached = () => Math.abs(window.scrollY - y) < 1;
  if (reached()) return () => {};
  const until = Date.now() + RESTORE_FOR_MS;
  const observer = new ResizeObserver(() => {
    if (Date.now() > until) return stop();
    window.scrollTo(0, y);
    if (reached()) stop();
  });
  function stop() {
    observer.disconnect();
    for (const event of TAKING_OVER) window.removeEventListener(event, stop);
  }
  for (const event of TAKING_OVER) window.addEventListener(event, stop, { passive: true });
  observer.observe(document.body);
  return stop;
}

function savedPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(KEY) ?? "[]") as [string, number][]);
  } catch {
    return new Map();
  }
}

/**
 * A history entry's name: its key with its path, since the first entry of every address opened
 * afresh in the tab has the same key ("default").
 */
const entryOf = ({ key, pathname }: { key: string; pathname: string }) => `${key} ${pathname}`;

export function ScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(undefined);
  positions.current ??= savedPositions();
  const shown = useRef<{ entry: string; pathname: string }>(undefined);
  const stopRestoring = useRef<() => void>(undefined);

  // The browser's own restoring would act before the page it returns to is drawn.
  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = "manual";
    // Kept as the person scrolls: once the next page is drawn, the old scroll may be clipped.
    const note = () => {
      const current = shown.current;
      if (current) positions.current?.set(current.entry, window.scrollY);
    };
    const keep = () => {
      note();
      try {
        sessionStorage.setItem(KEY, JSON.stringify([...(positions.current ?? [])].slice(-100)));
      } catch {}
    };
    window.addEventListener("scroll", note, { passive: true });
    window.addEventListener("pagehide", keep);
    return () => {
      window.removeEventListener("scroll", note);
      window.removeEventListener("pagehide", keep);
      window.history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    if (before?.entry === entryOf(location)) return;
    shown.current = { entry: entryOf(location), pathname: location.pathname };
    stopRestoring.current?.();
    stopRestoring.current = undefined;
    const saved = positions.current?.get(entryOf(location));
    if (navigationType === "POP") {
      if (saved !== undefined) stopRestoring.current = restore(saved);
      else if (before) window.scrollTo(0, 0);
      return;
    }
    if (before && before.pathname === location.pathname) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
