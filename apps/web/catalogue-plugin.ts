// The message catalogue, compiled at build time: a catalogue module imported with `?catalogue`
// (packages/contract/src/catalogues/<locale>/<namespace>.ts) becomes one flat object of Lingui's
// compiled messages under ids "<namespace>.<path>", so the page downloads no message parser and
// a broken ICU message fails the build (docs/features/languages.md).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import ts from "typescript";
import type { Plugin } from "vite";
import { catalogueExport } from "../../packages/contract/src/catalogues/catalogue-export.ts";

const CATALOGUE = /[\\/]catalogues[\\/]([a-z]+)[\\/]([a-z-]+)\.ts\?catalogue$/;

type Tree = { readonly [key: string]: string | Tree };

/** The catalogue object a module exports (catalogue-export.ts says which). */
async function exportedCatalogue(file: string): Promise<Tree> {
  const js = ts.transpileModule(readFileSync(file, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
  }).outputText;
  const module = (await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`)) as Record<
    string,
    unknown
  >;
  return catalogueExport(module, file) as Tree;
}

/** Every message of a catalogue under its id, compiled. */
export function compileCatalogue(namespace: string, tree: Tree, file = namespace): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  const visit = (node: Tree, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      const id = `${path}.${key}`;
      if (typeof value === "string") {
        try {
          compiled[id] = compileMessage(value);
        } catch (error) {
          throw new Error(`${file}: ${id} is not a valid ICU message: ${(error as Error).message}`);
        }
      } else visit(value, id);
    }
  };
  visit(tree, namespace);
  return compiled;
}

export async function loadCatalogue(file: string, namespace: string): Promise<Record<string, unknown>> {
  return compileCatalogue(namespace, await exportedCatalogue(file), file);
}

const CATALOGUES_DIR = path.resolve(import.meta.dirname, "../../packages/contract/src/catalogues");
const LOADERS_ID = "virtual:catalogue-loaders";

/**
 * `virtual:catalogue-loaders`: each namespace of each language as `"de/questions": () =>
 * import(…)`, one chunk each. Mail is the server's alone: no page downloads it.
 */
function loadersModule(): string {
  const entries = readdirSync(CATALOGUES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((locale) =>
      readdirSync(path.join(CATALOGUES_DIR, locale.name))
        .filter((file) => file.endsWith(".ts") && file !== "mail.ts")
        .map((file) => {
          const key = `${locale.name}/${file.slice(0, -3)}`;
          const target = JSON.stringify(`${path.join(CATALOGUES_DIR, locale.name, file)}?catalogue`);
          return `  ${JSON.stringify(key)}: () => import(${target}).then((m) => m.default),`;
        }),
    );
  return `export default {\n${entries.join("\n")}\n};\n`;
}

export function cataloguePlugin(): Plugin {
  return {
    name: "handraise-catalogue",
    enforce: "pre",
    resolveId(id) {
      return id === LOADERS_ID ? `\0${LOADERS_ID}` : null;
    },
    async load(id) {
      if (id === `\0${LOADERS_ID}`) return loadersModule();
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const file = id.slice(0, -"?catalogue".length);
      this.addWatchFile(file);
      const messages = await loadCatalogue(file, match[2] as string);
      return { code: `export default ${JSON.stringify(messages)};`, map: null };
    },
  };
}
