// Re-authentication: a new e-mail or password, or deleting the account, is taken from a session
// that signed in within REAUTH_WINDOW_S seconds, or with the current password; otherwise 401 with
// code reauthRequired, the session stays valid and nothing changes.
import { ANSWER_MESSAGES, ERROR_CODES, MESSAGES } from "@handraise/contract";
import {
  buildUser,
  httpClient,
  startTestServer,
  type TestServer,
  type TestUser,
  useTestServer,
} from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { server, http } = useTestServer();

const secondsAgo = (s: number) => Math.floor(Date.now() / 1000) - s;

/** The user's token as if the session had signed in `age` seconds ago. */
async function sessionOf(target: TestServer, user: TestUser, age: number): Promise<string> {
  return target.ctx.tokens.signAccount(user._id, 0, secondsAgo(age));
}

const reauthRequired = { message: MESSAGES.reauthRequired, code: ERROR_CODES.reauthRequired };

describe("an old session", () => {
  it("cannot change the e-mail or the password, or delete the account, and stays signed in", async () => {
    const user = await buildUser(http);
    const token = await sessionOf(server, user, 601);
    const changes = [
      http.put("/api/auth/me", { token, body: { email: `taken-${user.email}` } }),
      http.put("/api/auth/me", { token, body: { password: "a new secret phrase" } }),
      http.delete("/api/auth/me", { token }),
    ];
    for (const answer of await Promise.all(changes)) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(reauthRequired);
    }
    const me = await http.get("/api/auth/me", { token });
    expect(me.status).toBe(200);
    expect(me.body.userInfo.email).toBe(user.email);
    const login = await http.post("/api/auth/login", { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
  });

  it("still changes the name and company, and sends the same e-mail back unchanged", async () => {
    const user = await buildUser(http);
    const token = await sessionOf(server, user, 3600);
    const answer = await http.put("/api/auth/me", {
      token,
      body: { displayName: "Renamed Ruth", companyName: "Acme", email: user.email.toUpperCase(), password: "" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.userInfo).toMatchObject({ displayName: "Renamed Ruth", companyName: "Acme" });
  });

  it("makes each change with the current password, and refuses a wrong one without ending the session", async () => {
    const user = await buildUser(http);
    const token = await sessionOf(server, user, 3600);
    const wrong = await http.put("/api/auth/me", {
      token,
      body: { email: `new-${user.email}`, currentPassword: "not my password" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      message: ANSWER_MESSAGES.currentPasswordWrong,
      code: ERROR_CODES.currentPasswordWrong,
    });
    expect((await http.get("/api/auth/me", { token })).body.userInfo.email).toBe(user.email);

    const email = await http.put("/api/auth/me", {
      token,
      body: { email: `new-${user.email}`, currentPassword: user.password },
    });
    expect(email.status).toBe(200);
    expect(email.body.userInfo.email).toBe(`new-${user.email}`);
    const password = await http.put("/api/auth/me", {
      token,
      body: { password: "a new secret phrase", currentPassword: user.password },
    });
    expect(password.status).toBe(200);
    // The fresh token of a proven password counts as a new sign-in: deleting needs nothing more.
    const fresh = password.body.token as string;
    expect((await http.delete("/api/auth/me", { token: fresh })).status).toBe(200);
  });

  it("deletes the account with the current password in the body", async () => {
    const user = await buildUser(http);
    const token = await sessionOf(server, user, 3600);
    const wrong = await http.delete("/api/auth/me", { token, body: { currentPassword: "guess" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe(ERROR_CODES.currentPasswordWrong);
    const right = await http.delete("/api/auth/me", { token, body: { currentPassword: user.password } });
    expect(right.status).toBe(200);
    expect((await http.get("/api/auth/me", { token })).status).toBe(401);
  });
});

describe("a fresh session", () => {
  it("changes the e-mail and password and deletes the account as the product's calls (docs/product.md) do, with no password", async () => {
    const user = await buildUser(http);
    const email = await http.put("/api/auth/me", { token: user.token, body: { email: `fresh-${user.email}` } });
    expect(email.status).toBe(200);
    const password = await http.put("/api/auth/me", { token: user.token, body: { password: "another phrase" } });
    expect(password.status).toBe(200);
    const login = await http.post("/api/auth/login", {
      body: { email: `fresh-${user.email}`, password: "another phrase" },
    });
    expect((await http.delete("/api/auth/me", { token: login.body.token })).status).toBe(200);
  });
});

describe("REAUTH_WINDOW_S", () => {
  it("sets how recent a sign-in must be", async () => {
    const short = await startTestServer({ env: { REAUTH_WINDOW_S: "10" } });
    try {
      const client = httpClient(short.url);
      const user = await buildUser(client);
      const recent = await sessionOf(short, user, 5);
      const older = await sessionOf(short, user, 30);
      expect((await client.put("/api/auth/me", { token: older, body: { email: `a-${user.email}` } })).status).toBe(401);
      expect((await client.put("/api/auth/me", { token: recent, body: { email: `b-${user.email}` } })).status).toBe(
        200,
      );
    } finally {
      await short.close();
    }
    expect(server.ctx.config.reauthWindowS).toBe(600);
  });
});
