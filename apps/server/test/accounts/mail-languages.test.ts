// Mail in the recipient's language (docs/features/languages.md "Server"), through a real SMTP
// server: a reset mail in the account's language (English, word for word as ever, when it has
// none); the team's contact mail in English, naming the sender's language when it is another.
import { ANSWER_MESSAGES, LOCALES } from "@handraise/contract";
import { buildUser, type SmtpCatcher, startSmtpCatcher, useTestServer } from "@handraise/test-support";
import { afterAll, describe, expect, it } from "vitest";
import { mailText } from "../../src/i18n/mail.ts";
import { mailsTo, resetLinkIn } from "./mail-links.ts";

const CONTACT_TO = "team@languages.test";

let catcher: SmtpCatcher;

// Registered before the server's hooks, so it runs after the server has stopped.
afterAll(() => catcher?.close());
const { server, http } = useTestServer(async () => {
  catcher = await startSmtpCatcher();
  return { env: { SMTP_URL: catcher.url, CONTACT_TO } };
});

async function resetMailOf(email: string) {
  const answer = await http.post("/api/auth/forgot-password", { body: { email } });
  expect(answer.body).toEqual({ message: ANSWER_MESSAGES.forgotPasswordSent });
  const [mail] = await mailsTo(catcher, email, 1);
  if (!mail) throw new Error("no mail");
  return { subject: mail.subject, text: mail.text ?? "", link: resetLinkIn(mail.text ?? "").link };
}

describe("the password reset mail", () => {
  it("is in English, word for word as before languages, for an account without one", async () => {
    const user = await buildUser(http);
    const mail = await resetMailOf(user.email);
    expect(mail.link.startsWith(`${server.ctx.config.publicUrl}/reset-password/`)).toBe(true);
    expect(mail.subject).toBe("Reset your Handraise password");
    expect(mail.text.trimEnd()).toBe(
      [
        "Someone asked to reset the password of your Handraise account.",
        "",
        "To choose a new password, open this link within 60 minutes:",
        mail.link,
        "",
        "The link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
      ].join("\n"),
    );
  });

  it("is in German for a German account, and follows a change of the account's language", async () => {
    const user = await buildUser(http, { language: "de" });
    const german = await resetMailOf(user.email);
    expect(german.subject).toBe("Setzen Sie Ihr Handraise-Passwort zurück");
    expect(german.text).toContain("öffnen Sie diesen Link innerhalb von 60 Minuten:\n");
    expect(german.text).toContain(`\n${german.link}\n`);

    await http.put("/api/auth/me", { token: user.token, body: { language: "ar" } });
    await http.post("/api/auth/forgot-password", { body: { email: user.email } });
    const [, arabic] = await mailsTo(catcher, user.email, 2);
    expect(arabic?.subject).toBe("إعادة تعيين كلمة مرور Handraise");
    expect(arabic?.text).toContain("خلال 60 دقيقة:");
  });
});

describe("the contact mail to the team", () => {
  // Each from an address of its own: the contact form's limit counts per sender.
  let senders = 0;
  const send = (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    senders += 1;
    return http.post("/api/contact", {
      body: { email: `sender${senders}@example.test`, message: "Hallo!", ...body },
      headers,
    });
  };

  it("names the language of the sender's page, else of their browser; nothing when English", async () => {
    expect((await send({ name: "Page German", language: "de" }, { "accept-language": "fr" })).status).toBe(200);
    expect((await send({ name: "Browser Spanish" }, { "accept-language": "es-MX, en;q=0.5" })).status).toBe(200);
    expect((await send({ name: "Plain English" })).status).toBe(200);
    const mails = await mailsTo(catcher, CONTACT_TO, 3);
    const byName = (name: string) => mails.find((mail) => mail.subject?.includes(name));
    expect(byName("Page German")?.text?.trimEnd()).toBe(
      "From: Page German <sender1@example.test>\nLanguage of the sender: German (de)\n\nHallo!",
    );
    expect(byName("Browser Spanish")?.text).toContain("\nLanguage of the sender: Spanish (es)\n");
    expect(byName("Plain English")?.subject).toBe("Contact form: message from Plain English");
    expect(byName("Plain English")?.text?.trimEnd()).toBe("From: Plain English <sender3@example.test>\n\nHallo!");
  });

  it("takes the sender's words as written, never as part of a message", async () => {
    const name = "Ann {name} \\u0041 '{x}'";
    expect((await send({ name, message: "{count, plural, other {#}} \\x41" })).status).toBe(200);
    const [mail] = (await mailsTo(catcher, CONTACT_TO, 4)).filter((m) => m.subject?.includes("Ann"));
    expect(mail?.subject).toBe(`Contact form: message from ${name}`);
    expect(mail?.text?.trimEnd()).toBe(`From: ${name} <sender4@example.test>\n\n{count, plural, other {#}} \\x41`);
  });

  it("refuses a language Handraise does not speak", async () => {
    const refused = await send({ name: "Klingon", language: "tlh" });
    expect(refused.status).toBe(400);
  });
});

describe("the mail catalogue", () => {
  it("formats every message in every language, its values in place", () => {
    const values = { validMinutes: 60, link: "https://x.test/r/abc", name: "N", email: "e@x.test", language: "L" };
    for (const locale of LOCALES) {
      const body = mailText(locale, (mail) => mail.passwordReset.body, values);
      expect(body, locale).toContain("\nhttps://x.test/r/abc\n");
      expect(body, locale).not.toMatch(/[{}]/);
      expect(
        mailText(locale, (mail) => mail.contact.from, values),
        locale,
      ).toContain("<e@x.test>");
      for (const count of [0, 1, 2, 3, 11, 100]) {
        expect(mailText(locale, (mail) => mail.passwordReset.body, { ...values, validMinutes: count })).not.toMatch(
          /[{}#]/,
        );
      }
    }
  });
});
