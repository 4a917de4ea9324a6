// Every string a person reads or hears lives in the message catalogue
// (packages/contract/src/catalogues/), none in the web app's source: what counts as one is
// defined, precisely, at the top of `message-strings.ts`. The app reads each by key in the
// person's language (lib/i18n/). No allow-list: a string that must show is written in the
// catalogue and read from there.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ENGLISH_CATALOGUES, NAMESPACES } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { messagesIn } from "./message-strings.ts";

const webSource = path.resolve(import.meta.dirname, "..");
/** Where the app's own code lives; lib/i18n is the runtime that reads the catalogue. */
const AREAS = ["app", "components", "features", "lib", "pages"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function idsOf(prefix: string, node: unknown): string[] {
  if (typeof node === "string") return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => idsOf(`${prefix}.${key}`, value));
}

const KEYS = new Set(NAMESPACES.flatMap((namespace) => idsOf(namespace, ENGLISH_CATALOGUES[namespace])));

function messagesUnder(dir: string): string[] {
  return sourceFiles(dir).flatMap((file) =>
    messagesIn(file, readFileSync(file, "utf8"), KEYS).map(
      ({ line, text }) => `${path.relative(webSource, file)}:${line}: ${text}`,
    ),
  );
}

describe("what a message is", () => {
  const sample = [
    'import { x } from "./a b.ts";',
    "// A comment is no message. Never.",
    'type Said = "Only a type.";',
    'const id = "poll-results.votes";',
    'const classes = "p-6 ring-red-200!";',
    'notify.error("Failed to update");',
    'call(route, { fallback: "Delete failed" });',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's source holds a template
    "const hint = `At least ${min} characters.`;",
    'const view = <p className="mt-2 text-slate-700">You are on Pro. Thank you.</p>;',
    'const link = <a title="Forgot your password?">Login</a>;',
    'throw new Error("No user");',
    'const icon = <button aria-label={"Close"} type="button">×</button>;',
    'const option = { value: "dark", label: "Dark" };',
    'document.title = "Pricing";',
    'call(route, { fallback: "messages.failedFetchEvents" });',
    'const field = <input placeholder="Type here" name="query" />;',
  ].join("\n");

  it("finds sentences, texts, read attributes, toasts, errors and unknown fallbacks, and nothing else", () => {
    expect(messagesIn("sample.tsx", sample, new Set(["messages.failedFetchEvents"]))).toEqual([
      { line: 6, text: "Failed to update" },
      { line: 7, text: "Delete failed" },
      { line: 8, text: "At least {value} characters." },
      { line: 9, text: "You are on Pro. Thank you." },
      { line: 10, text: "Forgot your password?" },
      { line: 10, text: "Login" },
      { line: 11, text: "No user" },
      { line: 12, text: "Close" },
      { line: 13, text: "Dark" },
      { line: 14, text: "Pricing" },
      { line: 16, text: "Type here" },
    ]);
  });
});

describe("the web app's strings are the catalogue's", () => {
  it("knows the catalogue's keys and finds the source to check", () => {
    expect(KEYS.has("messages.questionAdded")).toBe(true);
    expect(sourceFiles(path.join(webSource, "features")).length).toBeGreaterThan(20);
  });

  it.each(AREAS)("writes no user-facing string in %s/", (area) => {
    expect(messagesUnder(path.join(webSource, area))).toEqual([]);
  });
});
