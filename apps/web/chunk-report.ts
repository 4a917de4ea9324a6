// Build step: writes `.vite/chunks.json` beside the build, the chunk graph with the modules in
// each chunk (paths from the repository root; a package as `node_modules/<name>/…`). The server's
// tests read it to check what a page downloads (apps/server/test/web-app/page-weight.test.ts):
// a hashed bundle keeps no names, so without it a module that slipped into the audience's page
// could only be guessed at. Served by nobody: the server does not send dot-folders.
import path from "node:path";
import type { Plugin } from "vite";

export type ChunkReport = Record<
  string,
  {
    page?: string;
    isEntry: boolean;
    imports: string[];
    dynamicImports: string[];
    modules: string[];
    /** Each module's rendered size in the chunk, in bytes before compression (for finding what weighs). */
    sizes?: Record<string, number>;
  }
>;

const repoRoot = path.resolve(import.meta.dirname, "../..");

function fromRoot(id: string): string {
  const clean = id.replace(/\?.*$/, "").replace(/^\0/, "");
  // A package as `node_modules/<name>/…`, wherever its folder is (hoisted, nested, linked).
  const packageAt = clean.lastIndexOf("node_modules/");
  if (packageAt >= 0) return clean.slice(packageAt);
  return path.isAbsolute(clean) ? path.relative(repoRoot, clean) : clean;
}

export function chunkReport(): Plugin {
  return {
    name: "handraise-chunk-report",
    apply: "build",
    generateBundle(_options, bundle) {
      const report: ChunkReport = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        report[chunk.fileName] = {
          page: chunk.facadeModuleId ? fromRoot(chunk.facadeModuleId) : undefined,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.keys(chunk.modules).map(fromRoot).sort(),
          sizes: Object.fromEntries(
            Object.entries(chunk.modules).map(([id, info]) => [fromRoot(id), info.renderedLength]),
          ),
        };
      }
      this.emitFile({ type: "asset", fileName: ".vite/chunks.json", source: `${JSON.stringify(report, null, 1)}\n` });
    },
  };
}
