// The first screens the build rendered (`.vite/prerendered.json`, apps/web/prerender-plugin.ts):
// for a route and language it has one, index.html carries the page inside its root, so a phone
// paints it with the HTML and the stylesheet, before any script (docs/PERFORMANCE.md "Painted
// before the script"). It is laid out as the live page, unreachable (`inert`, hidden from
// assistive technology) until the app renders over it; index.html's first script hides it for a
// person it would mislead (signed in, or who chose another language on the device).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { directionOf, type Locale } from "@handraise/contract";

type Prerendered = Record<string, Partial<Record<Locale, string>>>;

/** The markup of a route in a language, when the build rendered one. */
export function firstScreens(webDist: string): (routePath: string, locale: Locale) => string | undefined {
  const file = path.join(webDist, ".vite/prerendered.json");
  const screens: Prerendered = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Prerendered) : {};
  return (routePath, locale) => screens[routePath]?.[locale];
}

/** index.html with a first screen in its root, and the page's language and direction set. */
export function withFirstScreen(index: string, markup: string, locale: Locale): string {
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error("index.html has no empty root to paint into");
  return index
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${directionOf(locale)}" data-prerendered="${locale}"`)
    .replace(root, `<div id="root"><div class="prerendered" aria-hidden="true" inert>${markup}</div></div>`);
}
