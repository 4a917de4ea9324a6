// Build step: writes `.vite/prerendered.json`, the first screen of each page a phone opens cold
// (PRERENDERED), in every language, as HTML for index.html's root. Once the app's own build is
// written, the same source is built again for Node (src/app/prerender.tsx, into
// node_modules/.prerender) and run: each page as a visitor who has never signed in sees it before
// any data arrives, and the beta notice a first visit sees over it. The server puts the page's
// markup in the language the browser asks for into index.html (apps/server/src/http/
// route-preloads.ts); docs/PERFORMANCE.md "Painted before the script" says why and what the
// visitor sees.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Locale } from "@handraise/contract";
import { build, type Plugin } from "vite";

/** The routes painted before the script, as app/routes.tsx writes them. */
const PRERENDERED = ["/", "/pricing", "/events/p/:eventId"] as const;

/** Each route's first screen per language, and the beta notice painted beside any of them. */
type Prerendered = { pages: Record<string, Record<Locale, string>>; betaNotice: Record<Locale, string> };

type Renderer = {
  LOCALES: readonly Locale[];
  renderPage: (url: string, locale: Locale) => Promise<string | undefined>;
  renderBetaNotice: (locale: Locale) => Promise<string>;
};

/** A route's path with its parameters filled in (the page's first screen does not show them). */
function sampleUrl(route: string): string {
  return route.replace(/:[A-Za-z]+/g, "_");
}

export function prerender(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "handraise-prerender",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const serverOut = path.join(root, "node_modules/.prerender");
      await build({
        root,
        configFile: path.join(root, "vite.config.ts"),
        logLevel: "warn",
        build: { ssr: "src/app/prerender.tsx", outDir: serverOut, emptyOutDir: true },
      });
      const renderer = (await import(
        `${pathToFileURL(path.join(serverOut, "prerender.js")).href}?built=${Date.now()}`
      )) as Renderer;
      const painted: Prerendered = { pages: {}, betaNotice: {} as Record<Locale, string> };
      for (const route of PRERENDERED) {
        const byLocale = {} as Record<Locale, string>;
        // One language after the other: the renderer activates each in turn.
        for (const locale of renderer.LOCALES) {
          const html = await renderer.renderPage(sampleUrl(route), locale);
          if (html === undefined) throw new Error(`prerender: ${route} (${locale}) redirected or failed to render`);
          byLocale[locale] = html;
        }
        painted.pages[route] = byLocale;
      }
      for (const locale of renderer.LOCALES) painted.betaNotice[locale] = await renderer.renderBetaNotice(locale);
      mkdirSync(path.join(outDir, ".vite"), { recursive: true });
      writeFileSync(path.join(outDir, ".vite/prerendered.json"), `${JSON.stringify(painted, null, 1)}\n`);
    },
  };
}
