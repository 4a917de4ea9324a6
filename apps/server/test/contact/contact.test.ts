// The contact form: validated, stored, and mailed through real SMTP to CONTACT_TO with the
// sender as reply-to.
import { ANSWER_MESSAGES } from "@handraise/contract";
import { type SmtpCatcher, startSmtpCatcher, useTestServer } from "@handraise/test-support";
import { afterAll, describe, expect, it } from "vitest";
import { badBodies } from "../accounts/bad-bodies.ts";
import { mailsTo } from "../accounts/mail-links.ts";

const CONTACT_TO = "team@handraise.test";

let catcher: SmtpCatcher;

// Registered before the server's hooks, so it runs after the server has stopped.
afterAll(() => catcher?.close());
const { server, http } = useTestServer(async () => {
  catcher = await startSmtpCatcher();
  return { env: { SMTP_URL: catcher.url, CONTACT_TO } };
});

const storedMessages = () => server.ctx.db.selectFrom("contact_messages").selectAll().orderBy("created_at").execute();

describe("POST /api/contact", () => {
  it("stores the message and mails it to CONTACT_TO with the sender as reply-to", async () => {
    const body = { name: "Grace Hopper", email: "Grace@Example.TEST", message: "Found a bug.\nIt was a moth." };
    const answer = await http.post("/api/contact", { body });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: ANSWER_MESSAGES.contactSent });

    const rows = await storedMessages();
    expect(rows).toEqual([
      {
        id: expect.any(String),
        name: "Grace Hopper",
        email: "grace@example.test",
        message: "Found a bug.\nIt was a moth.",
        created_at: expect.any(String),
      },
    ]);

    const [mail] = await mailsTo(catcher, CONTACT_TO, 1);
    expect(mail?.replyTo?.value).toEqual([{ name: "Grace Hopper", address: "grace@example.test" }]);
    expect(mail?.subject).toContain("Grace Hopper");
    expect(mail?.text).toContain("Found a bug.\nIt was a moth.");
    expect(mail?.text).toContain("grace@example.test");
  });

  it("requires name, e-mail and message, none of them blank", async () => {
    const valid = { name: "Ann", email: "ann@example.test", message: "Hello" };
    const before = (await storedMessages()).length;
    for (const body of [
      { ...valid, name: "   " },
      { ...valid, message: "\n\t " },
      { ...valid, email: "not-an-email" },
      { ...valid, message: "x".repeat(5001) },
    ]) {
      const answer = await http.post("/api/contact", { body });
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(await storedMessages()).toHaveLength(before);
  });

  it("keeps header-breaking characters of the sender's name out of the mail headers", async () => {
    const answer = await http.post("/api/contact", {
      body: { name: 'Eve\r\nBcc: victim@example.test "<x>"', email: "eve@example.test", message: "hi" },
    });
    expect(answer.status).toBe(200);
    const mails = await mailsTo(catcher, CONTACT_TO, 2);
    const mail = mails[1];
    expect(mail?.bcc).toBeUndefined();
    expect(mail?.replyTo?.value).toHaveLength(1);
    expect(mail?.replyTo?.value[0]?.address).toBe("eve@example.test");
  });

  it.each(badBodies({ name: "Ann", email: "ann@example.test", message: "Hello" }))(
    "answers $name with $status and a message",
    async ({ status, options, code }) => {
      const answer = await http.call("POST", "/api/contact", options);
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ message: expect.any(String), code });
    },
  );
});
