// The words of the mails accounts send. Links are built from PUBLIC_URL, never from a request.
import type { Mail } from "../../mail/mailer.ts";

export function resetLinkMail(to: string, link: string, validMinutes: number): Mail {
  return {
    to,
    subject: "Reset your Handraise password",
    text: [
      "Someone asked to reset the password of your Handraise account.",
      "",
      `To choose a new password, open this link within ${validMinutes} minutes:`,
      link,
      "",
      "The link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
    ].join("\n"),
  };
}
