// The theme switches: light and dark for every page (footer, account panel), and the presenter
// view's own look for the hall, chosen by the host per event.
export const THEME_MESSAGES = {
  label: "Theme",
  system: "System",
  light: "Light",
  dark: "Dark",
  presenter: {
    label: "Screen theme",
    dark: "Dark",
    light: "Light",
    contrast: "High contrast",
  },
} as const;
