// The account's language (docs/features/languages.md "Server"): chosen at sign-up or on the
// profile, without the password, shown in every answer that carries the account, null until chosen.
import { buildUser, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { server, http } = useTestServer();

describe("the account's language", () => {
  it("is null until chosen, and the one given at sign-up when given", async () => {
    const plain = await buildUser(http);
    const me = await http.get("/api/auth/me", { token: plain.token });
    expect(me.body.userInfo.language).toBeNull();

    const german = await http.post("/api/auth/register", {
      body: { displayName: "Grete", email: "grete@example.test", password: "correct horse battery", language: "de" },
    });
    expect(german.status).toBe(200);
    expect(german.body.userInfo.language).toBe("de");
    const login = await http.post("/api/auth/login", {
      body: { email: "grete@example.test", password: "correct horse battery" },
    });
    expect(login.body.userInfo).toMatchObject({ displayName: "Grete", language: "de" });
  });

  it("changes on the profile without the password, even from an old session, and back to none", async () => {
    const user = await buildUser(http);
    // Signed in an hour ago: a new e-mail would need the password again; a language does not.
    const old = await server.ctx.tokens.signAccount(user._id, 0, Math.floor(Date.now() / 1000) - 3600);
    const arabic = await http.put("/api/auth/me", { token: old, body: { language: "ar" } });
    expect(arabic.status).toBe(200);
    expect(arabic.body.userInfo.language).toBe("ar");
    expect(arabic.body.token).toBeUndefined();
    expect((await http.get("/api/auth/me", { token: user.token })).body.userInfo.language).toBe("ar");

    const other = await http.put("/api/auth/me", { token: user.token, body: { displayName: "Renamed" } });
    expect(other.body.userInfo).toMatchObject({ displayName: "Renamed", language: "ar" });

    const none = await http.put("/api/auth/me", { token: user.token, body: { language: null } });
    expect(none.status).toBe(200);
    expect(none.body.userInfo.language).toBeNull();
  });

  it("is one of the languages Handraise speaks", async () => {
    const user = await buildUser(http);
    for (const language of ["xx", "de-DE", "DE", "", 7]) {
      const refused = await http.put("/api/auth/me", { token: user.token, body: { language } });
      expect(refused.status, String(language)).toBe(400);
      expect(refused.body.message).toMatch(/^language: /);
    }
    const signUp = await http.post("/api/auth/register", {
      body: { displayName: "Xavier", email: "x@example.test", password: "correct horse battery", language: "xx" },
    });
    expect(signUp.status).toBe(400);
    expect((await http.get("/api/auth/me", { token: user.token })).body.userInfo.language).toBeNull();
  });
});
