// Every user-facing message lives in the contract's catalogue (`packages/contract/src/messages.ts`),
// none in the web app's features or pages. What counts as a message is defined, precisely, at
// the top of `message-strings.ts`: a sentence-like string literal, template literal or JSX text,
// or any text passed to a toast, to `new Error`, or as a `message`/`fallback`/`error`/`success`.
//
// No allow-list: a sentence that must show is written in the catalogue and read from there.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messagesIn } from "./message-strings.ts";

const webSource = path.resolve(import.meta.dirname, "..");
const featuresRoot = path.join(webSource, "features");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function messagesUnder(dir: string): string[] {
  return sourceFiles(dir).flatMap((file) =>
    messagesIn(file, readFileSync(file, "utf8")).map(
      ({ line, text }) => `${path.relative(webSource, file)}:${line}: ${text}`,
    ),
  );
}

const features = readdirSync(featuresRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("what a message is", () => {
  const sample = [
    'import { x } from "./a b.ts";',
    "// A comment is no message. Never.",
    'type Said = "Only a type.";',
    'const label = "Sign Up";',
    'const loading = "Loading...";',
    'const classes = "p-6 ring-red-200!";',
    'notify.error("Failed to update");',
    'call(route, { fallback: "Delete failed" });',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's source holds a template
    "const hint = `At least ${min} characters.`;",
    'const view = <p className="mt-2 text-slate-700">You are on Pro. Thank you.</p>;',
    'const link = <a title="Forgot your password?">Login</a>;',
    'throw new Error("No user");',
  ].join("\n");

  it("finds sentences, toasts, errors and fallbacks, and nothing else", () => {
    expect(messagesIn("sample.tsx", sample)).toEqual([
      { line: 7, text: "Failed to update" },
      { line: 8, text: "Delete failed" },
      { line: 9, text: "At least {value} characters." },
      { line: 10, text: "You are on Pro. Thank you." },
      { line: 11, text: "Forgot your password?" },
      { line: 12, text: "No user" },
    ]);
  });
});

describe("the web app's messages are the catalogue's", () => {
  it("finds the features to check", () => {
    expect(features).toContain("session");
    expect(sourceFiles(featuresRoot).length).toBeGreaterThan(20);
  });

  it.each(features)("writes no message in features/%s", (feature) => {
    expect(messagesUnder(path.join(featuresRoot, feature))).toEqual([]);
  });

  it("writes no message in pages", () => {
    expect(messagesUnder(path.join(webSource, "pages"))).toEqual([]);
  });
});
