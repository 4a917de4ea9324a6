// Durable mail, the sending side (docs/RELIABILITY.md "Mail"). Every instance runs this worker.
// It claims due rows of `mail_outbox`, sends them through the mailer (SMTP, or .eml files in
// DATA_DIR/outbox), and marks each sent; a failed send is tried again after a pause that
// doubles from MAIL_RETRY_FIRST_MS up to 10 minutes, for 24 hours, then the row is marked
// failed and logged. Rows survive restarts, so a mail waits out an SMTP outage or a crash.
//
// Claiming: a row is taken by setting `claimed_until` (a lease longer than any send can last).
// On PostgreSQL the due rows are picked with FOR UPDATE SKIP LOCKED, so instances never wait
// for or take each other's rows. On SQLite the claim is a conditional UPDATE per row (SQLite is
// one process, but two test servers may share a file). A process that dies between the SMTP
// server's acceptance and marking the row sent sends that mail again after the lease: at least
// once, and once in every other case.
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbEngine } from "../db/connect.ts";
import type { MailOutboxTable } from "../db/tables.ts";
import type { Mailer } from "./mailer.ts";

export type MailOutbox = {
  /** Look for due mail now (after a commit that queued one) rather than at the next poll. */
  nudge: () => void;
  /** Stops claiming; resolves when the mails being sent are done. */
  stop: () => Promise<void>;
};

export type MailRetry = { firstMs: number; maxMs: number; giveUpMs: number };
export const DEFAULT_MAIL_RETRY: MailRetry = { firstMs: 5_000, maxMs: 10 * 60_000, giveUpMs: 24 * 60 * 60_000 };

const POLL_MS = 1_000;
const LEASE_MS = 2 * 60_000;
const BATCH = 10;

type Deps = { db: Db; engine: DbEngine; mailer: Mailer; log: FastifyBaseLogger; retry?: MailRetry };

export function retryDelay(retry: MailRetry, attempts: number): number {
  return Math.min(retry.firstMs * 2 ** Math.max(0, attempts - 1), retry.maxMs);
}

async function claimDue(deps: Deps, now: Date): Promise<MailOutboxTable[]> {
  const at = now.toISOString();
  const leaseEnd = new Date(now.getTime() + LEASE_MS).toISOString();
  const due = (db: Db) =>
    db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("next_attempt_at", "<=", at)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
      .orderBy("next_attempt_at")
      .limit(BATCH);
  if (deps.engine === "postgres") {
    return deps.db.transaction().execute(async (trx) => {
      const rows = await due(trx).forUpdate().skipLocked().execute();
      if (rows.length === 0) return rows;
      await trx
        .updateTable("mail_outbox")
        .set({ claimed_until: leaseEnd })
        .where(
          "id",
          "in",
          rows.map((r) => r.id),
        )
        .execute();
      return rows;
    });
  }
  const claimed: MailOutboxTable[] = [];
  for (const row of await due(deps.db).execute()) {
    const taken = await deps.db
      .updateTable("mail_outbox")
      .set({ claimed_until: leaseEnd })
      .where("id", "=", row.id)
      .where("sent_at", "is", null)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) claimed.push(row);
  }
  return claimed;
}

async function sendOne(deps: Deps, retry: MailRetry, row: MailOutboxTable): Promise<void> {
  try {
    await deps.mailer.send({
      to: row.recipient,
      subject: row.subject,
      text: row.body_text,
      ...(row.body_html ? { html: row.body_html } : {}),
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    });
    await deps.db
      .updateTable("mail_outbox")
      .set({ sent_at: new Date().toISOString(), claimed_until: null, attempts: row.attempts + 1 })
      .where("id", "=", row.id)
      .execute();
  } catch (error) {
    const attempts = row.attempts + 1;
    const now = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    const givingUp = now - Date.parse(row.created_at) >= retry.giveUpMs;
    const next = new Date(now + retryDelay(retry, attempts)).toISOString();
    if (givingUp) deps.log.error({ to: row.recipient, subject: row.subject, attempts }, "mail given up");
    else deps.log.warn({ to: row.recipient, subject: row.subject, attempts, next, reason }, "mail not sent yet");
    await deps.db
      .updateTable("mail_outbox")
      .set({
        attempts,
        claimed_until: null,
        last_error: reason.slice(0, 500),
        next_attempt_at: next,
        failed_at: givingUp ? new Date(now).toISOString() : null,
      })
      .where("id", "=", row.id)
      .execute();
  }
}

export function startMailWorker(deps: Deps): MailOutbox {
  const retry = deps.retry ?? DEFAULT_MAIL_RETRY;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const round = async () => {
    do {
      again = false;
      let rows: MailOutboxTable[];
      do {
        rows = await claimDue(deps, new Date());
        for (const row of rows) await sendOne(deps, retry, row);
      } while (rows.length === BATCH && !stopped);
    } while (again && !stopped);
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => deps.log.warn({ err: error }, "mail outbox round failed; trying again soon"))
      .finally(() => {
        running = undefined;
        schedule();
      });
  };
  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, POLL_MS);
    timer.unref();
  };
  schedule();
  return {
    nudge: run,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
