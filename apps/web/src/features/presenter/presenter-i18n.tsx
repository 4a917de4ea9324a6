// The presenter view's own language (docs/features/presenter.md): the event's when its host set
// one, whatever the language of the host's laptop, else the app's (and it follows the app's when
// that changes). The view gets its own Lingui instance: every `useT()` and `<Message>` under it
// reads the nearest provider, so the parts inside (the questions, the way in, the polls) speak
// the event's language while the rest of the app keeps the person's. `translate()` reads the
// app's instance, so code inside the view uses the hooks.
// A part downloaded later (the polls) loads its namespaces through `useLoadMessages()`, which
// loads into this instance inside the view and into the app's elsewhere.
import { DEFAULT_LOCALE, isLocale, type Locale, type Namespace } from "@handraise/contract";
import { setupI18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { loadInUse, loadNamespaces } from "../../lib/i18n/catalogues.ts";
import { loadMessages } from "../../lib/i18n/locale.ts";

/** What the view shows from its first render: its own words, the questions', the event's frame. */
export const PRESENTER_NAMESPACES = [
  "common",
  "messages",
  "events",
  "questions",
  "presenter",
] as const satisfies readonly Namespace[];

/** The poll on screen's words, loaded into the view's instance with the polls' code. */
export const PRESENTER_POLL_NAMESPACES = ["poll-stage", "poll-results"] as const satisfies readonly Namespace[];

type LoadMessages = (namespaces: readonly Namespace[]) => Promise<void>;

const LoadIntoView = createContext<LoadMessages | null>(null);

/**
 * Loads namespaces into the i18n instance this component reads: the presenter view's inside it
 * (in the view's language), the app's anywhere else. For a part that arrives on demand.
 */
export function useLoadMessages(): LoadMessages {
  return useContext(LoadIntoView) ?? loadMessages;
}

/** The language the host chose for the event, if any (`language` of the event's answer). */
export function eventLanguage(event: object): Locale | null {
  const language = "language" in event ? event.language : null;
  return isLocale(language) ? language : null;
}

/**
 * The presenter view in `language` (the app's when null). Until its words are in, `placeholder`
 * shows; if they cannot be fetched, the view shows in the app's language rather than not at all.
 */
export function PresenterI18n({
  language,
  placeholder = null,
  children,
}: {
  language: Locale | null;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const { i18n: app } = useLingui();
  const locale: Locale = language ?? (isLocale(app.locale) ? app.locale : DEFAULT_LOCALE);
  const [view] = useState(() => setupI18n());
  const [state, setState] = useState<"loading" | "shown" | "failed">("loading");
  // A part loading its words while the language changes loads them in the new one; the change
  // itself loads every namespace in use, those of parts that asked before it included.
  const wanted = useRef(locale);
  useEffect(() => {
    wanted.current = locale;
    let current = true;
    loadNamespaces(view, locale, PRESENTER_NAMESPACES)
      .then(() => loadInUse(view, locale))
      .then(
        () => {
          if (!current) return;
          view.activate(locale);
          setState("shown");
        },
        (error: unknown) => {
          console.warn("could not load the presenter view's language", error);
          if (current) setState((was) => (was === "shown" ? was : "failed"));
        },
      );
    return () => {
      current = false;
    };
  }, [view, locale]);
  const load = useCallback<LoadMessages>((namespaces) => loadNamespaces(view, wanted.current, namespaces), [view]);

  if (state === "loading") return placeholder;
  if (state === "failed") return children;
  return (
    <LoadIntoView.Provider value={load}>
      <I18nProvider i18n={view}>{children}</I18nProvider>
    </LoadIntoView.Provider>
  );
}
