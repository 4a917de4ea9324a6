// Los selectores de tema, en español (theme).
import type { THEME_MESSAGES } from "../en/theme.ts";
import type { Translation } from "../index.ts";

export default {
  label: "Tema",
  system: "Sistema",
  light: "Claro",
  dark: "Oscuro",
  presenter: {
    label: "Tema de la pantalla",
    dark: "Oscuro",
    light: "Claro",
    contrast: "Alto contraste",
  },
} satisfies Translation<typeof THEME_MESSAGES>;
