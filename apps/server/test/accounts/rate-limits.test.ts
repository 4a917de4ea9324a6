// Credential calls are limited per account and per client address; a limited call answers 429
// with Retry-After. Limits are lowered here through the configuration. Each describe has its own
// server (one at a time), so the address counts of one do not leak into another.
import { MESSAGES } from "@handraise/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../support/factories.ts";
import { type HttpClient, httpClient } from "../support/http.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const CREDENTIAL_MAX = 3;
/** The per-address limit is ten times the per-account one (a venue shares one address). */
const ADDRESS_MAX = CREDENTIAL_MAX * 10;

/** Starts a server with low credential limits for the enclosing describe; answers its client. */
function serverForThisBlock(): () => HttpClient {
  let server: TestServer | undefined;
  let http: HttpClient | undefined;
  beforeAll(async () => {
    server = await startTestServer({
      overrides: { rateLimit: { credentialMax: CREDENTIAL_MAX, generalMax: 3000, windowMs: 60_000 } },
    });
    http = httpClient(server.url);
  });
  afterAll(() => server?.close());
  return () => {
    if (!http) throw new Error("server not started");
    return http;
  };
}

function expectLimited(answer: { status: number; body: any; headers: Headers }) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message: MESSAGES.tooManyRequests });
  expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("per-account limits", () => {
  const client = serverForThisBlock();

  it("limits logins per account, counting failures and then refusing even the right password", async () => {
    const http = client();
    const user = await buildUser(http);
    for (let i = 0; i < CREDENTIAL_MAX; i++) {
      const wrong = await http.post("/api/auth/login", { body: { email: user.email, password: `guess ${i} wrong` } });
      expect(wrong.status).toBe(401);
    }
    const blocked = await http.post("/api/auth/login", {
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    expectLimited(blocked);
    // Another account from the same address is not affected.
    const other = await buildUser(http);
    const fine = await http.post("/api/auth/login", { body: { email: other.email, password: other.password } });
    expect(fine.status).toBe(200);
    // Signed-in calls of the limited account keep working.
    expect((await http.get("/api/auth/me", { token: user.token })).status).toBe(200);
  });

  it("limits forgot-password per e-mail, for known and unknown e-mails alike", async () => {
    const http = client();
    for (const email of [(await buildUser(http)).email, "unknown-limit@example.test"]) {
      for (let i = 0; i < CREDENTIAL_MAX; i++) {
        expect((await http.post("/api/auth/forgot-password", { body: { email } })).status).toBe(200);
      }
      expectLimited(await http.post("/api/auth/forgot-password", { body: { email } }));
    }
  });
});

describe("per-address limit on login", () => {
  const client = serverForThisBlock();

  it("limits logins from one address across many accounts", async () => {
    const http = client();
    for (let i = 0; i < ADDRESS_MAX; i++) {
      const answer = await http.post("/api/auth/login", {
        body: { email: `spray${i}@example.test`, password: "password123" },
      });
      expect(answer.status).toBe(401);
    }
    expectLimited(
      await http.post("/api/auth/login", { body: { email: "one-more@example.test", password: "password123" } }),
    );
  });
});

describe("per-address limit on reset-password", () => {
  const client = serverForThisBlock();

  it("limits reset attempts from one address", async () => {
    const http = client();
    for (let i = 0; i < ADDRESS_MAX; i++) {
      const answer = await http.post("/api/auth/reset-password", {
        body: { token: `guess-${i}`, password: "password123" },
      });
      expect(answer.status).toBe(400);
    }
    expectLimited(
      await http.post("/api/auth/reset-password", { body: { token: "guess-last", password: "password123" } }),
    );
  });
});
