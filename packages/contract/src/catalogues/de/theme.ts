// Die Schalter für das Erscheinungsbild, auf Deutsch (theme).
import type { THEME_MESSAGES } from "../en/theme.ts";
import type { Translation } from "../index.ts";

export default {
  label: "Design",
  system: "Systemstandard",
  light: "Hell",
  dark: "Dunkel",
  presenter: {
    label: "Bildschirmdesign",
    dark: "Dunkel",
    light: "Hell",
    contrast: "Hoher Kontrast",
  },
} satisfies Translation<typeof THEME_MESSAGES>;
