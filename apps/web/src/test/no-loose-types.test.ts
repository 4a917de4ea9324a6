// The web app's types hold end to end: no `any` and no double cast (`as unknown as`) anywhere in
// its source. The one adapter that narrows a socket payload after its schema parsed it
// (lib/realtime-client.ts) uses a single, documented `as`, which this check allows.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const webSource = path.resolve(import.meta.dirname, "..");
const LOOSE = /\bas unknown as\b|:\s*any\b|\bas any\b|<any>|\bany\[\]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && full !== path.join(webSource, "test", "no-loose-types.test.ts") ? [full] : [];
  });
}

it("finds the web app's source", () => {
  expect(sourceFiles(webSource).length).toBeGreaterThan(100);
  expect(LOOSE.test("const x = y as unknown as Z;")).toBe(true);
  expect(LOOSE.test("function f(a: any) {}")).toBe(true);
});

it("writes no any and no double cast", () => {
  const loose = sourceFiles(webSource).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        LOOSE.test(line) && !line.trim().startsWith("//") ? [`${path.relative(webSource, file)}:${index + 1}`] : [],
      ),
  );
  expect(loose).toEqual([]);
});
