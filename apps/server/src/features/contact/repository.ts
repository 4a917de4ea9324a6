// SQL of the contact form: messages are kept, so none is lost when mail is down; and when each
// sender address last got its confirmation mail.
import type { Db } from "../../db/connect.ts";
import type { ContactMessagesTable } from "../../db/tables.ts";

export async function insertContactMessage(db: Db, message: ContactMessagesTable): Promise<void> {
  await db.insertInto("contact_messages").values(message).execute();
}

/**
 * Takes the address's confirmation mail for `now`, unless it had one after `since`; true when
 * taken. One statement (insert, or update only when the last is old enough), so of two
 * concurrent messages from one address only one takes it, on either engine.
 */
export async function claimContactConfirmation(db: Db, email: string, now: string, since: string): Promise<boolean> {
  const claimed = await db
    .insertInto("contact_confirmations")
    .values({ email, sent_at: now })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet({ sent_at: now }).where("contact_confirmations.sent_at", "<=", since),
    )
    .returning("email")
    .executeTakeFirst();
  return claimed !== undefined;
}
