// The theme switch (docs/features/languages.md "Themes"), beside the language switch in the footer
// of every page and in the account panel: System (the device's light or dark, followed live),
// Light or Dark. The choice shows at once and is remembered on this device.
import type { MessageKey } from "@handraise/contract";
import { SunMoon } from "lucide-react";
import { SettingSelect } from "../../components/ui/setting-select.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { chooseTheme, THEME_CHOICES, type ThemeChoice, useThemeChoice } from "../../lib/theme.ts";

const LABELS: Record<ThemeChoice, MessageKey> = {
  system: "theme.system",
  light: "theme.light",
  dark: "theme.dark",
};

export function ThemeSwitch() {
  const t = useT();
  const choice = useThemeChoice();
  return (
    <SettingSelect
      icon={SunMoon}
      label={t("theme.label")}
      value={choice}
      options={THEME_CHOICES.map((option) => ({ value: option, text: t(LABELS[option]) }))}
      onChoose={chooseTheme}
    />
  );
}
