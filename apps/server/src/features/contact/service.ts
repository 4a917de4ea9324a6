// Contact messages: stored first, then mailed to CONTACT_TO with the sender as reply-to.
import { randomUUID } from "node:crypto";
import type { ContactBody, Locale } from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import { queueMail } from "../../mail/outbox.ts";
import { contactMail } from "./mail-templates.ts";
import { insertContactMessage } from "./repository.ts";

/** Stores the message and queues its mail to the team, together; `language`: the sender's. */
export async function receiveContactMessage(
  ctx: Pick<AppContext, "db" | "config">,
  body: ContactBody,
  language: Locale,
): Promise<void> {
  const email = body.email.toLowerCase();
  await ctx.db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, {
      id: randomUUID(),
      name: body.name,
      email,
      message: body.message,
      created_at: new Date().toISOString(),
    });
    await queueMail(
      trx,
      contactMail(ctx.config.contactTo, { name: body.name, email, message: body.message, language }),
    );
  });
}
