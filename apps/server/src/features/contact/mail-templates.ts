// The mail the team receives for each contact message; replying answers the sender.
import type { Mail } from "../../mail/mailer.ts";

/** The sender's name as a quoted display name: no line breaks, quotes escaped, so it cannot add headers or addresses. */
function quotedName(name: string): string {
  return `"${name.replace(/[\r\n]+/g, " ").replace(/["\\]/g, "\\$&")}"`;
}

export function contactMail(to: string, sender: { name: string; email: string; message: string }): Mail {
  return {
    to,
    replyTo: `${quotedName(sender.name)} <${sender.email}>`,
    subject: `Contact form: message from ${sender.name.replace(/[\r\n]+/g, " ")}`,
    text: [`From: ${sender.name} <${sender.email}>`, "", sender.message].join("\n"),
  };
}
