// Small files with one job: no file of an app's source (apps/*/src, the server's and the web
// app's alike, their unit tests included) is longer than 300 lines. A longer one is split by job.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const MOST_LINES = 300;
const appsRoot = path.resolve(import.meta.dirname, "../../..");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Lines as `wc -l` counts them, plus a last line without its newline. */
function lineCount(text: string): number {
  const newlines = text.split("\n").length - 1;
  return text.length > 0 && !text.endsWith("\n") ? newlines + 1 : newlines;
}

it(`keeps every file of apps/*/src at ${MOST_LINES} lines or fewer`, () => {
  const sourceRoots = readdirSync(appsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(appsRoot, entry.name, "src"))
    .filter((root) => readdirSync(path.dirname(root)).includes("src"));
  expect(sourceRoots.map((root) => path.relative(appsRoot, root)).sort()).toEqual(["server/src", "web/src"]);
  const files = sourceRoots.flatMap(filesUnder);
  expect(files.length).toBeGreaterThan(100);
  const tooLong = files
    .map((file) => ({ file: path.relative(appsRoot, file), lines: lineCount(readFileSync(file, "utf8")) }))
    .filter(({ lines }) => lines > MOST_LINES)
    .map(({ file, lines }) => `apps/${file}: ${lines} lines`);
  expect(tooLong).toEqual([]);
});

it("counts lines as wc -l does", () => {
  expect(lineCount("")).toBe(0);
  expect(lineCount("one\n")).toBe(1);
  expect(lineCount("one\ntwo")).toBe(2);
  expect(lineCount(`${"line\n".repeat(MOST_LINES + 1)}`)).toBe(MOST_LINES + 1);
});
