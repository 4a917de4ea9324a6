// Start-up against a database that is not there: the server keeps trying for
// DATABASE_STARTUP_WAIT_MS, then exits non-zero with one plain line naming host and port.
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort, makeStorage, type Storage, spawnServer } from "./support/child-server.ts";

let storage: Storage;
beforeAll(async () => {
  storage = await makeStorage();
});
afterAll(() => storage?.drop());

it("retries an unreachable database for the configured time, then exits with one plain line", {
  timeout: 120_000,
}, async () => {
  const port = await freePort();
  const started = Date.now();
  const server = await spawnServer(
    { ...storage, databaseUrl: `postgres://postgres@127.0.0.1:${port}/handraise` },
    { waitUntilUp: false, env: { DATABASE_STARTUP_WAIT_MS: "1500", LOG_LEVEL: "silent" } },
  );
  const { code } = await server.exited;
  const waited = Date.now() - started;
  const { stderr } = server.output();
  const lines = stderr.trim().split("\n");

  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`127.0.0.1:${port}`);
  expect(lines[0]).toMatch(/^Cannot reach the database at /);
  expect(stderr).not.toMatch(/^\s+at /m);
  // It did wait (several attempts) rather than give up at the first refusal.
  expect(waited).toBeGreaterThanOrEqual(1_500);
  expect(lines[0]).toMatch(/after [2-9]\d* attempts/);
  console.info(`start-up: gave up after ${waited} ms with: ${lines[0]}`);
});
