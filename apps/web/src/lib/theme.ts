// Light and dark (docs/features/languages.md "Themes"): the person's choice is "system" (the
// default: the device's light or dark, followed live), "light" or "dark", remembered on this
// device. The page shows it as `data-theme` on <html>, which index.css turns into the colours of
// every screen. index.html's inline script sets the same attribute before the first paint, so no
// page flashes light in a dark room; this module takes over once the app runs. A screen with its
// own theme (the presenter view, per event) holds it on the page while it is shown.
import { useSyncExternalStore } from "react";

export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
/** What the page shows: the app's light or dark, or the presenter view's high contrast. */
export type Theme = "light" | "dark" | "contrast";

/** Also read by index.html's inline script: keep the two in step. */
export const THEME_STORAGE_KEY = "handraise.theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === "string" && (THEME_CHOICES as readonly string[]).includes(value);

function savedChoice(): ThemeChoice {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(saved) ? saved : "system";
  } catch {
    return "system";
  }
}

function systemTheme(): "light" | "dark" {
  return typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

type State = { choice: ThemeChoice; system: "light" | "dark"; held: readonly Theme[] };

let state: State = { choice: savedChoice(), system: systemTheme(), held: [] };
const listeners = new Set<() => void>();

/** The theme the page shows: the last one held by a screen, else the person's choice. */
export function appliedTheme(): Theme {
  const held = state.held.at(-1);
  if (held) return held;
  return state.choice === "system" ? state.system : state.choice;
}

function show(theme: Theme): void {
  const root = document.documentElement;
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
}

function update(next: Partial<State>): void {
  state = { ...state, ...next };
  show(appliedTheme());
  for (const listener of listeners) listener();
}

/**
 * Once, before the first render: shows the theme (index.html's script normally did already) and
 * follows the device while the choice is "system", and a choice made in another tab.
 */
export function startTheme(): void {
  // index.html's script chose already, knowing the presenter view's own theme from the address;
  // that screen holds the same one once it renders.
  if (!document.documentElement.dataset.theme) show(appliedTheme());
  if (typeof matchMedia === "function") {
    matchMedia(DARK_QUERY).addEventListener("change", (event) => update({ system: event.matches ? "dark" : "light" }));
  }
  window.addEventListener("storage", (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) update({ choice: savedChoice() });
  });
}

/** The person's choice, remembered on this device. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // A browser that keeps nothing still shows the theme until the page is closed.
  }
  update({ choice });
}

/**
 * A screen shows its own theme while it is open (the presenter view); the returned function gives
 * the page back to the person's choice. Holds nest: the last one shows.
 */
export function holdTheme(theme: Theme): () => void {
  update({ held: [...state.held, theme] });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const index = state.held.lastIndexOf(theme);
    update({ held: state.held.filter((_, i) => i !== index) });
  };
}

/** Calls `listener` whenever the choice or the theme shown changes (the report's chart redraws). */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person's choice (the theme switch), re-rendered when it changes. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeTheme, () => state.choice);
}
