// Entry: restores the saved login, wires the API client's 401 rule, loads the first messages in the
// person's language, renders the routes once the first page is ready.
// First, so that ICU's set-up starts on another thread before the app's code is evaluated.
import "./lib/i18n/icu-warm-up.ts";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { BrowserRouter } from "react-router";
import { navigateFromOutside } from "./app/outside-navigation.ts";
import { PageOpeningContext, pageOpenings } from "./app/page-data.ts";
import { AppRoutes, pageAt } from "./app/routes.tsx";
import { paintedNoticeReady } from "./app/shell/use-beta-notice.ts";
import { createStore } from "./app/store.ts";
import { rememberSignedOut } from "./features/session/signed-out-notice.ts";
import { userCleared } from "./features/session/slice.ts";
import { configureApiClient } from "./lib/api-client.ts";
import { startI18n } from "./lib/i18n/locale.ts";
import { AppI18n } from "./lib/i18n/provider.tsx";
import { startTheme } from "./lib/theme.ts";
import "./index.css";

const store = createStore();

configureApiClient({
  onUnauthorized: () => {
    // A saved login that the server no longer accepts was ended elsewhere: /login says why.
    const hadLogin = Boolean(store.getState().session.token);
    store.dispatch(userCleared());
    if (hadLogin) rememberSignedOut();
    if (window.location.pathname !== "/login") navigateFromOutside("/login");
  },
});

// The first page's reads leave with its code, not after its first render (app/page-data.ts).
const pageOpened = pageOpenings(store.dispatch);
const firstPage = pageAt(window.location.pathname);
if (firstPage) pageOpened(window.location.pathname, firstPage.handle, firstPage.params);

// Light or dark as the person chose, or as the device is (docs/features/languages.md "Themes").
startTheme();

/** Settles once the first page's code and messages are here (the painted screen stays until then). */
async function firstPageReady(): Promise<void> {
  try {
    await firstPage?.lazy.prepare();
  } catch (error) {
    // Its route tries again as it renders, and loads the page whole if that fails too.
    console.warn("could not load the page", error);
  }
}

const root = document.getElementById("root");
// The first words load in the person's language before anything shows (docs/features/languages.md),
// and the app renders once its first page can: rendering replaces what the root holds (the first
// screen the server painted in, docs/PERFORMANCE.md "Painted before the script"), so the page
// never goes blank in between. A first visit's notice painted with the page opens live in that
// same render, with its code (app/shell/use-beta-notice.ts).
await Promise.all([startI18n(), firstPageReady(), paintedNoticeReady()]);
if (root) {
  const app = createRoot(root);
  // As a transition, React renders the first page in slices, yielding to the browser between them,
  // rather than in one long task while the person already sees the page painted in.
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppI18n>
          <Provider store={store}>
            <PageOpeningContext value={pageOpened}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </PageOpeningContext>
          </Provider>
        </AppI18n>
      </StrictMode>,
    );
  });
}
