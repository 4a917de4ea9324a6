// Every accounts route answers bad bodies with a 4xx and a message, never a 500, and changes nothing.

import { buildUser, rateLimitsAt, type TestUser, useTestServer } from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";
import { badBodies } from "./bad-bodies.ts";

let user: TestUser;

const { server, http } = useTestServer(() => {
  // Many failed logins are sent here: the credential limits must not be what answers.
  return {
    overrides: { rateLimit: rateLimitsAt(100_000) },
  };
});
beforeAll(async () => {
  user = await buildUser(http);
});

type Route = { method: "POST" | "PUT"; path: string; valid: Record<string, unknown>; optional?: string[] };
const routes: Route[] = [
  {
    method: "POST",
    path: "/api/auth/register",
    valid: { displayName: "New", companyName: "Co", email: "new@example.test", password: "password123" },
    optional: ["companyName"],
  },
  { method: "POST", path: "/api/auth/login", valid: { email: "a@example.test", password: "password123" } },
  { method: "POST", path: "/api/auth/forgot-password", valid: { email: "a@example.test" } },
  { method: "POST", path: "/api/auth/reset-password", valid: { token: "some-token", password: "password123" } },
];

describe.each(routes)("$method $path", ({ method, path, valid, optional }) => {
  it.each(badBodies(valid, optional))("answers $name with $status and a message", async ({ status, options, code }) => {
    const answer = await http.call(method, path, options);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ message: expect.any(String), code });
    expect(answer.body.message.length).toBeGreaterThan(0);
  });
});

describe("PUT /api/auth/me", () => {
  const valid = { displayName: "Changed", email: "changed@example.test", companyName: "Co", password: "password123" };
  // Missing fields are allowed on this route (every field is optional).
  const cases = badBodies(valid, Object.keys(valid)).filter((c) => c.name !== "an empty object");

  it.each(cases)("answers $name with $status and a message, changing nothing", async ({ status, options, code }) => {
    const answer = await http.call("PUT", "/api/auth/me", { ...options, token: user.token });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ message: expect.any(String), code });
    const me = await http.get("/api/auth/me", { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.userInfo).toMatchObject({ displayName: user.displayName, email: user.email, isPro: false });
  });

  it("refuses to set isPro or an id through the profile", async () => {
    for (const body of [{ isPro: true }, { _id: "someone-else" }, { token_version: 0 }]) {
      const answer = await http.put("/api/auth/me", { token: user.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    const me = await http.get("/api/auth/me", { token: user.token });
    expect(me.body.userInfo).toMatchObject({ _id: user._id, isPro: false });
  });
});

it("refuses an unknown e-mail format on register with 400 and no account", async () => {
  for (const email of ["not-an-email", "a@", "@b.c", "two@@example.test"]) {
    const answer = await http.post("/api/auth/register", {
      body: { displayName: "Xavier", email, password: "password123" },
    });
    expect(answer.status, email).toBe(400);
  }
  const count = await server.ctx.db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(1);
});
