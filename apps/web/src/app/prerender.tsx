// The build's first screens (docs/PERFORMANCE.md "Painted before the script"): a page as a visitor
// who has never signed in sees it before any data arrives, in one language, as HTML. The build
// renders it in Node (apps/web/prerender-plugin.ts) and the server puts it inside index.html's
// root, so a phone paints the page as soon as the HTML and the stylesheet are in; main.tsx then
// renders the live page over it. A first visit's beta notice is painted beside it, outside the root.
import type { Locale, Namespace } from "@handraise/contract";
import { i18n } from "@lingui/core";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { StaticRouter } from "react-router";
import { loadNamespaces } from "../lib/i18n/catalogues.ts";
import { FIRST_NAMESPACES } from "../lib/i18n/locale.ts";
import { AppI18n } from "../lib/i18n/provider.tsx";
import { AppRoutes, pageAt } from "./routes.tsx";
import { PaintedBetaNotice } from "./shell/painted-beta-notice.tsx";
import { createStore } from "./store.ts";

/** The languages to render each page in (read by the build, which cannot import the contract). */
export { LOCALES } from "@handraise/contract";

async function activate(locale: Locale): Promise<void> {
  await loadNamespaces(i18n, locale, FIRST_NAMESPACES as Namespace[]);
  i18n.activate(locale);
}

/** The page at `url` in `locale`, as the markup of index.html's root; none when no route has a page for it. */
export async function renderPage(url: string, locale: Locale): Promise<string | undefined> {
  await activate(locale);
  const found = pageAt(new URL(url, "http://handraise.invalid").pathname);
  if (!found) return undefined;
  // The page's code, and its messages in the language active now, before the render that shows it.
  await found.lazy.prepare();
  return renderToString(
    <StrictMode>
      <AppI18n>
        <Provider store={createStore()}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Provider>
      </AppI18n>
    </StrictMode>,
  );
}

/** The beta notice a first visit sees over any painted page, in `locale`, to put beside the root. */
export async function renderBetaNotice(locale: Locale): Promise<string> {
  await activate(locale);
  return renderToString(
    <StrictMode>
      <AppI18n>
        <PaintedBetaNotice />
      </AppI18n>
    </StrictMode>,
  );
}
