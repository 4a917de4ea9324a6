// What a phone downloads for a page, read from the real build (npm test builds before the
// suites): the build's chunk report (apps/web/chunk-report.ts) names every chunk, the chunks it
// imports and the modules in it. A page's JavaScript is the entry and its own chunk with every
// chunk they import statically; chunks loaded later on demand (a dialog, the toasts, the account
// panel) are not part of it, but the catalogue's namespaces the page shows are (the first ones of
// apps/web/src/lib/i18n/locale.ts and the route's in app/router.tsx, read from the source), in the
// language whose messages weigh most. Sizes are those of the .gz files the server sends.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { useTestServer } from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";

type ChunkReport = Record<
  string,
  { page?: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: string[] }
>;

/**
 * Budgets in gzipped kB, from the measured figures (docs/PERFORMANCE.md "Page weight") with a
 * margin of about 5 % (the audience page about 1 %, docs/PERFORMANCE.md): a change that adds a
 * library or another page's code to these pages fails.
 */
const BUDGET_KB = { audience: 210, welcome: 187, pricing: 142 };

const webSource = path.resolve(import.meta.dirname, "../../../web/src");
const LOCALES = ["en", "de", "fr", "es", "ar"];

/** A list of namespaces written in the source after `marker` (`["common", "messages"]`). */
function namespacesAfter(file: string, marker: RegExp): string[] {
  const match = marker.exec(readFileSync(path.join(webSource, file), "utf8"));
  if (!match?.[1]) throw new Error(`no namespaces for ${marker} in ${file}`);
  return [...match[1].matchAll(/"([a-z-]+)"/g)].map((m) => m[1] as string);
}

function namespacesOf(page: string): string[] {
  const first = namespacesAfter("lib/i18n/locale.ts", /FIRST_NAMESPACES[^=]*=\s*(\[[^\]]*\])/);
  const route = namespacesAfter("app/router.tsx", new RegExp(`pages/${page}"\\),\\s*"\\w+",\\s*(\\[[^\\]]*\\])`));
  return [...first, ...route];
}

let webDist: string;
let report: ChunkReport;

const { server } = useTestServer();
beforeAll(async () => {
  webDist = server.ctx.config.webDist;
  report = JSON.parse(readFileSync(path.join(webDist, ".vite/chunks.json"), "utf8")) as ChunkReport;
});

