// The element of a route with a page (routes.tsx): it starts the page's first reads as the page is
// asked for (page-data.ts), then shows the page once its code and messages are here. A navigation
// is a transition, so until then the page before it stays on screen, as it did while the router
// loaded a page's code. A page whose code cannot be fetched (a new release replaced its chunk,
// or the network dropped) is loaded whole by the browser, once per address.
import { type ComponentType, use, useContext } from "react";
import { useLocation, useParams } from "react-router";
import type { LazyPage } from "./lazy-page.ts";
import { type PageHandle, PageOpeningContext } from "./page-data.ts";

const RELOADED_KEY = "handraise.reloadedFor";

/** One opening a page: the promise the route waits on while the page is fetched. */
const openings = new WeakMap<LazyPage, Promise<ComponentType>>();

function opening(page: LazyPage): Promise<ComponentType> {
  let promise = openings.get(page);
  if (!promise) {
    promise = page.prepare().catch((error: unknown) => {
      openings.delete(page);
      if (!reloadOnce()) throw error;
      // The browser is loading the page anew: nothing to show meanwhile.
      return new Promise<ComponentType>(() => {});
    });
    openings.set(page, promise);
  }
  return promise;
}

/** Loads the current address whole, unless it was already reloaded for this reason. */
function reloadOnce(): boolean {
  const address = window.location.href;
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === address) return false;
    sessionStorage.setItem(RELOADED_KEY, address);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

export function PageRoute({ page, handle }: { page: LazyPage; handle?: PageHandle }) {
  const opened = useContext(PageOpeningContext);
  const { pathname } = useLocation();
  opened(pathname, handle, useParams());
  const Page = page.component() ?? use(opening(page));
  return <Page />;
}
