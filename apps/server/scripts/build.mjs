// Builds the server for production: one ES module, apps/server/dist/main.js, that Node runs
// without a TypeScript loader. The contract is bundled in (it is published as TypeScript source,
// for the web app's Vite and for the tests); every other package stays in node_modules.
// Plain JavaScript on purpose: it runs where only Node is available.
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const external = Object.keys(manifest.dependencies)
  .filter((name) => name !== "@handraise/contract")
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [path.join(root, "src/main.ts")],
  outfile: path.join(root, "dist/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  external,
  sourcemap: true,
  logLevel: "warning",
});
