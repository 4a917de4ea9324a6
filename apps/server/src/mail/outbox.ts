// Durable mail, the writing side: a mail is a row of `mail_outbox`, inserted with the same
// database handle (transaction) as the change that caused it, so the two commit or fail
// together. mail/outbox-worker.ts sends it.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/connect.ts";
import type { Mail } from "./mailer.ts";

export async function queueMail(db: Db, mail: Mail, now = new Date()): Promise<void> {
  await db
    .insertInto("mail_outbox")
    .values({
      id: randomUUID(),
      recipient: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html ?? null,
      reply_to: mail.replyTo ?? null,
      created_at: now.toISOString(),
      attempts: 0,
      next_attempt_at: now.toISOString(),
      claimed_until: null,
      sent_at: null,
      failed_at: null,
      last_error: null,
    })
    .execute();
}
