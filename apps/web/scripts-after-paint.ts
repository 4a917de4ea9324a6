// Build step: the app's scripts wait until the page has painted. Vite names the entry and the
// chunks it imports in index.html's head (`<script type="module">`, `<link rel="modulepreload">`);
// this step moves those tags into `<template id="app-scripts">`, where the browser fetches
// nothing, at the place index.html marks for it. index.html's script after it puts the template's
// tags into the page once the page the server painted in is on screen, or at once when there is
// none (docs/PERFORMANCE.md "Scripts after the first paint"). The server finds the template by its
// opening tag and adds the route's own chunks to it (apps/server/src/http/route-preloads.ts).
import type { Plugin } from "vite";

/** The template's opening tag. */
const APP_SCRIPTS_TEMPLATE = '<template id="app-scripts">';

const SCRIPT_TAGS = /\n?[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/** Where index.html wants the template: before its script that opens it, and before the stylesheet. */
const PLACE = /<!-- app-scripts:[^>]*-->/;

/** index.html with the entry's tags, in their order, held in the template at its place. */
export function holdScripts(html: string): string {
  const tags = html.match(SCRIPT_TAGS)?.map((tag) => tag.trim()) ?? [];
  if (tags.length === 0) throw new Error("index.html names no module script: nothing to hold until the paint");
  if (!PLACE.test(html)) throw new Error("index.html has no <!-- app-scripts: … --> place for the held scripts");
  const template = `${APP_SCRIPTS_TEMPLATE}\n      ${tags.join("\n      ")}\n    </template>`;
  return html.replace(SCRIPT_TAGS, "").replace(PLACE, () => template);
}

export function scriptsAfterPaint(): Plugin {
  return {
    name: "handraise:scripts-after-paint",
    apply: "build",
    transformIndexHtml: { order: "post", handler: holdScripts },
  };
}
