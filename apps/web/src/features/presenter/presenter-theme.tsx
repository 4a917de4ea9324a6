// The host's control of the presenter view's look, in its header: dark (the default), light or
// high contrast, remembered per event on this device (use-presenter-theme.ts). Its words come in
// the view's language with the rest of the header.
import type { MessageKey } from "@handraise/contract";
import { Contrast } from "lucide-react";
import { useEffect, useState } from "react";
import { SettingSelect } from "../../components/ui/setting-select.tsx";
import { useT } from "../../lib/i18n/translate.ts";
import { useLoadMessages } from "./presenter-i18n.tsx";
import {
  choosePresenterTheme,
  PRESENTER_THEMES,
  type PresenterTheme,
  usePresenterThemeChoice,
} from "./use-presenter-theme.ts";

const LABELS: Record<PresenterTheme, MessageKey> = {
  dark: "theme.presenter.dark",
  light: "theme.presenter.light",
  contrast: "theme.presenter.contrast",
};

export function PresenterThemeSwitch({ eventId }: { eventId: string }) {
  const t = useT();
  const theme = usePresenterThemeChoice(eventId);
  // The view has its own language: the switch's words are loaded into it (at once when the app's).
  const loadMessages = useLoadMessages();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    loadMessages(["theme"]).then(
      () => mounted && setReady(true),
      (error: unknown) => console.warn("could not load the theme switch's words", error),
    );
    return () => {
      mounted = false;
    };
  }, [loadMessages]);
  if (!ready) return null;

  return (
    <SettingSelect
      icon={Contrast}
      label={t("theme.presenter.label")}
      labelHidden
      value={theme}
      options={PRESENTER_THEMES.map((option) => ({ value: option, text: t(LABELS[option]) }))}
      onChoose={(chosen) => choosePresenterTheme(eventId, chosen)}
    />
  );
}
