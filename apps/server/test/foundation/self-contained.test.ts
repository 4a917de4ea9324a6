// The repository stands on its own: a newcomer clones it and finds every rule it follows inside
// it (docs/product.md and the feature notes). No file points at documents kept outside it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const repositoryRoot = path.resolve(import.meta.dirname, "../../../..");
const SKIPPED = new Set(["node_modules", ".git", "dist", "data", "results"]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|yml|yaml|conf|sh)$|^run$/;
// Documents that lived beside the repository, never in it.
const OUTSIDE = /\.\.\/shared\b|\b(SPEC|DECISIONS|UX|STYLE)\.md\b/;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return TEXT.test(entry.name) && entry.name !== "package-lock.json" ? [full] : [];
  });
}

it("points at no document outside the repository", () => {
  const files = textFiles(repositoryRoot);
  expect(files.length).toBeGreaterThan(200);
  const pointers = files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        OUTSIDE.test(line) && !file.endsWith("self-contained.test.ts")
          ? [`${path.relative(repositoryRoot, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
  expect(pointers).toEqual([]);
});

it("points only at documents that exist", () => {
  const files = textFiles(repositoryRoot);
  const missing = files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\bdocs\/[A-Za-z0-9/_-]+\.md\b/g)]
      .map((match) => match[0])
      .filter((doc) => !existsSync(path.join(repositoryRoot, doc)))
      .map((doc) => `${path.relative(repositoryRoot, file)}: ${doc}`),
  );
  expect(missing).toEqual([]);
});

// A path the notes name in backticks (`apps/web/src/lib/api.ts`) is one a newcomer can open.
// Patterns (`features/<feature>/`, `*.test.ts`) are descriptions, not paths, and built output
// (`dist`) exists only after a build: both are left alone.
it("names in its notes only files that exist", () => {
  const notes = textFiles(path.join(repositoryRoot, "docs")).concat(path.join(repositoryRoot, "README.md"));
  const missing = notes.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/`((?:apps|packages|e2e|docs|bench|deploy)\/[^`\s]+)`/g)]
      .map((match) => match[1].replace(/[:#].*$/, ""))
      .filter(
        (named) =>
          !/[<>*{}]/.test(named) && !/(^|\/)dist(\/|$)/.test(named) && !existsSync(path.join(repositoryRoot, named)),
      )
      .map((named) => `${path.relative(repositoryRoot, file)}: ${named}`),
  );
  expect(missing).toEqual([]);
});
