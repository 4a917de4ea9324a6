// The language switch (docs/features/languages.md), in the footer of every page and in the account
// panel: a native select listing each language in its own name. Choosing one shows the whole app
// in it at once and remembers it on this device; for a signed-in user it is also kept on the
// account (the profile's `language`), so the next login, on any device, opens in it.
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale } from "@handraise/contract";
import { Languages } from "lucide-react";
import { useState } from "react";
import { SettingSelect } from "../../components/ui/setting-select.tsx";
import { notify } from "../../components/ui/toast.ts";
import { switchLocale } from "../../lib/i18n/locale.ts";
import { translate, useFormat, useT } from "../../lib/i18n/translate.ts";
import { type AppDispatch, useAppDispatch, useAppSelector } from "../hooks.ts";

/** Keeps the choice on the account; the account calls are downloaded only by a signed-in user. */
async function saveOnAccount(dispatch: AppDispatch, language: Locale): Promise<void> {
  const { sessionApi } = await import("../../features/session/api.ts");
  const result = await dispatch(sessionApi.endpoints.updateMe.initiate({ language }));
  if ("error" in result) notify.error(translate("common.language.notSaved"));
}

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const t = useT();
  const { locale } = useFormat();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.session.token));
  // The choice shows at once, while the new language's messages arrive.
  const [chosen, setChosen] = useState<Locale | null>(null);

  async function choose(value: string) {
    if (!isLocale(value) || value === locale) return;
    setChosen(value);
    try {
      await switchLocale(value);
      if (signedIn) await saveOnAccount(dispatch, value);
    } catch (error) {
      console.warn("could not switch the language", error);
    } finally {
      setChosen(null);
    }
  }

  return (
    <SettingSelect
      icon={Languages}
      label={t("common.language.label")}
      value={chosen ?? (isLocale(locale) ? locale : DEFAULT_LOCALE)}
      options={LOCALES.map((code) => ({ value: code, text: LOCALE_NAMES[code], lang: code }))}
      onChoose={(value) => void choose(value)}
      className={className}
    />
  );
}
