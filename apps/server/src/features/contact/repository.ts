// SQL of the contact form: messages are kept, so none is lost when mail is down.
import type { Db } from "../../db/connect.ts";
import type { ContactMessagesTable } from "../../db/tables.ts";

export async function insertContactMessage(db: Db, message: ContactMessagesTable): Promise<void> {
  await db.insertInto("contact_messages").values(message).execute();
}
