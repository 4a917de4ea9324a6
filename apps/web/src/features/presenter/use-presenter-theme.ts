// The presenter view's own look (docs/features/languages.md "Themes"): dark by default, for a
// darkened hall; light, or high contrast for a bright hall or a weak projector. The host chooses it
// on the view, and this device remembers it per event (index.html's inline script reads the same
// key, so the view opens in it without a flash). While the view is open it holds the page's theme.
import { useLayoutEffect, useSyncExternalStore } from "react";
import { holdTheme } from "../../lib/theme.ts";

export const PRESENTER_THEMES = ["dark", "light", "contrast"] as const;
export type PresenterTheme = (typeof PRESENTER_THEMES)[number];

const DEFAULT_THEME: PresenterTheme = "dark";

/** Also read by index.html's inline script: keep the two in step. */
export const presenterThemeKey = (eventId: string) => `handraise.presenterTheme.${eventId}`;

const isPresenterTheme = (value: unknown): value is PresenterTheme =>
  typeof value === "string" && (PRESENTER_THEMES as readonly string[]).includes(value);

function savedTheme(eventId: string): PresenterTheme {
  try {
    const saved = localStorage.getItem(presenterThemeKey(eventId));
    return isPresenterTheme(saved) ? saved : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** What this page chose per event, over storage (which a browser may refuse). */
const chosen = new Map<string, PresenterTheme>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function presenterTheme(eventId: string): PresenterTheme {
  return chosen.get(eventId) ?? savedTheme(eventId);
}

export function choosePresenterTheme(eventId: string, theme: PresenterTheme): void {
  chosen.set(eventId, theme);
  try {
    localStorage.setItem(presenterThemeKey(eventId), theme);
  } catch {
    // Kept for as long as the page is open.
  }
  for (const listener of listeners) listener();
}

/** The event's presenter theme, re-rendered when the host changes it. */
export function usePresenterThemeChoice(eventId: string): PresenterTheme {
  return useSyncExternalStore(subscribe, () => presenterTheme(eventId));
}

/** Shows the event's presenter theme on the page while the view is open; answers it. */
export function usePresenterTheme(eventId: string): PresenterTheme {
  const theme = usePresenterThemeChoice(eventId);
  useLayoutEffect(() => holdTheme(theme), [theme]);
  return theme;
}
