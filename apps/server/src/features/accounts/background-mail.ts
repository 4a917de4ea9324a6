// Mail that leaves after the answer: the caller never waits on SMTP, and a failure is logged
// with the recipient and subject, never lost silently.
import type { FastifyBaseLogger } from "fastify";
import type { Mail, Mailer } from "../../mail/mailer.ts";

export function sendInBackground(mailer: Mailer, mail: Mail, log: FastifyBaseLogger): void {
  mailer.send(mail).catch((error: unknown) => {
    log.error({ err: error, to: mail.to, subject: mail.subject }, "mail could not be sent");
  });
}
