// A route's page: its chunk and the catalogue namespaces it shows, fetched together the first
// time the route matches (routes.tsx names each). The app's first page is made ready before the
// first render (main.tsx), and so is each first screen the build paints (prerender.tsx); a page
// opened later is rendered once ready, while the page before it stays on screen (page-route.tsx).
import type { Namespace } from "@handraise/contract";
import type { ComponentType } from "react";
import { loadMessages } from "../lib/i18n/locale.ts";

export type LazyPage = {
  /** The page's component once its code and messages came, to render at once; until then none. */
  readonly component: () => ComponentType | undefined;
  /** Fetches the page's code (once) and its messages in the current language. */
  readonly prepare: () => Promise<ComponentType>;
};

/** The page `name` exported by the chunk `load` imports, with the namespaces it shows. */
export function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  namespaces: readonly Namespace[] = [],
): LazyPage {
  let component: ComponentType | undefined;
  let code: Promise<ComponentType> | undefined;
  return {
    component: () => component,
    prepare: () => {
      code ??= load().then(
        (module) => module[name],
        (error: unknown) => {
          // Asked again on the next attempt, not refused from now on.
          code = undefined;
          throw error;
        },
      );
      return Promise.all([code, loadMessages(namespaces)]).then(([ready]) => {
        component = ready;
        return ready;
      });
    },
  };
}
