// Formatting goes through the kept formatters of lib/i18n/intl-formats.ts: a formatter made per
// call (`toLocaleString(locale, options)`, `new Intl.DateTimeFormat(…)` in a render) costs about
// ninety times the formatting, and a list of questions formats dozens of times per render.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const webSource = path.resolve(import.meta.dirname, "..");
const KEEPER = path.join("lib", "i18n", "intl-formats.ts");
const MADE_PER_CALL =
  /\.toLocale(?:Date|Time)?String\(|new Intl\.(?:DateTimeFormat|NumberFormat|ListFormat|RelativeTimeFormat)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("Intl's formatters", () => {
  it("are made only in lib/i18n/intl-formats.ts, never per call", () => {
    const files = sourceFiles(webSource);
    expect(files.length).toBeGreaterThan(100);
    const offending = files
      .filter((file) => path.relative(webSource, file) !== KEEPER)
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) =>
            MADE_PER_CALL.test(line) ? [`${path.relative(webSource, file)}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offending).toEqual([]);
    expect(MADE_PER_CALL.test(readFileSync(path.join(webSource, KEEPER), "utf8"))).toBe(true);
  });
});
