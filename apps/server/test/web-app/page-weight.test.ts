// What a phone downloads for a page, read from the real build (npm test builds before the
// suites): the build's chunk report (apps/web/chunk-report.ts) names every chunk, the chunks it
// imports and the modules in it. A page's JavaScript is the entry and its own chunk with every
// chunk they import statically; chunks loaded later on demand (a dialog, the toasts, the account
// panel) are not part of it, but the catalogue's namespaces the page shows are (the first ones of
// apps/web/src/lib/i18n/locale.ts and the route's in app/routes.tsx, read from the source), in the
// language whose messages weigh most. Sizes are those of the .gz files the server sends. The
// computation is test/support/page-weight.ts, which the bench's figure (bench/lighthouse.ts) shares.
import { readFileSync } from "node:fs";
import path from "node:path";
import { MESSAGES, SCHEMA_MESSAGES } from "@handraise/contract/catalogues/en/messages";
import { useTestServer } from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";
import { type Build, type ChunkReport, LOCALES, namespacesOf, readBuild } from "../support/page-weight.ts";

/**
 * Budgets in gzipped kB, the budgets the pages had before the languages came (docs/PERFORMANCE.md
 * "Page weight", "Budgets with the languages"): the languages' messages now count in them, in the
 * heaviest language. A change that adds a library or another page's code to these pages fails.
 */
/**
 * Since the routes moved to React Router's declarative API ("The declarative router"), each page is
 * about 17 kB lighter (audience 182.5 kB, / 133.1, /pricing 123.2): the data router coming back
 * would break every one of these.
 */
const BUDGET_KB = { audience: 188, welcome: 138, pricing: 128 };
/**
 * Files of code before paint (the catalogue's aside): 56, 37 and 31 before the groups, 26, 15 and 8
 * with them; / in 11 since its code field loads its check and lookup when first used.
 */
const MOST_FILES = { audience: 30, welcome: 13, pricing: 10 };

let build: Build;
let report: ChunkReport;

const { server } = useTestServer();
beforeAll(async () => {
  build = readBuild(server.ctx.config.webDist);
  report = build.report;
});

const modulesOf = (page: string) => build.modulesOf(page);
const catalogueChunk = (locale: string, namespace: string) => build.catalogueChunk(locale, namespace);
const gzippedKb = (page: string) => build.gzippedBytes(page) / 1000;

/** A message as the bundle writes it in a string. */
const english = (message: string) => JSON.stringify(message).slice(1, -1);
const matching = (modules: string[], pattern: RegExp) => modules.filter((id) => pattern.test(id));

describe("what the audience's event page downloads", () => {
  const page = "public-event-page.tsx";

  it("holds the page's own code, its live client's rooms and the schemas that parse its answers", () => {
    const modules = modulesOf(page);
    expect(modules).toContain("apps/web/src/pages/event-view.tsx");
    expect(modules).toContain("apps/web/src/features/questions/api.ts");
    expect(modules).toContain("packages/contract/src/questions.ts");
    expect(modules).toContain("apps/web/src/lib/realtime-client.ts");
    expect(matching(modules, /^node_modules\/zod\//).length).toBeGreaterThan(0);
  });

  it("fetches the socket library beside the page, not before it paints", () => {
    expect(matching(modulesOf(page), /^node_modules\/(socket\.io-client|engine\.io-client)\//)).toEqual([]);
    const client = Object.values(report).find((chunk) => chunk.modules.includes("apps/web/src/lib/realtime-client.ts"));
    const fetchedLater = (client?.dynamicImports ?? []).flatMap((file) => report[file]?.modules ?? []);
    expect(matching(fetchedLater, /^node_modules\/socket\.io-client\//).length).toBeGreaterThan(0);
  });

  it("gives the schemas' few English messages, not the whole English catalogue", () => {
    const code = build.chunksOf(page).map((file) => readFileSync(path.join(server.ctx.config.webDist, file), "utf8"));
    expect(code.some((text) => text.includes(english(SCHEMA_MESSAGES.nameTooShort)))).toBe(true);
    expect(code.some((text) => text.includes(english(MESSAGES.failedFetchEvents)))).toBe(false);
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

  it(`comes in at most ${MOST_FILES.audience} files of code, React and the start in two of them`, () => {
    // Each file is a request, and a phone on HTTP/1.1 has six at a time over a slow round trip
    // (docs/PERFORMANCE.md "Fewer files before paint"): the groups of vite.config.ts keep them few.
    const files = build.chunksOf(page);
    expect(files.length).toBeLessThanOrEqual(MOST_FILES.audience);
    const react = files.filter((file) => report[file]?.modules.includes("node_modules/react-dom/client.js"));
    const router = files.filter((file) =>
      report[file]?.modules.some((id) => id.startsWith("node_modules/react-router/")),
    );
    expect(react).toHaveLength(1);
    expect(router).toHaveLength(1);
    expect(router).not.toEqual(react);
  });

  it("carries the icons it shares with other pages, not an icon only another page shows", () => {
    // The printer is the report's alone (its print button); the share icon is one this page shows.
    const icons = matching(modulesOf(page), /^node_modules\/lucide-react\/dist\/esm\/icons\//);
    expect(icons).toContain("node_modules/lucide-react/dist/esm/icons/share-2.mjs");
    expect(icons).not.toContain("node_modules/lucide-react/dist/esm/icons/printer.mjs");
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

  it("/ carries no schema library and no API cache: the code field loads its check and lookup when first used", () => {
    const modules = modulesOf("home-page.tsx");
    expect(modules).toContain("apps/web/src/features/join/join-code-form.tsx");
    expect(matching(modules, /^node_modules\/(zod\/|@reduxjs\/toolkit\/dist\/query\/)/)).toEqual([]);
    expect(matching(modules, /^apps\/web\/src\/(lib\/api\.ts|features\/join\/(api|typed-code)\.ts)$/)).toEqual([]);
    const form = Object.values(report).find((chunk) =>
      chunk.modules.includes("apps/web/src/features/join/join-code-form.tsx"),
    );
    const fetchedLater = (form?.dynamicImports ?? []).flatMap((file) => report[file]?.modules ?? []);
    expect(fetchedLater).toEqual(
      expect.arrayContaining(["apps/web/src/features/join/api.ts", "apps/web/src/features/join/typed-code.ts"]),
    );
  });

  it(`stay within their budgets (/ ${BUDGET_KB.welcome} kB, /pricing ${BUDGET_KB.pricing} kB gzipped)`, () => {
    expect(gzippedKb("home-page.tsx")).toBeLessThanOrEqual(BUDGET_KB.welcome);
    expect(gzippedKb("pricing-page.tsx")).toBeLessThanOrEqual(BUDGET_KB.pricing);
  });

  it(`come in at most ${MOST_FILES.welcome} and ${MOST_FILES.pricing} files of code`, () => {
    expect(build.chunksOf("home-page.tsx").length).toBeLessThanOrEqual(MOST_FILES.welcome);
    expect(build.chunksOf("pricing-page.tsx").length).toBeLessThanOrEqual(MOST_FILES.pricing);
  });
});

describe("the chunk report", () => {
  it("is not served: a deep link there answers the app's index.html", async () => {
    const answer = await fetch(`${server.url}/.vite/chunks.json`);
    expect(await answer.text()).not.toContain('"modules"');
  });
});
