// The theme switch (docs/features/languages.md "Themes"), beside the language switch in the footer
// of every page and in the account panel: System (the device's light or dark, followed live),
// Light or Dark. The choice shows at once and is remembered on this device.
import type { MessageKey } from "@handraise/contract";
import { SunMoon } from "lucide-react";
import { useId } from "react";
import { inputClass } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { chooseTheme, isThemeChoice, THEME_CHOICES, type ThemeChoice, useThemeChoice } from "../../lib/theme.ts";

const LABELS: Record<ThemeChoice, MessageKey> = {
  system: "theme.system",
  light: "theme.light",
  dark: "theme.dark",
};

export function ThemeSwitch() {
  const t = useT();
  const id = useId();
  const choice = useThemeChoice();
  return (
    <div className="flex items-center gap-2">
      <SunMoon className="size-5 shrink-0 text-slate-600" aria-hidden="true" />
      <label htmlFor={id} className="text-slate-700">
        {t("theme.label")}
      </label>
      <select
        id={id}
        value={choice}
        onChange={(event) => {
          if (isThemeChoice(event.target.value)) chooseTheme(event.target.value);
        }}
        className={`${inputClass} min-h-11 w-auto py-1.5`}
      >
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {t(LABELS[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
