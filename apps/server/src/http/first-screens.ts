// The first screens the build rendered (`.vite/prerendered.json`, apps/web/prerender-plugin.ts):
// for a route and language it has one, index.html carries the page inside its root, so a phone
// paints it with the HTML and the stylesheet, before any script (docs/PERFORMANCE.md "Painted
// before the script"). It is laid out as the live page, unreachable (`inert`, hidden from
// assistive technology) until the app renders over it; index.html's first script hides it for a
// person it would mislead (signed in, or who chose another language on the device). Beside the
// root it carries the beta notice painted in the same language, which that script shows to a first
// visit only; the cookie banner is part of the page and shown by the same script once the notice
// was seen (apps/web/src/app/shell/painted-notice.ts).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { directionOf, type Locale } from "@handraise/contract";

type ByLocale = Partial<Record<Locale, string>>;
type Prerendered = { pages: Record<string, ByLocale>; betaNotice: ByLocale };

/** A route's first screen in one language, and the beta notice to paint beside it. */
export type FirstScreen = { page: string; betaNotice: string };

/** The first screen of a route in a language, when the build rendered one. */
export function firstScreens(webDist: string): (routePath: string, locale: Locale) => FirstScreen | undefined {
  const file = path.join(webDist, ".vite/prerendered.json");
  const painted: Prerendered = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Prerendered)
    : { pages: {}, betaNotice: {} };
  if (typeof painted.pages !== "object" || !painted.pages || typeof painted.betaNotice !== "object")
    throw new Error(`${file} is not the build's first screens: build the web app again`);
  return (routePath, locale) => {
    const page = painted.pages[routePath]?.[locale];
    return page === undefined ? undefined : { page, betaNotice: painted.betaNotice[locale] ?? "" };
  };
}

/** index.html with a first screen in its root, its notice beside it, and the page's language set. */
export function withFirstScreen(index: string, screen: FirstScreen, locale: Locale): string {
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error("index.html has no empty root to paint into");
  return (
    index
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${directionOf(locale)}" data-prerendered="${locale}"`)
      // A function, so that a "$&" or "$'" in the page's words is not read as a replacement pattern.
      .replace(
        root,
        () =>
          `<div id="root"><div class="prerendered" aria-hidden="true" inert>${screen.page}</div></div>${screen.betaNotice}`,
      )
  );
}
