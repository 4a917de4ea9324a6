// The server's house rules, read from its source with the TypeScript compiler (docs/ARCHITECTURE.md
// "Inside a server feature"): only repositories speak SQL, routes call only services, and a policy
// that refuses by throwing is named `assert…`, one that answers a boolean `can…`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const sourceRoot = path.resolve(import.meta.dirname, "../../src");

/** Files outside repositories that may build queries, each with its reason. */
const QUERIES_ALLOWED_IN: Record<string, string> = {
  "mail/outbox.ts":
    "the mail outbox belongs to no feature: this file is the one writer of a mail row, inside the caller's transaction",
  "mail/outbox-worker.ts":
    "the outbox's sender claims due rows (FOR UPDATE SKIP LOCKED on PostgreSQL) and marks them sent; no feature owns it",
};

/** The calls that start a Kysely query; `sql` is the raw-SQL template. */
const QUERY_STARTS = new Set(["selectFrom", "insertInto", "updateTable", "deleteFrom", "replaceInto", "mergeInto"]);
/** Verbs a refusing check must not use: one verb, `assert…`, for all of them. */
const OTHER_REFUSAL_VERBS = /^(require|ensure|check|must|verify)[A-Z]/;
const POLICY_NAME = /^(assert|can)[A-Z]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Source = { name: string; tree: ts.SourceFile };

function parse(name: string, text: string): Source {
  return { name, tree: ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true) };
}

const sources = sourceFiles(sourceRoot).map((file) =>
  parse(path.relative(sourceRoot, file).split(path.sep).join("/"), readFileSync(file, "utf8")),
);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

function at(source: Source, node: ts.Node, what: string): string {
  const { line } = source.tree.getLineAndCharacterOfPosition(node.getStart(source.tree));
  return `${source.name}:${line + 1} ${what}`;
}

function moduleOf(node: ts.ImportDeclaration | ts.ExportDeclaration): string {
  const specifier = node.moduleSpecifier;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : "";
}

/** Where a file builds a query: a query start, an `sql` template, or `sql` imported as a value. */
function queriesIn(source: Source): string[] {
  const found: string[] = [];
  walk(source.tree, (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      if (QUERY_STARTS.has(name)) found.push(at(source, node, `.${name}(`));
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === "sql") {
      found.push(at(source, node, "sql``"));
    }
    if (ts.isImportDeclaration(node) && moduleOf(node) === "kysely" && !node.importClause?.isTypeOnly) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly && element.name.text === "sql") found.push(at(source, node, "import { sql }"));
        }
      }
    }
  });
  return found;
}

function isRepository(name: string): boolean {
  return name.startsWith("db/") || /(^|\/)([a-z-]+-)?repository\.ts$/.test(name);
}

/** What a routes.ts reaches past its services for: a repository, Stripe, Kysely, or `ctx.db`. */
function bypassesIn(source: Source): string[] {
  const found: string[] = [];
  walk(source.tree, (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const from = moduleOf(node);
      if (/repository\.ts$|^stripe$|stripe-client\.ts$|^kysely$/.test(from)) found.push(at(source, node, from));
    }
    if (ts.isPropertyAccessExpression(node) && node.name.text === "db") found.push(at(source, node, node.getText()));
  });
  return found;
}

/** The names of the values a file exports (functions, constants, re-exports), types left out. */
function exportedValues(source: Source): string[] {
  const names: string[] = [];
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.tree.statements) {
    if (ts.isFunctionDeclaration(statement) && exported(statement) && statement.name) names.push(statement.name.text);
    if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    }
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.push(element.name.text);
      }
    }
  }
  return names;
}

const policies = sources.filter((source) => source.name.endsWith("/policy.ts"));
const routes = sources.filter((source) => source.name.endsWith("/routes.ts"));

describe("SQL lives in repositories", () => {
  it("is built nowhere but in repository.ts / *-repository.ts, db/ and the listed exceptions", () => {
    const outside = sources
      .filter((source) => !isRepository(source.name) && !(source.name in QUERIES_ALLOWED_IN))
      .flatMap(queriesIn);
    expect(outside).toEqual([]);
  });

  it("lists only exceptions that still build queries, each with its reason", () => {
    for (const [name, reason] of Object.entries(QUERIES_ALLOWED_IN)) {
      const source = sources.find((candidate) => candidate.name === name);
      expect(source, name).toBeDefined();
      expect(queriesIn(source as Source), name).not.toEqual([]);
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  it("sees every form of query it looks for", () => {
    const sample = parse(
      "sample.ts",
      [
        'import { type Kysely, sql } from "kysely";',
        'db.selectFrom("users").where("id", "=", (eb) => eb.insertInto("x"));',
        'trx.updateTable("events"); db.deleteFrom("event_hosts");',
        "const n = sql<number>`questions_version + 1`;",
      ].join("\n"),
    );
    expect(queriesIn(sample).map((where) => where.split(" ")[1])).toEqual([
      "import",
      ".selectFrom(",
      ".insertInto(",
      ".updateTable(",
      ".deleteFrom(",
      "sql``",
    ]);
    expect(queriesIn(parse("types.ts", 'import { type Kysely, type sql } from "kysely";'))).toEqual([]);
    const repositories = sources.filter((source) => isRepository(source.name) && source.name.startsWith("features/"));
    expect(repositories.length).toBeGreaterThan(5);
    for (const repository of repositories) expect(queriesIn(repository), repository.name).not.toEqual([]);
  });
});

describe("routes call their services", () => {
  it("import no repository, Stripe or Kysely and touch no ctx.db", () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.flatMap(bypassesIn)).toEqual([]);
  });

  it("would see a route that reads a repository", () => {
    const sample = parse(
      "features/payments/routes.ts",
      'import { paymentsOfUser } from "./repository.ts";\nimport Stripe from "stripe";\nawait paymentsOfUser(ctx.db, id);',
    );
    expect(bypassesIn(sample)).toHaveLength(3);
  });
});

describe("one verb for policies", () => {
  it("exports from a policy.ts only assert… (throws when refused) and can… (answers a boolean)", () => {
    expect(policies.length).toBeGreaterThanOrEqual(2);
    const named = policies.flatMap((source) => exportedValues(source).map((name) => `${source.name}: ${name}`));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((entry) => !POLICY_NAME.test(entry.split(": ")[1] ?? ""))).toEqual([]);
  });

  it("names no exported function of the server require…, ensure…, check…, must… or verify…", () => {
    const others = sources.flatMap((source) =>
      exportedValues(source)
        .filter((name) => OTHER_REFUSAL_VERBS.test(name))
        .map((name) => `${source.name}: ${name}`),
    );
    expect(others).toEqual([]);
  });

  it("reads the names a file exports, values only", () => {
    const sample = parse(
      "policy.ts",
      [
        "export function requireHost() {}",
        "export const canSee = () => true;",
        'export { assertHost } from "../events/policy.ts";',
        "export type LimitFields = {};",
        "function isAuthor() {}",
      ].join("\n"),
    );
    expect(exportedValues(sample)).toEqual(["requireHost", "canSee", "assertHost"]);
  });
});
