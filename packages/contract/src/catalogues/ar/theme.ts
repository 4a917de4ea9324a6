// مفاتيح السمة، بالعربية (theme).
import type { THEME_MESSAGES } from "../en/theme.ts";
import type { Translation } from "../index.ts";

export default {
  label: "السمة",
  system: "حسب النظام",
  light: "فاتحة",
  dark: "داكنة",
  presenter: {
    label: "سمة الشاشة",
    dark: "داكنة",
    light: "فاتحة",
    contrast: "تباين عالٍ",
  },
} satisfies Translation<typeof THEME_MESSAGES>;
