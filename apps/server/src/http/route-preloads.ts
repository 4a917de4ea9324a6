// index.html for the route asked for: the build names, per route, the chunks its page needs and
// the chunks of its messages per language (`.vite/route-preloads.json`, apps/web/route-preloads.ts);
// they go beside the entry's own as `<link rel="modulepreload">`, the messages in the language the
// browser asks for first (Accept-Language; a person who chose another language on the device
// fetches theirs as before). So a phone asks for them with the entry's own chunks, not a round trip
// after the entry ran (docs/PERFORMANCE.md "Route preloads"). The build holds the entry's tags in
// a template that the page opens once it has painted (apps/web/scripts-after-paint.ts); the
// route's links join them there. Where the build rendered the route's
// first screen, the page carries it in that language too (first-screens.ts). Each variant is made once, with its
// gzip and brotli forms and an ETag, so a revisit answers 304.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { acceptedLanguages, pickLocale } from "@handraise/contract";
import { firstScreens, withFirstScreen } from "./first-screens.ts";

type Preloads = { routes: Array<{ path: string; scripts: string[]; messages: Record<string, string[]> }> };

export type IndexVariant = { html: Buffer; gzip: Buffer; brotli: Buffer; etag: string };

/** Does a route's path (`/events/p/:eventId`, `*`) match a request's path? */
export function routeMatches(routePath: string, urlPath: string): boolean {
  if (routePath === "*") return true;
  const want = routePath.split("/").filter(Boolean);
  const have = urlPath.split("/").filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(":") || segment === have[i]);
}

const linkTo = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/** Where the build holds the entry's tags until the page has painted; a build without it, the head's end. */
const HELD_SCRIPTS = '<template id="app-scripts">';

function withLinks(page: string, links: string[]): string {
  if (page.includes(HELD_SCRIPTS))
    return page.replace(HELD_SCRIPTS, () => `${HELD_SCRIPTS}\n      ${links.join("\n      ")}`);
  return page.replace("</head>", () => `  ${links.join("\n    ")}\n  </head>`);
}

/** The index page per route and language; the bare index.html when the build wrote no preloads. */
export function indexPages(webDist: string) {
  const index = readFileSync(path.join(webDist, "index.html"), "utf8");
  const file = path.join(webDist, ".vite/route-preloads.json");
  const preloads: Preloads = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Preloads) : { routes: [] };
  const screenOf = firstScreens(webDist);
  const made = new Map<string, IndexVariant>();

  function variant(key: string, html: string): IndexVariant {
    const known = made.get(key);
    if (known) return known;
    const body = Buffer.from(html);
    const page: IndexVariant = {
      html: body,
      gzip: gzipSync(body, { level: 9 }),
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    };
    made.set(key, page);
    return page;
  }

  return (urlPath: string, acceptLanguage: string | undefined): IndexVariant => {
    const route = preloads.routes.find((candidate) => routeMatches(candidate.path, urlPath));
    if (!route) return variant("", index);
    const locale = pickLocale(acceptedLanguages(acceptLanguage));
    const files = [...route.scripts, ...(route.messages[locale] ?? [])];
    const links = files.map(linkTo);
    const screen = screenOf(route.path, locale);
    const page = screen === undefined ? index : withFirstScreen(index, screen, locale);
    return variant(`${route.path} ${locale}`, withLinks(page, links));
  };
}
