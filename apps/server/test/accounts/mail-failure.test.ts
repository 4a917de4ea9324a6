// When the SMTP server cannot be reached, forgot-password and contact still answer as usual
// (the link and the message are stored), and the server keeps serving: a failed send is logged,
// never an unhandled rejection (vitest fails a run on one).
import { createServer } from "node:net";
import { ANSWER_MESSAGES } from "@handraise/contract";
import { buildUser, useTestServer } from "@handraise/test-support";
import { expect, it } from "vitest";

/** A port with nothing listening: take a free one, then close it. */
async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

const { server, http } = useTestServer(async () => ({ env: { SMTP_URL: `smtp://127.0.0.1:${await deadPort()}` } }));

it("answers forgot-password and contact while mail is down, keeping what it must", async () => {
  const user = await buildUser(http);
  const forgot = await http.post("/api/auth/forgot-password", { body: { email: user.email } });
  expect(forgot.status).toBe(200);
  expect(forgot.body).toEqual({ message: ANSWER_MESSAGES.forgotPasswordSent });
  const links = await server.ctx.db
    .selectFrom("password_resets")
    .select("id")
    .where("user_id", "=", user._id)
    .execute();
  expect(links).toHaveLength(1);

  const contact = await http.post("/api/contact", {
    body: { name: "Ann", email: "ann@example.test", message: "Is mail down?" },
  });
  expect(contact.status).toBe(200);
  const stored = await server.ctx.db.selectFrom("contact_messages").select("message").execute();
  expect(stored).toEqual([{ message: "Is mail down?" }]);

  // Give the failed sends time to fail, then check the server still answers.
  const sendFailed = server.ctx.mailer.send({ to: "x@example.test", subject: "probe", text: "probe" });
  await expect(sendFailed).rejects.toThrow();
  expect((await http.get("/api/health")).status).toBe(200);
});
