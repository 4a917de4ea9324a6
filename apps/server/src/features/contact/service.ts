// Contact messages: stored first, then mailed to CONTACT_TO with the sender as reply-to.
import { randomUUID } from "node:crypto";
import type { ContactBody } from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import type { Mail } from "../../mail/mailer.ts";
import { contactMail } from "./mail-templates.ts";
import { insertContactMessage } from "./repository.ts";

/** Stores the message and answers the mail to send to the team. */
export async function receiveContactMessage(ctx: Pick<AppContext, "db" | "config">, body: ContactBody): Promise<Mail> {
  const email = body.email.toLowerCase();
  await insertContactMessage(ctx.db, {
    id: randomUUID(),
    name: body.name,
    email,
    message: body.message,
    created_at: new Date().toISOString(),
  });
  return contactMail(ctx.config.contactTo, { name: body.name, email, message: body.message });
}
