// Migration 0011 on a database made before it: contact messages written before it stay as they
// were, no address counts as confirmed yet (so each gets its first confirmation), and an
// address's confirmation is then taken once a day.
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { claimContactConfirmation } from "../../src/features/contact/repository.ts";
import { useDatabaseBefore } from "../support/database-before.ts";

const before = useDatabaseBefore("0011-contact-confirmations");

describe("migration 0011 (contact confirmations)", () => {
  it("keeps the contact messages, starts with no confirmation, and takes one per address a day", async () => {
    const db = before.db();
    const message = {
      id: "m1",
      name: "Old",
      email: "old@example.test",
      message: "Before",
      created_at: "2026-01-01T00:00:00.000Z",
    };
    await db.insertInto("contact_messages").values(message).execute();

    await migrateToLatest(db, before.schema());

    expect(await db.selectFrom("contact_messages").selectAll().execute()).toEqual([message]);
    expect(await db.selectFrom("contact_confirmations").selectAll().execute()).toEqual([]);
    const claim = (now: string, since: string) => claimContactConfirmation(db, "old@example.test", now, since);
    expect(await claim("2026-02-01T10:00:00.000Z", "2026-01-31T10:00:00.000Z")).toBe(true);
    expect(await claim("2026-02-01T20:00:00.000Z", "2026-01-31T20:00:00.000Z")).toBe(false);
    expect(await claim("2026-02-02T10:00:00.000Z", "2026-02-01T10:00:00.000Z")).toBe(true);
    expect(await db.selectFrom("contact_confirmations").selectAll().execute()).toEqual([
      { email: "old@example.test", sent_at: "2026-02-02T10:00:00.000Z" },
    ]);
  });
});
