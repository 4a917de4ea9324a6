// What a phone downloads for a page before it shows anything, read from the real build: the
// build's chunk report (apps/web/chunk-report.ts) names every chunk, the chunks it imports and the
// modules in it. A page's JavaScript is the entry and its own chunk with every chunk they import
// statically; chunks loaded later on demand (a dialog, the toasts, the account panel) are not part
// of it, but the catalogue's namespaces the page shows are (the first ones of
// apps/web/src/lib/i18n/locale.ts and the route's in app/routes.tsx, read from the source), in the
// language whose messages weigh most. Sizes are those of the .gz files the server sends.
// Shared by test/web-app/page-weight.test.ts (its budgets) and bench/lighthouse.ts (the figure).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type ChunkReport = Record<
  string,
  { page?: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: string[] }
>;

export const LOCALES = ["en", "de", "fr", "es", "ar"];

const webSource = path.resolve(import.meta.dirname, "../../../web/src");

/** A list of namespaces written in the source after `marker` (`["common", "messages"]`). */
function namespacesAfter(file: string, marker: RegExp): string[] {
  const match = marker.exec(readFileSync(path.join(webSource, file), "utf8"));
  if (!match?.[1]) throw new Error(`no namespaces for ${marker} in ${file}`);
  return [...match[1].matchAll(/"([a-z-]+)"/g)].map((m) => m[1] as string);
}

/** The namespaces a page (`public-event-page.tsx`) shows: the frame's first ones and its route's. */
export function namespacesOf(page: string): string[] {
  const first = namespacesAfter("lib/i18n/locale.ts", /FIRST_NAMESPACES[^=]*=\s*(\[[^\]]*\])/);
  const route = namespacesAfter("app/routes.tsx", new RegExp(`pages/${page}"\\),\\s*"\\w+",\\s*(\\[[^\\]]*\\])`));
  return [...first, ...route];
}

export type Build = ReturnType<typeof readBuild>;

/** The build in `webDist` (apps/web/dist): its chunk report and what each page loads first. */
export function readBuild(webDist: string) {
  const report = JSON.parse(readFileSync(path.join(webDist, ".vite/chunks.json"), "utf8")) as ChunkReport;

  /** The chunks a page loads before it shows anything: the entry, the page's chunk, and their static imports. */
  function chunksOf(page: string): string[] {
    const entry = Object.keys(report).find((file) => report[file]?.isEntry);
    const own = Object.keys(report).find((file) => report[file]?.page === `apps/web/src/pages/${page}`);
    if (!entry || !own) throw new Error(`no chunk for the entry or ${page}`);
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of report[file]?.imports ?? []) visit(imported);
    };
    visit(entry);
    visit(own);
    return [...seen];
  }

  function modulesOf(page: string): string[] {
    return chunksOf(page).flatMap((file) => report[file]?.modules ?? []);
  }

  function gzippedFileBytes(file: string): number {
    const gz = path.join(webDist, `${file}.gz`);
    return existsSync(gz) ? readFileSync(gz).length : gzipSync(readFileSync(path.join(webDist, file))).length;
  }

  /** The chunk of one namespace in one language. */
  function catalogueChunk(locale: string, namespace: string): string {
    const file = Object.keys(report).find(
      (chunk) => report[chunk]?.page === `packages/contract/src/catalogues/${locale}/${namespace}.ts`,
    );
    if (!file) throw new Error(`no chunk for the ${locale} catalogue of ${namespace}`);
    return file;
  }

  /** Gzipped bytes of a page's code and of its messages in the heaviest language. */
  function gzippedBytes(page: string): number {
    const code = chunksOf(page).reduce((sum, file) => sum + gzippedFileBytes(file), 0);
    const messages = Math.max(
      ...LOCALES.map((locale) =>
        namespacesOf(page).reduce((sum, namespace) => sum + gzippedFileBytes(catalogueChunk(locale, namespace)), 0),
      ),
    );
    return code + messages;
  }

  return { report, chunksOf, modulesOf, catalogueChunk, gzippedBytes };
}
