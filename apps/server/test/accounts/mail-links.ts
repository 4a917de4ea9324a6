// Reading received mail (its recipients, reset links) and waiting for the outbox, for the tests
// of every mail (accounts, contact, payments).

import type { SmtpCatcher } from "@handraise/test-support";
import type { ParsedMail } from "mailparser";
import { vi } from "vitest";
import type { Db } from "../../src/db/connect.ts";

export function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((v) => v.address ?? ""));
}

/** The mails `catcher` has received for `email` so far. */
export const receivedBy = (catcher: SmtpCatcher, email: string): ParsedMail[] =>
  catcher.messages.filter((mail) => recipientsOf(mail).includes(email));

/** Waits until the outbox has sent every mail it holds. */
export async function outboxSent(db: Db): Promise<void> {
  await vi.waitFor(
    async () => {
      const unsent = await db.selectFrom("mail_outbox").select("id").where("sent_at", "is", null).execute();
      if (unsent.length > 0) throw new Error(`${unsent.length} mails not sent yet`);
    },
    { timeout: 10_000, interval: 25 },
  );
}

/** Waits until `count` mails to `to` have arrived and answers them in order of arrival. */
export async function mailsTo(catcher: SmtpCatcher, to: string, count: number): Promise<ParsedMail[]> {
  return vi.waitFor(
    () => {
      const found = catcher.messages.filter((m) => recipientsOf(m).includes(to));
      if (found.length < count) throw new Error(`${found.length} of ${count} mails to ${to} so far`);
      return found;
    },
    { timeout: 10_000, interval: 25 },
  );
}

/** The reset link in a mail's text, and its token. */
export function resetLinkIn(text: string): { link: string; token: string } {
  const match = text.match(/(https?:\/\/\S+\/reset-password\/([A-Za-z0-9_-]+))/);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${text}`);
  return { link: match[1], token: match[2] };
}
