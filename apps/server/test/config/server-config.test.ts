// GET /api/config tells the web app the public base of its links (only when PUBLIC_URL was set,
// so a guess never replaces the browser's own origin) and whether payments are on.
import { DEFAULT_PLAN_LIMITS, serverConfigSchema } from "@handraise/contract";
import { httpClient, startTestServer, type TestServer } from "@handraise/test-support";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_test_config",
  STRIPE_WEBHOOK_SECRET: "whsec_config",
  STRIPE_PRICE_MONTHLY: "price_monthly",
  STRIPE_PRICE_YEARLY: "price_yearly",
};

async function configOf(env: Record<string, string>) {
  server = await startTestServer({ env });
  const answer = await httpClient(server.url).get("/api/config");
  expect(answer.status).toBe(200);
  return z.strictObject(serverConfigSchema.shape).parse(answer.body);
}

describe("GET /api/config", () => {
  it("answers no public URL when PUBLIC_URL is not set, and payments off without Stripe", async () => {
    expect(await configOf({})).toEqual({ publicUrl: null, paymentsEnabled: false, planLimits: DEFAULT_PLAN_LIMITS });
  });

  it("answers PUBLIC_URL as set, without a trailing slash", async () => {
    expect(await configOf({ PUBLIC_URL: "http://192.168.1.20:3000/" })).toEqual({
      publicUrl: "http://192.168.1.20:3000",
      paymentsEnabled: false,
      planLimits: DEFAULT_PLAN_LIMITS,
    });
  });

  it("answers payments on when Stripe is configured", async () => {
    expect((await configOf(STRIPE_ENV)).paymentsEnabled).toBe(true);
  });

  it("answers each plan's limits per event: the product's numbers (docs/product.md §9), or the operator's PLAN_LIMITS over them", async () => {
    expect((await configOf({})).planLimits).toEqual({
      free: { maxMembers: 10, maxQuestions: 5, maxPolls: 3 },
      pro: { maxMembers: 100, maxQuestions: 50, maxPolls: 50 },
    });
    await server?.close();
    const set = await configOf({ PLAN_LIMITS: '{"free": {"maxMembers": 500, "maxQuestions": 200, "maxPolls": 10}}' });
    expect(set.planLimits).toEqual({
      free: { maxMembers: 500, maxQuestions: 200, maxPolls: 10 },
      pro: { maxMembers: 100, maxQuestions: 50, maxPolls: 50 },
    });
  });

  it("needs no login", async () => {
    server = await startTestServer();
    const answer = await httpClient(server.url).get("/api/config", { token: "not-a-token" });
    expect(answer.status).toBe(200);
  });
});
