// The catalogue in every language (docs/features/languages.md "Checks"): each language has every
// namespace's module, with exactly English's keys; every message is valid ICU and compiles as the
// build compiles it; each keeps English's placeholders; each plural uses its language's categories
// (all six in Arabic); and no sentence is left in English.
import { existsSync } from "node:fs";
import path from "node:path";
import { LOCALES, type Locale, NAMESPACES, type Namespace } from "@handraise/contract";
import { catalogueExport } from "@handraise/contract/catalogues/catalogue-export";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../catalogue-plugin.ts";

type Tree = { readonly [key: string]: string | Tree };

const CATALOGUES = path.resolve(import.meta.dirname, "../../../../packages/contract/src/catalogues");
const fileOf = (locale: Locale, namespace: Namespace) => path.join(CATALOGUES, locale, `${namespace}.ts`);

/**
 * Messages a language may leave exactly as in English although they are longer than three words:
 * "<locale>:<namespace>.<path>", each with why (a brand name, placeholders only). Keep it short.
 */
const SAME_AS_ENGLISH: ReadonlySet<string> = new Set<string>([
  // none yet
]);

/** Every category a plural of this language must list ("other" always; `=N` cases come on top). */
const REQUIRED_PLURAL_CASES: Record<Locale, readonly string[]> = {
  en: ["one", "other"],
  de: ["one", "other"],
  fr: ["one", "other"],
  es: ["one", "other"],
  ar: ["zero", "one", "two", "few", "many", "other"],
};

/** The catalogue object a module exports (the build's rule, catalogue-export.ts). */
async function catalogueOf(locale: Locale, namespace: Namespace): Promise<Tree> {
  const file = fileOf(locale, namespace);
  return catalogueExport((await import(/* @vite-ignore */ file)) as Record<string, unknown>, file) as Tree;
}

/** Each message under its path ("login.intro"). */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const id = `${prefix}${key}`;
    if (typeof value === "string") messages.set(id, value);
    else for (const [child, text] of flatten(value, `${id}.`)) messages.set(child, text);
  }
  return messages;
}

type Parsed = { tokens: Token[] } | { error: string };

function parsed(message: string): Parsed {
  try {
    return { tokens: parse(message) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Every token of a message, the cases' tokens included. */
function allTokens(tokens: readonly Token[]): Token[] {
  return tokens.flatMap((token) =>
    "cases" in token ? [token, ...token.cases.flatMap((entry) => allTokens(entry.tokens))] : [token],
  );
}

/** The names of a message's values: plain, formatted ({d, date}), plural, selectordinal and select arguments. */
function placeholders(tokens: readonly Token[]): string[] {
  const names = allTokens(tokens).flatMap((token) => ("arg" in token ? [token.arg] : []));
  return [...new Set(names)].sort();
}

/** The words a person reads (the placeholders and plural keywords left out). */
function wordCount(tokens: readonly Token[]): number {
  const text = allTokens(tokens)
    .map((token) => (token.type === "content" ? token.value : " "))
    .join("");
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** What is wrong with the plurals of a message in this language. */
function pluralProblems(locale: Locale, tokens: readonly Token[]): string[] {
  const problems: string[] = [];
  for (const token of allTokens(tokens)) {
    if (token.type !== "plural" && token.type !== "selectordinal") continue;
    const rules = new Intl.PluralRules(locale, { type: token.type === "plural" ? "cardinal" : "ordinal" });
    const categories: readonly string[] = rules.resolvedOptions().pluralCategories;
    const keys = token.cases.map((entry) => entry.key);
    const unknown = keys.filter((key) => !categories.includes(key) && !/^=\d+$/.test(key));
    if (unknown.length > 0) {
      problems.push(`{${token.arg}, ${token.type}}: ${unknown.join(", ")} not among ${categories.join(", ")}`);
    }
    const required = token.type === "plural" ? REQUIRED_PLURAL_CASES[locale] : ["other"];
    const missing = required.filter((key) => !keys.includes(key));
    if (missing.length > 0) problems.push(`{${token.arg}, ${token.type}}: lacks ${missing.join(", ")}`);
  }
  return problems;
}

const TRANSLATED = LOCALES.filter((locale) => locale !== "en");
const present = (locale: Locale, namespace: Namespace) => existsSync(fileOf(locale, namespace));

describe("the catalogue", () => {
  it("has a module for every namespace in every language", () => {
    const missing = LOCALES.flatMap((locale) =>
      NAMESPACES.filter((namespace) => !present(locale, namespace)).map(
        (namespace) => `packages/contract/src/catalogues/${locale}/${namespace}.ts`,
      ),
    );
    expect(missing, `missing catalogue modules:\n${missing.join("\n")}`).toEqual([]);
  });

  describe.each(NAMESPACES)("%s", (namespace) => {
    it.skipIf(!present("en", namespace))("English: valid ICU, plurals with one and other", async () => {
      const english = flatten(await catalogueOf("en", namespace));
      const problems = [...english].flatMap(([id, message]) => {
        const result = parsed(message);
        if ("error" in result) return [`${id}: not valid ICU: ${result.error}`];
        return pluralProblems("en", result.tokens).map((problem) => `${id}: ${problem}`);
      });
      expect(problems).toEqual([]);
      await expect(loadCatalogue(fileOf("en", namespace), namespace)).resolves.toBeTruthy();
    });

    it.for(TRANSLATED)(
      "%s: English's keys and placeholders, valid ICU, the language's plurals",
      async (locale, { skip }) => {
        // A missing module fails the first test, which lists them all.
        if (!present(locale, namespace)) skip(`${locale}/${namespace}.ts is missing`);
        const english = flatten(await catalogueOf("en", namespace));
        const translation = flatten(await catalogueOf(locale, namespace));
        expect([...translation.keys()].sort(), `${locale}/${namespace}.ts: keys`).toEqual([...english.keys()].sort());

        const problems: string[] = [];
        for (const [id, message] of translation) {
          const source = english.get(id);
          if (source === undefined) continue;
          const result = parsed(message);
          if ("error" in result) {
            problems.push(`${id}: not valid ICU: ${result.error}`);
            continue;
          }
          const sourceParsed = parsed(source);
          if ("tokens" in sourceParsed) {
            const expected = placeholders(sourceParsed.tokens);
            const actual = placeholders(result.tokens);
            if (actual.join() !== expected.join()) {
              problems.push(`${id}: placeholders {${actual.join("}, {")}}, English has {${expected.join("}, {")}}`);
            }
            if (
              message === source &&
              wordCount(sourceParsed.tokens) > 3 &&
              !SAME_AS_ENGLISH.has(`${locale}:${namespace}.${id}`)
            ) {
              problems.push(`${id}: still the English text`);
            }
          }
          problems.push(...pluralProblems(locale, result.tokens).map((problem) => `${id}: ${problem}`));
        }
        expect(problems, `${locale}/${namespace}.ts`).toEqual([]);
        // …and compiles as the build compiles it (apps/web/catalogue-plugin.ts).
        await expect(loadCatalogue(fileOf(locale, namespace), namespace)).resolves.toBeTruthy();
      },
    );
  });
});
