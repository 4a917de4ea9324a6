// SQL of erasing an event's data (docs/features/reports.md "Erasing"): its questions (their likes
// and favourites go with them) and polls (their options, ballots and items go with them), and for
// retention its guests' records. Called inside the caller's transaction.
import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { type Executor, lockEvent } from "../events/repository.ts";

/** Deletes the event's questions and polls, clears its spotlight and retires its cached lists. */
export async function eraseQuestionsAndPolls(trx: Executor, eventId: string): Promise<void> {
  await trx.deleteFrom("questions").where("event_id", "=", eventId).execute();
  await trx.deleteFrom("polls").where("event_id", "=", eventId).execute();
  await trx
    .updateTable("events")
    .set({ spotlight_question_id: null, question_count: 0, questions_version: sql<number>`questions_version + 1` })
    .where("id", "=", eventId)
    .execute();
}

/**
 * The guests' records of an event: their memberships and removals, then each guest that is no
 * longer part of any event (a guest who also joined a later event keeps their name there).
 */
export async function eraseGuestRecords(trx: Executor, eventId: string): Promise<void> {
  const guestIds = (
    await trx
      .selectFrom("event_members")
      .select("guest_id")
      .where("event_id", "=", eventId)
      .where("guest_id", "is not", null)
      .execute()
  ).flatMap((row) => (row.guest_id ? [row.guest_id] : []));
  if (guestIds.length === 0) return;
  await trx.deleteFrom("event_members").where("event_id", "=", eventId).where("guest_id", "in", guestIds).execute();
  await trx.deleteFrom("event_bans").where("event_id", "=", eventId).where("member_id", "in", guestIds).execute();
  await trx
    .deleteFrom("guests")
    .where("id", "in", guestIds)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("event_members").select("id").whereRef("event_members.guest_id", "=", "guests.id"))),
    )
    .execute();
}

/**
 * Events over (ended or canceled) whose last change is older than `before`, and which still hold
 * something retention erases (so each is erased once, not every day).
 */
export async function eventsPastRetention(db: Db, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom("events")
    .select("id")
    .where("status", "in", ["ended", "canceled"])
    .where("updated_at", "<", before)
    .where(({ or, exists, selectFrom }) =>
      or([
        exists(selectFrom("questions").select("id").whereRef("questions.event_id", "=", "events.id")),
        exists(selectFrom("polls").select("id").whereRef("polls.event_id", "=", "events.id")),
        exists(
          selectFrom("event_members")
            .select("id")
            .whereRef("event_members.event_id", "=", "events.id")
            .where("event_members.guest_id", "is not", null),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

export { lockEvent };
