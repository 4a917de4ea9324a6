// Build step: writes `.vite/route-preloads.json`, what each route of the router loads before it
// shows beyond what index.html already names: its page's chunks (with the socket library, for a
// page whose chunks load the socket's client) and, per language, the chunks of the catalogue
// namespaces it shows (the first ones of lib/i18n/locale.ts and the route's own).
// The server names them in index.html as `<link rel="modulepreload">` for the route asked for, in
// the language the browser asks for (apps/server/src/http/route-preloads.ts), so a phone fetches
// them with the entry instead of a round trip after it (docs/PERFORMANCE.md "Route preloads").
// The routes are read from app/routes.tsx's source: each `path` beside a `lazy: page(() =>
// import("../pages/…"), "Name", [namespaces])`; a route written otherwise fails the build.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import ts from "typescript";
import type { Plugin } from "vite";

export type RoutePreloads = {
  routes: Array<{ path: string; scripts: string[]; messages: Record<string, string[]> }>;
};

type RouteSource = { path: string; page: string; namespaces: string[] };

const webSource = path.resolve(import.meta.dirname, "src");
const cataloguesDir = path.resolve(import.meta.dirname, "../../packages/contract/src/catalogues");

function stringsOf(node: ts.Node | undefined): string[] {
  if (!node || !ts.isArrayLiteralExpression(node)) return [];
  return node.elements.filter(ts.isStringLiteral).map((element) => element.text);
}

/** `[…]` after `FIRST_NAMESPACES` in lib/i18n/locale.ts. */
function firstNamespaces(): string[] {
  const file = path.join(webSource, "lib/i18n/locale.ts");
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
  let found: string[] | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === "FIRST_NAMESPACES")
      found = stringsOf(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found?.length) throw new Error("route preloads: no FIRST_NAMESPACES in lib/i18n/locale.ts");
  return found;
}

/** Every `{ path, lazy: page(() => import(page), name, namespaces) }` of app/routes.tsx. */
export function routesOf(routerFile = path.join(webSource, "app/routes.tsx")): RouteSource[] {
  const source = ts.createSourceFile(routerFile, readFileSync(routerFile, "utf8"), ts.ScriptTarget.ES2022, true);
  const routes: RouteSource[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name,
        )?.initializer;
      const routePath = property("path");
      const lazy = property("lazy");
      if (routePath && ts.isStringLiteral(routePath) && lazy) {
        const call = ts.isCallExpression(lazy) && lazy.expression.getText(source) === "page" ? lazy : undefined;
        const loader = call?.arguments[0];
        const imported =
          loader && ts.isArrowFunction(loader) && ts.isCallExpression(loader.body)
            ? loader.body.arguments[0]
            : undefined;
        if (!call || !imported || !ts.isStringLiteral(imported)) {
          throw new Error(`route preloads: the route ${routePath.text} is not written as page(() => import(…), …)`);
        }
        if (!routePath.text.startsWith("/") && routePath.text !== "*") {
          throw new Error(`route preloads: the route ${routePath.text} is not a whole path`);
        }
        routes.push({
          path: routePath.text,
          page: path.resolve(path.dirname(routerFile), imported.text),
          namespaces: stringsOf(call.arguments[2]),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
}

/**
 * The module that asks for the socket library as it loads (lib/realtime-client.ts calls
 * `loadClient()` at its top level): a page that loads it fetches the library at once after, and
 * its first reads wait for the socket's room (docs/PERFORMANCE.md "The event's data with its code").
 */
const socketClient = path.join(webSource, "lib/realtime-client.ts");

/** A chunk with its static imports, all the way down. */
function withImports(bundle: OutputBundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === "chunk") for (const imported of chunk.imports) withImports(bundle, imported, into);
  return into;
}

export function routePreloads(): Plugin {
  return {
    name: "handraise-route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const all = chunks(bundle);
      const entry = all.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("route preloads: no entry chunk");
      const inIndex = withImports(bundle, entry.fileName);
      const facadeOf = (id: string) => all.find((chunk) => chunk.facadeModuleId?.replace(/\?.*$/, "") === id);
      const locales = [
        ...new Set(
          all.flatMap(
            (chunk) =>
              /[\\/]catalogues[\\/]([a-z]+)[\\/][a-z-]+\.ts\?catalogue$/.exec(chunk.facadeModuleId ?? "")?.[1] ?? [],
          ),
        ),
      ];
      const first = firstNamespaces();
      const catalogueChunk = (locale: string, namespace: string) => {
        const file = facadeOf(path.join(cataloguesDir, locale, `${namespace}.ts`))?.fileName;
        if (!file) throw new Error(`route preloads: no chunk for the ${locale} catalogue of ${namespace}`);
        return file;
      };
      const preloads: RoutePreloads = {
        routes: routesOf().map((route) => {
          const own = facadeOf(route.page);
          if (!own) throw new Error(`route preloads: no chunk for ${route.page}`);
          const loaded = withImports(bundle, own.fileName);
          // The socket library comes with a page that loads the socket's client, not a round trip after it.
          for (const file of [...loaded]) {
            const chunk = bundle[file];
            if (chunk?.type !== "chunk" || !Object.keys(chunk.modules).includes(socketClient)) continue;
            for (const asked of chunk.dynamicImports) withImports(bundle, asked, loaded);
          }
          const scripts = [...loaded].filter((file) => !inIndex.has(file));
          const namespaces = [...new Set([...first, ...route.namespaces])];
          const messages = Object.fromEntries(
            locales.map((locale) => [locale, namespaces.map((namespace) => catalogueChunk(locale, namespace))]),
          );
          return { path: route.path, scripts, messages };
        }),
      };
      this.emitFile({
        type: "asset",
        fileName: ".vite/route-preloads.json",
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