/** The chunks a page loads before it shows anything: the entry, the page's chunk, and their static imports. */
function chunksOf(page: string): string[] {
  const entry = Object.keys(report).find((file) => report[file]?.isEntry);
  const own = Object.keys(report).find((file) => report[file]?.page === `apps/web/src/pages/${page}`);
  if (!entry || !own) throw new Error(`no chunk for the entry or ${page}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of report[file]?.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(own);
  return [...seen];
}

function modulesOf(page: string): string[] {
  return chunksOf(page).flatMap((file) => report[file]?.modules ?? []);
}

function gzippedBytes(file: string): number {
  const gz = path.join(webDist, `${file}.gz`);
  return existsSync(gz) ? readFileSync(gz).length : gzipSync(readFileSync(path.join(webDist, file))).length;
}

/** The chunk of one namespace in one language. */
function catalogueChunk(locale: string, namespace: string): string {
  const file = Object.keys(report).find(
    (chunk) => report[chunk]?.page === `packages/contract/src/catalogues/${locale}/${namespace}.ts`,
  );
  if (!file) throw new Error(`no chunk for the ${locale} catalogue of ${namespace}`);
  return file;
}

function gzippedKb(page: string): number {
  const code = chunksOf(page).reduce((sum, file) => sum + gzippedBytes(file), 0);
  const messages = Math.max(
    ...LOCALES.map((locale) =>
      namespacesOf(page).reduce((sum, namespace) => sum + gzippedBytes(catalogueChunk(locale, namespace)), 0),
    ),
  );
  return (code + messages) / 1000;
}

const matching = (modules: string[], pattern: RegExp) => modules.filter((id) => pattern.test(id));

describe("what the audience's event page downloads", () => {
  const page = "public-event-page.tsx";

  it("holds the page's own code, its live client and the schemas that parse its answers", () => {
    const modules = modulesOf(page);
    expect(modules).toContain("apps/web/src/pages/event-view.tsx");
    expect(modules).toContain("apps/web/src/features/questions/api.ts");
    expect(modules).toContain("packages/contract/src/questions.ts");
    expect(matching(modules, /^node_modules\/socket\.io-client\//).length).toBeGreaterThan(0);
    expect(matching(modules, /^node_modules\/zod\//).length).toBeGreaterThan(0);
  });

  it("holds no other page: not the host dashboard, the event forms, billing, the account forms", () => {
    const modules = modulesOf(page);
    expect(matching(modules, /^apps\/web\/src\/pages\/(?!public-event-page|event-view|qanda-session)/)).toEqual([]);
    expect(matching(modules, /^apps\/web\/src\/features\/events\/(dashboard|event-form|event-hosts)/)).toEqual([]);
    expect(matching(modules, /^apps\/web\/src\/features\/(billing|contact|legal|marketing)\//)).toEqual([]);
    expect(
      matching(modules, /^apps\/web\/src\/features\/session\/(?!slice|route-guards|return-path|signed-out-notice)/),
    ).toEqual([]);
    expect(matching(modules, /^node_modules\/(react-hook-form|@hookform|qrcode\.react)\//)).toEqual([]);
  });

  it("carries no schema or call it does not use: no accounts, payments or polls route, no account schema", () => {
    const modules = modulesOf(page);
    expect(matching(modules, /^packages\/contract\/src\/(api-routes|auth|payments)\.ts$/)).toEqual([]);
    expect(matching(modules, /^packages\/contract\/src\/routes\/(accounts|payments|polls)\.ts$/)).toEqual([]);
  });

  it("loads the dialog library, the toasts and the account panel only when they are first shown", () => {
    const modules = modulesOf(page);
    expect(matching(modules, /^node_modules\/(@radix-ui|react-toastify)\//)).toEqual([]);
    expect(matching(modules, /app\/shell\/account-panel\.tsx$/)).toEqual([]);
  });

  it(`stays within its budget of ${BUDGET_KB.audience} kB of gzipped JavaScript`, () => {
    expect(gzippedKb(page)).toBeLessThanOrEqual(BUDGET_KB.audience);
  });
});

describe("the messages a page downloads", () => {
  it("are its own namespaces in one language: the audience page's are the frame's, events' and questions'", () => {
    expect(namespacesOf("public-event-page.tsx")).toEqual(expect.arrayContaining(["common", "messages", "questions"]));
    expect(namespacesOf("public-event-page.tsx")).not.toContain("legal");
    for (const locale of LOCALES) expect(catalogueChunk(locale, "questions")).toBeTruthy();
  });

  it("are never the server's mail", () => {
    expect(Object.values(report).filter((chunk) => chunk.page?.endsWith("/mail.ts"))).toEqual([]);
  });
});

describe("what the marketing pages download", () => {
  it("/pricing carries no schema library, no live client and no other page", () => {
    const modules = modulesOf("pricing-page.tsx");
    expect(matching(modules, /^node_modules\/(zod|socket\.io-client|engine\.io-client|react-hook-form)\//)).toEqual([]);
    expect(matching(modules, /^apps\/web\/src\/pages\/(?!pricing-page)/)).toEqual([]);
  });

  it("/ for a visitor carries no host dashboard and no live client (the dashboard loads after login)", () => {
    const modules = modulesOf("home-page.tsx");
    expect(matching(modules, /^apps\/web\/src\/features\/events\/dashboard\.tsx$/)).toEqual([]);
    expect(matching(modules, /^node_modules\/(socket\.io-client|engine\.io-client)\//)).toEqual([]);
  });

  it(`stay within their budgets (/ ${BUDGET_KB.welcome} kB, /pricing ${BUDGET_KB.pricing} kB gzipped)`, () => {
    expect(gzippedKb("home-page.tsx")).toBeLessThanOrEqual(BUDGET_KB.welcome);
    expect(gzippedKb("pricing-page.tsx")).toBeLessThanOrEqual(BUDGET_KB.pricing);
  });
});

describe("the chunk report", () => {
  it("is not served: a deep link there answers the app's index.html", async () => {
    const answer = await fetch(`${server.url}/.vite/chunks.json`);
    expect(await answer.text()).not.toContain('"modules"');
  });
});
