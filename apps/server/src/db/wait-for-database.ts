// Start-up against PostgreSQL: containers often start together, so an unreachable database is
// tried again with growing pauses for DATABASE_STARTUP_WAIT_MS before giving up with one plain
// line that names where it looked (docs/RELIABILITY.md "Start-up").
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";

/** The database could not be reached in time; `message` is the one line main.ts prints. */
export class DatabaseUnreachable extends Error {}

export function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || "localhost"}:${parsed.port || "5432"}`;
  } catch {
    return "the address in DATABASE_URL";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitForDatabase(
  url: string,
  options: { waitMs: number; connectTimeoutMs: number; log?: FastifyBaseLogger },
): Promise<void> {
  const deadline = Date.now() + options.waitMs;
  let pause = 250;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: options.connectTimeoutMs });
    // A failed connect may also emit 'error'; the rejected promise below is what counts.
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      const left = deadline - Date.now();
      if (left <= 0) {
        const waited = Math.round(options.waitMs / 100) / 10;
        throw new DatabaseUnreachable(
          `Cannot reach the database at ${databaseAddress(url)} after ${attempt} attempts over ${waited} s (${reason})`,
        );
      }
      options.log?.warn(`database at ${databaseAddress(url)} not reachable yet (${reason}); trying again`);
      await sleep(Math.min(pause, left));
      pause = Math.min(pause * 2, 5_000);
    }
  }
}
