// The app's i18n context: every `useT()` below re-renders when the language changes or a
// namespace arrives. The presenter view nests its own (its event's language, presenter/).
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";

export function AppI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
