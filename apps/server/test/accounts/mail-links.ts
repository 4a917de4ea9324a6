// Reading reset links out of received mail, for the accounts tests.

import type { SmtpCatcher } from "@handraise/test-support";
import type { ParsedMail } from "mailparser";
import { vi } from "vitest";

export function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((v) => v.address ?? ""));
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
