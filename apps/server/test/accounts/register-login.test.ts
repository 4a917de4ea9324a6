// Register and log in through real HTTP: stored e-mail form, duplicates, hashing, and a login
// failure that says nothing about whether an account exists.
import { ANSWER_MESSAGES } from "@handraise/contract";
import { buildUser, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { server, http } = useTestServer();

describe("POST /api/auth/register", () => {
  it("creates the account and answers a working token with userInfo, never a password", async () => {
    const answer = await http.post("/api/auth/register", {
      body: {
        displayName: "Ada",
        companyName: "Engines Ltd",
        email: "  Ada.Lovelace@Example.TEST ",
        password: "analytical1",
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      token: expect.any(String),
      userInfo: {
        _id: expect.any(String),
        displayName: "Ada",
        email: "ada.lovelace@example.test",
        companyName: "Engines Ltd",
        isPro: false,
        language: null,
      },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/password|hash|argon/i);

    const me = await http.get("/api/auth/me", { token: answer.body.token });
    expect(me.status).toBe(200);
    expect(me.body.userInfo).toEqual(answer.body.userInfo);
  });

  it("stores an argon2id hash at OWASP parameters, not the password", async () => {
    const user = await buildUser(http, { password: "plain text never stored" });
    const row = await server.ctx.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user._id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain("plain text never stored");
  });

  it("defaults companyName to an empty string when it is left out", async () => {
    const answer = await http.post("/api/auth/register", {
      body: { displayName: "No Company", email: "nocompany@example.test", password: "long enough" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.userInfo.companyName).toBe("");
  });

  it("answers 409 for an e-mail already taken, whatever its case and spacing", async () => {
    const first = await buildUser(http, { email: "taken@example.test" });
    for (const email of [first.email, "TAKEN@example.test", " Taken@Example.Test "]) {
      const again = await http.post("/api/auth/register", {
        body: { displayName: "Copycat", email, password: "another password" },
      });
      expect(again.status, email).toBe(409);
      expect(again.body).toEqual({ message: ANSWER_MESSAGES.emailTaken, code: "emailTaken" });
    }
    const count = await server.ctx.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "=", "taken@example.test")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("keeps one account when the same e-mail signs up twice at once", async () => {
    const body = { displayName: "Twin", email: "twins@example.test", password: "same time please" };
    const answers = await Promise.all([1, 2, 3].map(() => http.post("/api/auth/register", { body })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it("refuses passwords shorter than 8 or longer than 128 characters", async () => {
    for (const password of ["short", "x".repeat(129)]) {
      const answer = await http.post("/api/auth/register", {
        body: { displayName: "Pat", email: `p${password.length}@example.test`, password },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^password: .*(8|128)/);
    }
    const edge = await http.post("/api/auth/register", {
      body: { displayName: "Pat", email: "p8@example.test", password: "12345678" },
    });
    expect(edge.status).toBe(200);
  });
});

describe("POST /api/auth/login", () => {
  it("answers a token and userInfo for the right password, with the e-mail in any case", async () => {
    const user = await buildUser(http, { companyName: "Acme" });
    const answer = await http.post("/api/auth/login", {
      body: { email: ` ${user.email.toUpperCase()} `, password: user.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.userInfo).toEqual({
      _id: user._id,
      displayName: user.displayName,
      email: user.email,
      companyName: "Acme",
      isPro: false,
      language: null,
    });
    const me = await http.get("/api/auth/me", { token: answer.body.token });
    expect(me.status).toBe(200);
    expect(me.body.userInfo._id).toBe(user._id);
  });

  it("answers the same 401 for a wrong password and for an unknown e-mail", async () => {
    const user = await buildUser(http);
    const wrongPassword = await http.post("/api/auth/login", {
      body: { email: user.email, password: "not the password" },
    });
    const unknownEmail = await http.post("/api/auth/login", {
      body: { email: "nobody-here@example.test", password: user.password },
    });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: ANSWER_MESSAGES.invalidCredentials, code: "invalidCredentials" });
    }
    expect(wrongPassword.headers.get("content-length")).toBe(unknownEmail.headers.get("content-length"));
  });
});
