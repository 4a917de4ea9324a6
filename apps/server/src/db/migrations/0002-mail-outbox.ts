// Durable mail (docs/RELIABILITY.md "Mail"): each mail is a row written in the same transaction
// as what caused it, and the worker in mail/outbox-worker.ts sends it, retrying with backoff.
// `claimed_until` is a lease: a row being sent by one instance is not taken by another.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body_text", "text", (c) => c.notNull())
    .addColumn("body_html", "text")
    .addColumn("reply_to", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claimed_until", "text")
    .addColumn("sent_at", "text")
    .addColumn("failed_at", "text")
    .addColumn("last_error", "text")
    .execute();
  // The worker's question: which unsent mails are due?
  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["sent_at", "failed_at", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_outbox").execute();
}
