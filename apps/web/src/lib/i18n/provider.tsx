// The app's i18n context: every `useT()` below re-renders when the page's language changes, and
// only then. A namespace arriving re-renders nothing: whatever shows its messages waits for them
// before it first renders (a route, an on-demand part, a failure's text: loadMessages), and reads
// them live from the instance when it does. Lingui's own provider re-renders every screen on each
// namespace, which on the audience page was whole-page renders after its first, while the phone is
// busiest (docs/PERFORMANCE.md "One render per language; checkpoints measured"). The presenter
// view nests its own, with Lingui's provider (its event's language, presenter/).
import { type I18n, i18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { type ReactNode, useSyncExternalStore } from "react";

type Context = NonNullable<React.ContextType<typeof LinguiContext>>;

/**
 * What the components of `instance` read: the same context while the instance shows one
 * language, a new one once it shows another. Loading messages changes neither.
 */
export function languageContext(instance: I18n) {
  const made = (): Context => ({ i18n: instance, _: instance.t.bind(instance) });
  let shown = instance.locale;
  let context = made();
  return {
    subscribe: (onChange: () => void) => instance.on("change", onChange),
    current: (): Context => {
      if (instance.locale !== shown) {
        shown = instance.locale;
        context = made();
      }
      return context;
    },
  };
}

const appLanguage = languageContext(i18n);

export function AppI18n({ children }: { children: ReactNode }) {
  const context = useSyncExternalStore(appLanguage.subscribe, appLanguage.current, appLanguage.current);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
