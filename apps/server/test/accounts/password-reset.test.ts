// Forgotten passwords through a real SMTP server: the link is read out of the received mail.
// Links work once, expire, die when a newer one is sent, and a reset revokes earlier tokens.
import { createHash } from "node:crypto";
import nodeHttp from "node:http";
import { ANSWER_MESSAGES } from "@handraise/contract";
import { buildUser, type SmtpCatcher, startSmtpCatcher, type TestUser, useTestServer } from "@handraise/test-support";
import { afterAll, describe, expect, it } from "vitest";
import { mailsTo, recipientsOf, resetLinkIn } from "./mail-links.ts";

let catcher: SmtpCatcher;

// Registered before the server's hooks, so it runs after the server has stopped.
afterAll(() => catcher?.close());
const { server, http } = useTestServer(async () => {
  catcher = await startSmtpCatcher();
  return { env: { SMTP_URL: catcher.url } };
});

async function askForLink(user: Pick<TestUser, "email">, nth = 1): Promise<string> {
  const answer = await http.post("/api/auth/forgot-password", { body: { email: user.email } });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ message: ANSWER_MESSAGES.forgotPasswordSent });
  const mails = await mailsTo(catcher, user.email, nth);
  const mail = mails[nth - 1];
  if (!mail) throw new Error("mail missing");
  return resetLinkIn(mail.text ?? "").token;
}

const reset = (token: string, password: string) => http.post("/api/auth/reset-password", { body: { token, password } });

describe("forgot-password and reset-password", () => {
  it("mails a PUBLIC_URL link; the link sets a new password and kills every earlier token", async () => {
    const user = await buildUser(http);
    const answer = await http.post("/api/auth/forgot-password", { body: { email: ` ${user.email.toUpperCase()} ` } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: ANSWER_MESSAGES.forgotPasswordSent });

    const [mail] = await mailsTo(catcher, user.email, 1);
    const { link, token } = resetLinkIn(mail?.text ?? "");
    expect(link).toBe(`${server.ctx.config.publicUrl}/reset-password/${token}`);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    const done = await reset(token, "my new password");
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: ANSWER_MESSAGES.passwordResetDone });

    expect((await http.get("/api/auth/me", { token: user.token })).status).toBe(401);
    const oldLogin = await http.post("/api/auth/login", { body: { email: user.email, password: user.password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await http.post("/api/auth/login", { body: { email: user.email, password: "my new password" } });
    expect(newLogin.status).toBe(200);
    expect((await http.get("/api/auth/me", { token: newLogin.body.token })).status).toBe(200);
  });

  it("builds links from PUBLIC_URL, never from the Host header", async () => {
    const user = await buildUser(http);
    // fetch cannot set Host, so this request goes through node:http.
    const status = await new Promise<number>((resolve, reject) => {
      const request = nodeHttp.request(
        `${server.url}/api/auth/forgot-password`,
        {
          method: "POST",
          headers: { host: "evil.example", "x-forwarded-host": "evil.example", "content-type": "application/json" },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.end(JSON.stringify({ email: user.email }));
    });
    expect(status).toBe(200);
    const [mail] = await mailsTo(catcher, user.email, 1);
    expect(mail?.text).not.toContain("evil.example");
    expect(resetLinkIn(mail?.text ?? "").link.startsWith(`${server.ctx.config.publicUrl}/reset-password/`)).toBe(true);
  });

  it("stores only a SHA-256 of the token", async () => {
    const user = await buildUser(http);
    const token = await askForLink(user);
    const rows = await server.ctx.db
      .selectFrom("password_resets")
      .selectAll()
      .where("user_id", "=", user._id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("a link works once: using it again answers 400", async () => {
    const user = await buildUser(http);
    const token = await askForLink(user);
    expect((await reset(token, "first new password")).status).toBe(200);
    const again = await reset(token, "second new password");
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: ANSWER_MESSAGES.resetLinkInvalid, code: "resetLinkInvalid" });
    const login = await http.post("/api/auth/login", { body: { email: user.email, password: "first new password" } });
    expect(login.status).toBe(200);
  });

  it("a link used twice at once resets the password once", async () => {
    const user = await buildUser(http);
    const token = await askForLink(user);
    const answers = await Promise.all([reset(token, "racer one pass"), reset(token, "racer two pass")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it("an expired link answers 400 and leaves the password alone", async () => {
    const user = await buildUser(http);
    const token = await askForLink(user);
    await server.ctx.db
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user._id)
      .execute();
    const answer = await reset(token, "too late password");
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: ANSWER_MESSAGES.resetLinkInvalid, code: "resetLinkInvalid" });
    expect((await http.get("/api/auth/me", { token: user.token })).status).toBe(200);
    const login = await http.post("/api/auth/login", { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
  });

  it("a link expires one hour after it was sent", async () => {
    const user = await buildUser(http);
    const before = Date.now();
    await askForLink(user);
    const row = await server.ctx.db
      .selectFrom("password_resets")
      .select(["expires_at", "created_at"])
      .where("user_id", "=", user._id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60 * 60 * 1000);
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("sending a newer link kills the older one", async () => {
    const user = await buildUser(http);
    const older = await askForLink(user, 1);
    const newer = await askForLink(user, 2);
    expect(newer).not.toBe(older);
    const stale = await reset(older, "from the old link");
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ message: ANSWER_MESSAGES.resetLinkInvalid, code: "resetLinkInvalid" });
    expect((await reset(newer, "from the new link")).status).toBe(200);
  });

  it("answers an unknown or made-up token with 400", async () => {
    for (const token of ["made-up", Buffer.alloc(32, 7).toString("base64url")]) {
      const answer = await reset(token, "whatever password");
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: ANSWER_MESSAGES.resetLinkInvalid, code: "resetLinkInvalid" });
    }
  });

  it("answers an unknown e-mail exactly like a known one, and mails nobody", async () => {
    const known = await buildUser(http);
    const unknownAnswer = await http.post("/api/auth/forgot-password", { body: { email: "ghost@example.test" } });
    const knownAnswer = await http.post("/api/auth/forgot-password", { body: { email: known.email } });
    expect(unknownAnswer.status).toBe(knownAnswer.status);
    expect(unknownAnswer.body).toEqual(knownAnswer.body);
    expect(unknownAnswer.headers.get("content-length")).toBe(knownAnswer.headers.get("content-length"));
    await mailsTo(catcher, known.email, 1);
    expect(catcher.messages.some((m) => recipientsOf(m).includes("ghost@example.test"))).toBe(false);
  });

  it("refuses a new password that breaks the password rules, keeping the link alive", async () => {
    const user = await buildUser(http);
    const token = await askForLink(user);
    const short = await reset(token, "short");
    expect(short.status).toBe(400);
    expect(short.body.message).toEqual(expect.any(String));
    expect((await reset(token, "long enough now")).status).toBe(200);
  });
});
