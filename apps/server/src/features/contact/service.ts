// Contact messages: stored first, then mailed to CONTACT_TO with the sender as reply-to; the
// sender gets a confirmation of fixed words in their language, at most once a day per address
// (docs/features/accounts.md "Contact confirmation").
import { randomUUID } from "node:crypto";
import type { ContactBody, Locale } from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import { queueMail } from "../../mail/outbox.ts";
import { confirmationMail, contactMail } from "./mail-templates.ts";
import { claimContactConfirmation, insertContactMessage } from "./repository.ts";

/** An address gets at most one confirmation in this time, however often the form names it. */
export const CONFIRMATION_INTERVAL_MS = 24 * 60 * 60_000;

/** Stores the message and queues its mails (the team's, and the sender's when due), together; `language`: the sender's. */
export async function receiveContactMessage(
  ctx: Pick<AppContext, "db" | "config">,
  body: ContactBody,
  language: Locale,
): Promise<void> {
  const email = body.email.toLowerCase();
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, {
      id: randomUUID(),
      name: body.name,
      email,
      message: body.message,
      created_at: now.toISOString(),
    });
    await queueMail(
      trx,
      contactMail(ctx.config.contactTo, { name: body.name, email, message: body.message, language }),
    );
    const since = new Date(now.getTime() - CONFIRMATION_INTERVAL_MS).toISOString();
    if (await claimContactConfirmation(trx, email, now.toISOString(), since)) {
      await queueMail(trx, confirmationMail(email, language, ctx.config.contactTo));
    }
  });
}
