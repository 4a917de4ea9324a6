// A real Handraise process for the tests that stop, kill or restart it: `node --import tsx
// apps/server/src/main.ts` with its own environment, on the engine of the vitest project (a
// SQLite file in DATA_DIR, or its own PostgreSQL schema, DATABASE_SCHEMA).
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { testEngine } from "@handraise/test-support";
import pg from "pg";

const repoRoot = path.resolve(import.meta.dirname, "../../../../..");

/** A port nothing listens on right now: take a free one, then close it. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

/** Where a child's data lives; shared by the processes of one test so a restart finds it. */
export type Storage = {
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema (DATABASE_SCHEMA) of this test's processes. */
  schema: string;
  drop: () => Promise<void>;
};

export async function makeStorage(): Promise<Storage> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "handraise-child-"));
  const schema = `t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const base = testEngine() === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  let databaseUrl: string | undefined;
  if (base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    const url = new URL(base);
    // Names this test's connections, so a test can cut them without touching other suites'.
    url.searchParams.set("application_name", `handraise-${schema}`);
    databaseUrl = url.toString();
  }
  return {
    dataDir,
    databaseUrl,
    schema,
    drop: async () => {
      if (base) {
        const admin = new pg.Client({ connectionString: base });
        await admin.connect();
        await admin.query(`drop schema if exists "${schema}" cascade`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ChildServer = {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the process wrote to stderr and stdout so far. */
  output: () => { stdout: string; stderr: string };
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Spawns the server and waits until /api/health answers (or the process exits). */
export async function spawnServer(
  storage: Storage,
  options: { port?: number; env?: Record<string, string>; waitUntilUp?: boolean } = {},
): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.tmpdir(),
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: storage.dataDir,
    LOG_LEVEL: "warn",
    DATABASE_STARTUP_WAIT_MS: "5000",
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl, DATABASE_SCHEMA: storage.schema } : {}),
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const server: ChildServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output: () => ({ stdout, stderr }),
    exited,
  };
  if (options.waitUntilUp === false) return server;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !gone) {
    try {
      const answer = await fetch(`${server.url}/api/health`);
      if (answer.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${stderr || stdout}`);
}

/** Stops a child for good (used in afterAll, whatever state it is in). */
export async function killServer(server: ChildServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill("SIGKILL");
  await server.exited;
}
