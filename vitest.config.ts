// Every test of the project, as vitest projects: contract and web units, server integration on
// SQLite (always) and PostgreSQL (when TEST_DATABASE_URL is set), and browser tests in Chromium.
import { defineConfig } from "vitest/config";
import { cataloguePlugin } from "./apps/web/catalogue-plugin.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn("PostgreSQL integration suite SKIPPED: TEST_DATABASE_URL is not set (CI sets it; see .ci/run)");
}

const serverProject = (engine: "sqlite" | "postgres") => ({
  test: {
    name: `server-${engine}`,
    include: ["apps/server/test/**/*.test.ts"],
    env: { HANDRAISE_TEST_DB: engine },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks" as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: "contract", include: ["packages/contract/**/*.test.ts"] } },
      {
        plugins: [cataloguePlugin()],
        test: {
          name: "web-unit",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          setupFiles: ["apps/web/src/test/english-messages.ts"],
        },
      },
      serverProject("sqlite"),
      ...(postgresUrl ? [serverProject("postgres")] : []),
      {
        test: {
          name: "browser",
          include: ["e2e/**/*.test.ts"],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          pool: "forks" as const,
          maxWorkers: 2,
          // A retrying check waits as long as a locator does (10 s): on a loaded machine a page
          // may take more than vitest's default second to load and make its request.
          expect: { poll: { timeout: 10_000 } },
          // Browser tests run after the rest, so Chromium does not compete with server suites.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
