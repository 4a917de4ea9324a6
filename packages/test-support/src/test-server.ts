// Starts a real server on a free port for one test file, on the engine the vitest project
// chose (HANDRAISE_TEST_DB): a fresh SQLite file, or a fresh PostgreSQL schema. useTestServer()
// is the one start and stop of a file (or of a describe block); startTestServer() is for tests
// that start several servers or one of their own.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BuiltApp, buildApp } from "@handraise/server/app";
import { type Config, loadConfig } from "@handraise/server/config";
import pg from "pg";
import { afterAll, afterEach, beforeAll } from "vitest";
import { type HttpClient, httpClient } from "./http.ts";

export type TestServer = BuiltApp & { url: string; dataDir: string; schema: string; engine: "sqlite" | "postgres" };

export function testEngine(): "sqlite" | "postgres" {
  return process.env.HANDRAISE_TEST_DB === "postgres" ? "postgres" : "sqlite";
}

export type TestServerOptions = {
  env?: Record<string, string>;
  overrides?: Partial<Config>;
  /** A second instance on the same storage (same SQLite file or PostgreSQL schema). */
  shareStorageWith?: TestServer;
  /** Receives the server's log lines (give env LOG_LEVEL too; tests default to silent). */
  logStream?: NodeJS.WritableStream;
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
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

/** Something a test opened against the server (a socket) that must not outlive the test. */
export type Closable = { close: () => unknown };

export type UsedTestServer = {
  /** The started server: its fields read the one started in beforeAll. */
  server: TestServer;
  /** An HTTP client of that server. */
  http: HttpClient;
  /** What a test opens (sockets) goes here; each is closed after the test. */
  opened: Closable[];
};

/**
 * The one start of a test file's server (or a describe block's): registers a beforeAll that
 * starts it and an afterAll that closes it, and closes after each test what the test put into
 * `opened`. `options` may be a function, run in the beforeAll, when they depend on something a
 * hook registered earlier started (an SMTP catcher, a fake Stripe); hooks registered before this
 * call start before the server and, for afterAll, stop after it (vitest runs afterAll in
 * reverse order).
 */
export function useTestServer(
  options: TestServerOptions | (() => Promise<TestServerOptions> | TestServerOptions) = {},
): UsedTestServer {
  let started: TestServer | undefined;
  const opened: Closable[] = [];
  const current = (): TestServer => {
    if (!started) throw new Error("The test server starts in beforeAll");
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer(typeof options === "function" ? await options() : options);
  });
  afterEach(async () => {
    for (const thing of opened.splice(0)) await thing.close();
  });
  afterAll(async () => {
    await started?.close();
  });
  const server: TestServer = {
    get app() {
      return current().app;
    },
    get ctx() {
      return current().ctx;
    },
    get url() {
      return current().url;
    },
    get dataDir() {
      return current().dataDir;
    },
    get schema() {
      return current().schema;
    },
    get engine() {
      return current().engine;
    },
    close: (stop) => current().close(stop),
  };
  return { server, http: httpClient(() => current().url), opened };
}
