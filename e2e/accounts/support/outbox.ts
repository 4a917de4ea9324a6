// Reads the mail the server wrote to DATA_DIR/outbox (no SMTP_URL in tests): waits for the
// newest .eml that matches, and decodes its quoted-printable body so links come out whole.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { vi } from "vitest";

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function mails(outboxDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  // File names start with the time they were written, so the newest sorts last.
  return files.sort().map((f) => decodeQuotedPrintable(readFileSync(path.join(outboxDir, f), "utf8")));
}

/** The newest mail in the outbox that contains `needle`, waiting up to `timeoutMs` for it. */
export async function waitForMail(dataDir: string, needle: string, timeoutMs = 10_000): Promise<string> {
  const outboxDir = path.join(dataDir, "outbox");
  return vi.waitFor(
    () => {
      const found = mails(outboxDir)
        .reverse()
        .find((mail) => mail.includes(needle));
      if (!found) throw new Error(`no mail containing "${needle}" in ${outboxDir}`);
      return found;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** The path of the reset link in a mail, e.g. `/reset-password/abc…`. */
export function resetLinkPath(mail: string): string {
  const match = mail.match(/https?:\/\/[^\s"<>]+(\/reset-password\/[^\s"<>]+)/);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${mail}`);
  return match[1];
}
