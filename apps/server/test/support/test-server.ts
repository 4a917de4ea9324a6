// Starts a real server on a free port for one test file, on the engine the vitest project
// chose (HANDRAISE_TEST_DB): a fresh SQLite file, or a fresh PostgreSQL schema.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type BuiltApp, buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";

export type TestServer = BuiltApp & { url: string; dataDir: string; schema: string; engine: "sqlite" | "postgres" };

export function testEngine(): "sqlite" | "postgres" {
  return process.env.HANDRAISE_TEST_DB === "postgres" ? "postgres" : "sqlite";
}

export async function startTestServer(
  options: {
    env?: Record<string, string>;
    overrides?: Partial<Config>;
    /** A second instance on the same storage (same SQLite file or PostgreSQL schema). */
    shareStorageWith?: TestServer;
    /** Receives the server's log lines (give env LOG_LEVEL too; tests default to silent). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestServer> {
  const engine = testEngine();
  const shared = options.shareStorageWith;
  const dataDir = shared?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "handraise-test-"));
  const schema = shared?.schema ?? `t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const databaseUrl = engine === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (engine === "postgres" && !databaseUrl) throw new Error("TEST_DATABASE_URL is required for the postgres project");
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    // A busy test machine must not answer for the rule under test: load shedding is off unless a
    // test turns it on (reliability/load-shedding.test.ts).
    OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // Parallel work can build the web app to its own folder and point tests at it.
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    ...options.env,
  };
  const config = loadConfig(env, {
    databaseSchema: engine === "postgres" ? schema : undefined,
    ...options.overrides,
  });
  const built = await buildApp(config, options.logStream ? { logStream: options.logStream } : {});
  // PORT is 0 (a free port) unless a test needs to know it before the start (for PUBLIC_URL).
  const address = await built.app.listen({ port: config.port, host: "127.0.0.1" });
  const url = address.replace("[::1]", "127.0.0.1");
  // Links the server writes must point at this test server, unless the test set PUBLIC_URL.
  if (!config.publicUrlSet) built.ctx.config.publicUrl = options.overrides?.publicUrl ?? url;
  return {
    ...built,
    url,
    dataDir,
    schema,
    engine,
    close: async () => {
      await built.close();
      if (shared) return; // the first instance owns the storage
      if (engine === "postgres" && databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
