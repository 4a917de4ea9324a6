// The mail outbox with several instances: two servers share storage and both run the worker;
// every queued mail is sent exactly once (claimed with FOR UPDATE SKIP LOCKED on PostgreSQL, a
// conditional claim on SQLite). The contact form's mail is queued with its message.

import {
  httpClient,
  type SmtpCatcher,
  startSmtpCatcher,
  startTestServer,
  type TestServer,
} from "@handraise/test-support";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { queueMail } from "../../src/mail/outbox.ts";

const MAILS = 60;
let smtp: SmtpCatcher;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  first = await startTestServer({ env: { SMTP_URL: smtp.url } });
  second = await startTestServer({ env: { SMTP_URL: smtp.url }, shareStorageWith: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await smtp?.close();
});

it("sends each queued mail once when two instances work the same outbox", async () => {
  for (let i = 0; i < MAILS; i++) {
    await queueMail(first.ctx.db, { to: `reader-${i}@example.test`, subject: `Outbox mail ${i}`, text: `number ${i}` });
  }
  first.ctx.outbox.nudge();
  second.ctx.outbox.nudge();
  await vi.waitFor(
    () => {
      if (smtp.messages.filter((m) => m.subject?.startsWith("Outbox mail")).length < MAILS) throw new Error("not yet");
    },
    { timeout: 20_000, interval: 50 },
  );
  // More rounds of both workers: still one of each.
  first.ctx.outbox.nudge();
  second.ctx.outbox.nudge();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const subjects = smtp.messages.map((m) => m.subject ?? "").filter((s) => s.startsWith("Outbox mail"));
  expect(subjects).toHaveLength(MAILS);
  expect(new Set(subjects).size).toBe(MAILS);
  const unsent = await first.ctx.db.selectFrom("mail_outbox").select("id").where("sent_at", "is", null).execute();
  expect(unsent).toEqual([]);
});

it("queues the contact form's mail with the stored message", async () => {
  const answer = await httpClient(second.url).post("/api/contact", {
    body: { name: "Ann", email: "ann-outbox@example.test", message: "Is the outbox durable?" },
  });
  expect(answer.status).toBe(200);
  const mail = await smtp.waitFor(first.ctx.config.contactTo, 10_000);
  expect(mail.text).toContain("Is the outbox durable?");
  const rows = await first.ctx.db
    .selectFrom("mail_outbox")
    .select(["recipient", "sent_at"])
    .where("recipient", "=", first.ctx.config.contactTo)
    .execute();
  expect(rows).toHaveLength(1);
});

it("keeps retrying a mail SMTP refuses with growing pauses, and gives up only after a day", async () => {
  const { DEFAULT_MAIL_RETRY, retryDelay } = await import("../../src/mail/outbox-worker.ts");
  // The schedule: doubling pauses, capped, that still retry well past an hour.
  const pauses = Array.from({ length: 12 }, (_, i) => retryDelay(DEFAULT_MAIL_RETRY, i + 1));
  expect(pauses.slice(0, 3)).toEqual([5_000, 10_000, 20_000]);
  expect(Math.max(...pauses)).toBe(10 * 60_000);
  expect(DEFAULT_MAIL_RETRY.giveUpMs).toBeGreaterThanOrEqual(60 * 60_000);

  const { freePort } = await import("./support/child-server.ts");
  const down = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
  try {
    await queueMail(down.ctx.db, { to: "fresh@example.test", subject: "Fresh", text: "x" });
    await queueMail(
      down.ctx.db,
      { to: "old@example.test", subject: "Old", text: "x" },
      new Date(Date.now() - 25 * 3_600_000),
    );
    down.ctx.outbox.nudge();
    const rows = await vi.waitFor(
      async () => {
        const found = await down.ctx.db.selectFrom("mail_outbox").selectAll().orderBy("recipient").execute();
        if (found.some((r) => r.attempts === 0)) throw new Error("not tried yet");
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    const [fresh, old] = [
      rows.find((r) => r.recipient === "fresh@example.test"),
      rows.find((r) => r.recipient === "old@example.test"),
    ];
    expect(fresh?.sent_at).toBeNull();
    expect(fresh?.failed_at).toBeNull();
    expect(Date.parse(fresh?.next_attempt_at ?? "")).toBeGreaterThan(Date.now());
    expect(fresh?.last_error).toBeTruthy();
    expect(old?.failed_at).not.toBeNull();
  } finally {
    await down.close();
  }
});
