// The log tells an operator what broke. "Payments are not enabled on this server" is the server
// working as configured: logged at info without a stack, never at error level. A real failure
// (Stripe unreachable) still logs at error level with its cause.
import { PassThrough } from "node:stream";
import { MESSAGES } from "@handraise/contract";
import {
  buildUser,
  type FakeStripe,
  httpClient,
  startFakeStripe,
  startTestServer,
  type TestServer,
} from "@handraise/test-support";
import { afterEach, describe, expect, it } from "vitest";

type LogLine = { level: number; msg?: string; err?: { stack?: string }; [key: string]: unknown };

/** pino levels: 30 info, 40 warn, 50 error. */
const ERROR = 50;

let server: TestServer | undefined;
let stripe: FakeStripe | undefined;
afterEach(async () => {
  await server?.close();
  await stripe?.close();
  server = undefined;
  stripe = undefined;
});

async function loggedServer(env: Record<string, string> = {}) {
  const lines: LogLine[] = [];
  const logStream = new PassThrough();
  let pending = "";
  logStream.on("data", (chunk: Buffer) => {
    pending += chunk.toString("utf8");
    const complete = pending.split("\n");
    pending = complete.pop() ?? "";
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
  });
  server = await startTestServer({ env: { LOG_LEVEL: "info", ...env }, logStream });
  return { http: httpClient(server.url), lines };
}

const checkout = { planType: "pro", billingInterval: "monthly" };

describe("logging of payment refusals", () => {
  it("logs 'payments not enabled' at info, without a stack, and nothing at error level", async () => {
    const { http, lines } = await loggedServer();
    const user = await buildUser(http);
    const answer = await http.post("/api/stripe/checkout-session", { token: user.token, body: checkout });
    expect(answer.status).toBe(503);
    expect((await http.post("/api/stripe/create-portal-session", { token: user.token })).status).toBe(503);
    await new Promise((resolve) => setImmediate(resolve));

    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
    const refusals = lines.filter((line) => line.reason === MESSAGES.paymentsDisabled);
    expect(refusals).toHaveLength(2);
    for (const line of refusals) {
      expect(line).toMatchObject({ level: 30, statusCode: 503 });
      expect(JSON.stringify(line)).not.toContain("stack");
    }
  });

  it("still logs a Stripe outage at error level, with its cause", async () => {
    stripe = await startFakeStripe();
    const { http, lines } = await loggedServer(stripe.env);
    const user = await buildUser(http);
    stripe.failWhen(() => true);
    const answer = await http.post("/api/stripe/checkout-session", { token: user.token, body: checkout });
    stripe.failWhen(undefined);
    expect(answer).toMatchObject({ status: 502, body: { message: MESSAGES.upgradeFailed } });
    await new Promise((resolve) => setImmediate(resolve));
    const errors = lines.filter((line) => line.level >= ERROR);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.err?.stack).toEqual(expect.any(String));
  });
});
