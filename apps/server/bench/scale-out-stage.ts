// The scale-out scenario's own services: a redis-server of its own, and PostgreSQL (reachable or
// not, and a statement on it for the run's schema).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import pg from "pg";
import { freePort } from "../test/reliability/support/child-server.ts";
import { sleep } from "./stats.ts";

export function redisInstalled(): boolean {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export async function postgresReachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return `PostgreSQL at ${url} is unavailable (${(error as Error).message}); set BENCH_DATABASE_URL`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function onDatabase(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

export async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      execFileSync("redis-cli", ["-p", String(port), "ping"], { stdio: "ignore" });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error("redis-server did not start");
      await sleep(100);
    }
  }
  return { url: `redis://127.0.0.1:${port}`, process: child };
}
