// Erasing an event's data (docs/features/reports.md "Erasing"): the creator's choice at any time,
// and the operator's retention (RETENTION_DAYS) for events long over. One transaction per event;
// every open page of the event hears of it after the commit and empties its lists.
import { ANSWER_MESSAGES, type MessageAnswer } from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import type { Actor } from "../../http/actor.ts";
import { rowsChanged, scopes } from "../../http/cache-invalidation.ts";
import { announceSpotlight } from "../events/broadcast.ts";
import { eventAccessFor } from "../events/event-access.ts";
import { assertCreator } from "../events/policy.ts";
import { eraseGuestRecords, eraseQuestionsAndPolls, eventsPastRetention, lockEvent } from "./erase-repository.ts";

type EraseDeps = Pick<AppContext, "db" | "engine" | "realtime">;

/** Erases in one transaction; false when the event is gone meanwhile. */
async function erase(deps: EraseDeps, eventId: string, withGuests: boolean): Promise<boolean> {
  const spotlight = await deps.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, deps.engine, eventId);
    if (!event) return undefined;
    await eraseQuestionsAndPolls(trx, eventId);
    if (withGuests) await eraseGuestRecords(trx, eventId);
    return { had: event.spotlight_question_id !== null };
  });
  if (!spotlight) return false;
  // Its questions_version and spotlight moved; with the guests, memberships, bans and guest rows
  // went too (which guests is not known here): everything kept is read again.
  await rowsChanged(deps.db, [withGuests ? scopes.everything : scopes.event(eventId)]);
  deps.realtime.toEvent(eventId).emit("eventDataErased", { eventId });
  if (spotlight.had) announceSpotlight(deps.realtime, eventId, null);
  return true;
}

/** The creator erases the event's questions, likes, favourites, polls and votes; event and members stay. */
export async function eraseEventData(deps: EraseDeps, actor: Actor, eventId: string): Promise<MessageAnswer> {
  assertCreator(await eventAccessFor(deps.db, actor, eventId));
  await erase(deps, eventId, false);
  return { message: ANSWER_MESSAGES.eventDataErased };
}

/** Retention: every event over for longer than `days` loses its questions, polls and guests' records. */
export async function eraseEventsPastRetention(deps: EraseDeps, days: number, now = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  const erased: string[] = [];
  for (const eventId of await eventsPastRetention(deps.db, before)) {
    if (await erase(deps, eventId, true)) erased.push(eventId);
  }
  return erased;
}
