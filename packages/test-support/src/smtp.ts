// A real SMTP server (the smtp-server package) that keeps what it receives, parsed.
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpCatcher = {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first message to `to` that arrives (or has arrived). */
  waitFor: (to: string, timeoutMs?: number) => Promise<ParsedMail>;
  close: () => Promise<void>;
};

/** `port`: a fixed port, for tests where SMTP comes back where the server expects it. */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const messages: ParsedMail[] = [];
  const waiters: { to: string; resolve: (m: ParsedMail) => void }[] = [];
  const recipients = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ""));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const waiter of [...waiters]) {
            if (recipients(mail).includes(waiter.to)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const listening = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    waitFor: (to, timeoutMs = 10_000) => {
      const found = messages.find((m) => recipients(m).includes(to));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          to,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
