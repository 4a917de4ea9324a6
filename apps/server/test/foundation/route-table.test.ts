// The route table is the one place an API path is written: no source file of the server or of
// the web app spells a call's path (the `/api/` prefix alone, which names the whole API, may
// appear).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const sourceRoot = path.resolve(import.meta.dirname, "../../src");
const webSourceRoot = path.resolve(import.meta.dirname, "../../../web/src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it("writes no API path in the server's source, outside the contract's route table", () => {
  expect(pathsWrittenIn(sourceRoot)).toEqual([]);
});

it("writes no API path in the web app's source either: every call goes through the route table", () => {
  expect(pathsWrittenIn(webSourceRoot)).toEqual([]);
});

function pathsWrittenIn(root: string): string[] {
  const files = sourceFiles(root);
  expect(files.length).toBeGreaterThan(20);
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .map((line, index) => ({ line, where: `${path.relative(root, file)}:${index + 1}` }))
      // A string literal (quoted or template) that starts with a path under /api/; comments
      // may name paths as examples.
      .filter(({ line }) => !/^\s*(\/\/|\/\*|\*)/.test(line) && /["'`]\/api\/[A-Za-z:{$]/.test(line))
      .map(({ line, where }) => `${where}: ${line.trim()}`),
  );
}
