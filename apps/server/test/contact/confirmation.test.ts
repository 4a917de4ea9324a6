// The sender's confirmation (docs/features/accounts.md "Contact confirmation"), through a real
// SMTP server: the team gets every message; the address the sender gave gets fixed words of the
// catalogue in the form's language, never the sender's own text, and at most one a day, also
// when two messages from it arrive at once.
import { LOCALES } from "@handraise/contract";
import { type SmtpCatcher, startSmtpCatcher, useTestServer } from "@handraise/test-support";
import { afterAll, describe, expect, it, vi } from "vitest";
import { confirmationMail } from "../../src/features/contact/mail-templates.ts";
import { CONFIRMATION_INTERVAL_MS } from "../../src/features/contact/service.ts";
import { mailsTo, outboxSent as outboxSentOf, receivedBy as receivedByOf } from "../accounts/mail-links.ts";

const CONTACT_TO = "team@confirmation.test";

let catcher: SmtpCatcher;

// Registered before the server's hooks, so it runs after the server has stopped.
afterAll(() => catcher?.close());
const { server, http } = useTestServer(async () => {
  catcher = await startSmtpCatcher();
  return { env: { SMTP_URL: catcher.url, CONTACT_TO } };
});

const send = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const answer = await http.post("/api/contact", { body: { name: "Camille", message: "Bonjour", ...body }, headers });
  expect(answer.status).toBe(200);
};

/** Every queued mail has gone out: what SMTP holds now is all there will be. */
const outboxSent = () => outboxSentOf(server.ctx.db);
const receivedBy = (email: string) => receivedByOf(catcher, email);
const toTeamWith = (text: string) => receivedBy(CONTACT_TO).filter((mail) => mail.text?.includes(text));

describe("the contact confirmation", () => {
  it("goes to the sender in French, with none of the sender's words, beside the team's mail", async () => {
    const name = "Camille <b>Gagnez</b>";
    const message = "Achetez maintenant sur spam.example — code 77412";
    await send({ name, email: "Camille@Example.TEST", message, language: "fr" });

    await vi.waitFor(() => expect(toTeamWith(message)).toHaveLength(1), { timeout: 10_000 });
    const [confirmation] = await mailsTo(catcher, "camille@example.test", 1);
    expect(confirmation?.subject).toBe("Nous avons bien reçu votre message");
    const text = confirmation?.text ?? "";
    expect(text).toContain("Merci d’avoir écrit à Handraise.");
    expect(text).toContain("au plus un message de ce type par jour");
    for (const typed of ["Camille", "Gagnez", "spam.example", "77412", "Achetez"]) {
      expect(`${confirmation?.subject}\n${text}\n${confirmation?.html || ""}`).not.toContain(typed);
    }
    expect(confirmation?.replyTo?.value).toEqual([{ address: CONTACT_TO, name: "" }]);
  });

  it("is not sent again to the same address within a day, while the team still gets the message", async () => {
    await send({ email: "repeat@example.test", message: "first message", language: "de" });
    await send({ email: "Repeat@Example.test", message: "second message", language: "de" });

    await vi.waitFor(() => expect(toTeamWith("second message")).toHaveLength(1), { timeout: 10_000 });
    expect(toTeamWith("first message")).toHaveLength(1);
    await outboxSent();
    const confirmations = receivedBy("repeat@example.test");
    expect(confirmations.map((mail) => mail.subject)).toEqual(["Wir haben Ihre Nachricht erhalten"]);
  });

  it("is sent again once a day has passed since the last", async () => {
    await send({ email: "later@example.test", message: "today", language: "es" });
    await mailsTo(catcher, "later@example.test", 1);
    // A day goes by: the stored time of the last confirmation moves back.
    const aDayAgo = new Date(Date.now() - CONFIRMATION_INTERVAL_MS - 1000).toISOString();
    await server.ctx.db
      .updateTable("contact_confirmations")
      .set({ sent_at: aDayAgo })
      .where("email", "=", "later@example.test")
      .execute();
    await send({ email: "later@example.test", message: "tomorrow", language: "es" });
    const mails = await mailsTo(catcher, "later@example.test", 2);
    expect(mails.map((mail) => mail.subject)).toEqual(["Hemos recibido su mensaje", "Hemos recibido su mensaje"]);
  });

  it("is sent once for two messages from one address that arrive together", async () => {
    const email = "together@example.test";
    await Promise.all([send({ email, message: "together one" }), send({ email, message: "together two" })]);
    await vi.waitFor(() => expect(receivedBy(CONTACT_TO).filter((m) => m.text?.includes("together"))).toHaveLength(2), {
      timeout: 10_000,
    });
    await outboxSent();
    expect(receivedBy(email)).toHaveLength(1);
  });

  it("follows the browser's language when the form names none", async () => {
    await send({ email: "browser@example.test" }, { "accept-language": "ar, en;q=0.5" });
    const [mail] = await mailsTo(catcher, "browser@example.test", 1);
    expect(mail?.subject).toBe("تلقينا رسالتك");
  });

  it("is written in every language", () => {
    for (const locale of LOCALES) {
      const mail = confirmationMail("a@example.test", locale, CONTACT_TO);
      expect(mail.subject.length, locale).toBeGreaterThan(5);
      expect(`${mail.subject}\n${mail.text}`, locale).not.toMatch(/[{}]/);
    }
  });
});
