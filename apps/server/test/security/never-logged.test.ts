// The server's log never holds a secret: no password (right or wrong), password hash, account
// or guest token, reset link token, signing key, or the text of a contact message, even at the
// most talkative level. The journey below touches every one of them: register, log in (also
// with a wrong password), read the profile, ask for a reset link by mail, open the link's page,
// set a new password, join and read as a guest, open a socket, write to the team.
import { PassThrough } from "node:stream";
import {
  buildEvent,
  buildUser,
  connectSocket,
  joinAsGuest,
  type SmtpCatcher,
  startSmtpCatcher,
  useTestServer,
} from "@handraise/test-support";
import { afterAll, describe, expect, it } from "vitest";
import { mailsTo, resetLinkIn } from "../accounts/mail-links.ts";

let catcher: SmtpCatcher;
let logged = "";

// Registered before the server's hooks, so it runs after the server has stopped.
afterAll(() => catcher?.close());
const { server, http } = useTestServer(async () => {
  catcher = await startSmtpCatcher();
  const logStream = new PassThrough();
  logStream.on("data", (chunk: Buffer) => {
    logged += chunk.toString("utf8");
  });
  return { env: { LOG_LEVEL: "trace", SMTP_URL: catcher.url }, logStream };
});

describe("the log", () => {
  it("holds no password, hash, token, reset link, signing key or contact message", async () => {
    const secrets: Record<string, string> = {};
    const password = "first secret passphrase";
    const user = await buildUser(http, { password });
    secrets.password = password;
    secrets.registerToken = user.token;
    const wrong = "a wrong passphrase guess";
    secrets.wrongPassword = wrong;
    expect((await http.post("/api/auth/login", { body: { email: user.email, password: wrong } })).status).toBe(401);
    const login = await http.post("/api/auth/login", { body: { email: user.email, password } });
    secrets.loginToken = login.body.token;
    expect((await http.get("/api/auth/me", { token: login.body.token })).status).toBe(200);

    expect((await http.post("/api/auth/forgot-password", { body: { email: user.email } })).status).toBe(200);
    const [mail] = await mailsTo(catcher, user.email, 1);
    const { token: resetToken } = resetLinkIn(mail?.text ?? "");
    secrets.resetToken = resetToken;
    await http.get(`/reset-password/${resetToken}`);
    const newPassword = "second secret passphrase";
    secrets.newPassword = newPassword;
    const reset = await http.post("/api/auth/reset-password", { body: { token: resetToken, password: newPassword } });
    expect(reset.status).toBe(200);
    const relogin = await http.post("/api/auth/login", { body: { email: user.email, password: newPassword } });
    secrets.tokenAfterReset = relogin.body.token;

    const event = await buildEvent(http, await buildUser(http), { allowGuestMembers: true });
    const guest = await joinAsGuest(http, event._id);
    secrets.guestToken = guest.guestToken;
    const read = await http.get(`/api/events/${event._id}`, { guestToken: guest.guestToken });
    expect(read.status).toBe(200);
    const socket = await connectSocket(server.url, { token: relogin.body.token });
    await socket.join(event._id);
    socket.close();

    const message = "My private phone number is 07700 900123";
    secrets.contactMessage = message;
    const contact = await http.post("/api/contact", {
      body: { name: "Visitor", email: "visitor@example.test", message },
    });
    expect(contact.status).toBe(200);

    const row = await server.ctx.db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", user.email)
      .executeTakeFirst();
    secrets.passwordHash = row?.password_hash ?? "missing";
    secrets.signingKey = server.ctx.config.jwtSecret;

    // Something was logged (requests at least), so an empty log cannot pass for a clean one.
    expect(logged).toContain("/api/auth/login");
    expect(logged).toContain("/reset-password/[redacted]");
    const found = Object.entries(secrets)
      .filter(([, secret]) => logged.includes(secret))
      .map(([name]) => name);
    expect(found).toEqual([]);
  });
});
