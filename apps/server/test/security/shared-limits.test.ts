// With REDIS_URL, every instance counts against the same limits: spreading guesses over two
// instances behind a load balancer gains nothing. Needs TEST_REDIS_URL (CI sets it).
import { randomUUID } from "node:crypto";
import { RATE_LIMITS } from "@handraise/contract";
import { type HttpClient, httpClient, startTestServer, type TestServer } from "@handraise/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn("Shared rate-limit suite SKIPPED: TEST_REDIS_URL is not set (CI sets it)");

describe.skipIf(!redisUrl)("limits shared by instances", () => {
  let first: TestServer;
  let second: TestServer;
  let clients: HttpClient[];

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? "", TRUST_PROXY: "127.0.0.1" };
    first = await startTestServer({ env });
    second = await startTestServer({ env, shareStorageWith: first });
    clients = [httpClient(first.url), httpClient(second.url)];
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("counts one account's guesses on every instance together", async () => {
    const email = `shared-${randomUUID()}@example.test`;
    const guess = (i: number) =>
      clients[i % 2]?.post("/api/auth/login", {
        headers: { "x-forwarded-for": `10.77.${i % 250}.${(i * 7) % 250}` },
        body: { email, password: `guess number ${i}` },
      });
    for (let i = 0; i < RATE_LIMITS.login.perAccount; i++) expect((await guess(i))?.status).toBe(401);
    const limited = await guess(RATE_LIMITS.login.perAccount);
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await guess(RATE_LIMITS.login.perAccount + 1))?.status).toBe(429);
  });
});
