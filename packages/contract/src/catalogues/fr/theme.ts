// Les sélecteurs de thème, en français (theme).
import type { THEME_MESSAGES } from "../en/theme.ts";
import type { Translation } from "../index.ts";

export default {
  label: "Thème",
  system: "Système",
  light: "Clair",
  dark: "Sombre",
  presenter: {
    label: "Thème de l’écran",
    dark: "Sombre",
    light: "Clair",
    contrast: "Contraste élevé",
  },
} satisfies Translation<typeof THEME_MESSAGES>;
