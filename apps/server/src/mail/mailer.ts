// Outgoing mail: SMTP when SMTP_URL is set, otherwise each message is written as an RFC 822
// file in DATA_DIR/outbox and its links are logged, so the product works with nothing installed.
// Features do not call this directly: they queue mail (mail/outbox.ts) and the outbox worker
// sends it with retries.
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; outboxDir: string | undefined };

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    // Bounded waits, so one unreachable or stalled SMTP server cannot hold the outbox worker's
    // lease (mail/outbox-worker.ts) past its end.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      outboxDir: undefined,
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outboxDir = path.join(options.dataDir, "outbox");
  mkdirSync(outboxDir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    outboxDir,
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      const file = path.join(outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      writeFileSync(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info({ to: mail.to, subject: mail.subject, file, links }, "mail written to outbox");
    },
  };
}
