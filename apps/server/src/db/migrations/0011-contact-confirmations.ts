// Contact confirmations (docs/features/accounts.md "Contact confirmation"): when each address was
// last sent the fixed "we received your message" mail, one row per address, so an address gets
// at most one a day however often the contact form names it.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contact_confirmations")
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_confirmations").execute();
}
