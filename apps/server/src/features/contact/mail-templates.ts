// The mail the team receives for each contact message; replying answers the sender.
import type { Mail } from "../../mail/mailer.ts";

export function contactMail(to: string, sender: { name: string; email: string; message: string }): Mail {
  return {
    to,
    replyTo: `${sender.name.replace(/["<>\r\n]/g, "")} <${sender.email}>`,
    subject: `Contact form: message from ${sender.name.replace(/[\r\n]/g, " ")}`,
    text: [`From: ${sender.name} <${sender.email}>`, "", sender.message].join("\n"),
  };
}
